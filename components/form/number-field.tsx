'use client';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues } from 'react-hook-form';
import { type NumberFieldProps, useNumberInput } from './use-number-input';

/**
 * A number field of a react-hook-form form (useNumberInput): shown in Persian digits (money grouped by threes), typed
 * in any digits, with the caret kept after the digit typed. Text that is not one number (a pasted «۱۰۰ متر، ۲ خوابه»)
 * leaves the value as it was and says so, instead of gluing its digits; a decimal point stays for the contract to judge.
 */
export function NumberField<V extends FieldValues, O = V>({ control, name, label, testId, placeholder, required, maxLength, ...input }: NumberFieldProps<V, O>) {
  const number = useNumberInput(input);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => {
        const text = String(value ?? '');
        return (
          <TextField
            name={name}
            label={label}
            placeholder={placeholder}
            required={required}
            fullWidth
            value={number.display(text)}
            onBlur={onBlur}
            onChange={number.onChange(onChange)}
            // On the input, not the root: a refused submit focuses the first invalid field; the caret hook keeps the
            // caret after a digit typed mid-number (the shown text is Persian, so React rewrites it).
            inputRef={number.inputRef(ref)}
            error={number.invalid(text, fieldState.error?.message)}
            helperText={number.helper(text, fieldState.error?.message) ?? ' '}
            slotProps={{
              htmlInput: { inputMode: number.inputMode, maxLength, 'data-testid': testId, dir: 'ltr', style: { textAlign: 'right' } },
              formHelperText: { 'aria-live': 'polite' } as object,
            }}
          />
        );
      }}
    />
  );
}
