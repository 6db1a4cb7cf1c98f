'use client';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { digitsOnly, groupedDisplay, numericDisplay } from '@/lib/fa/digits';
import { formatMoney } from '@/lib/fa/money';
import { useDigitCaret } from '@/lib/fa/use-digit-caret';
import { NOT_ONE_NUMBER, useNumberEntry } from '@/lib/fa/use-number-entry';

export interface NumberFieldProps<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  /** A field holding the number as typed, in Latin digits (the form's zod contract parses it). */
  name: FieldPathByValue<V, string>;
  label: string;
  testId: string;
  placeholder?: string;
  required?: boolean;
  /** A minus may be typed (a basement floor). */
  signed?: boolean;
  /** A decimal point may be typed (an area): the phone's keypad offers one. */
  decimal?: boolean;
  /** Digits only, kept as typed (a postal code). */
  code?: boolean;
  /** An amount of toman: grouped by threes, with the amount in words below. */
  money?: boolean;
  maxLength?: number;
  /** Under the field while it has no error. */
  hint?: string;
}

/**
 * A number field of a react-hook-form form: shown in Persian digits (money grouped by threes), typed in any digits,
 * with the caret kept after the digit typed. Text that is not one number (a pasted «۱۰۰ متر، ۲ خوابه») leaves the
 * value as it was and says so, instead of gluing its digits; a decimal point stays for the contract to judge.
 */
export function NumberField<V extends FieldValues, O = V>({ control, name, label, testId, placeholder, required, signed, decimal, code, money, maxLength, hint }: NumberFieldProps<V, O>) {
  const caret = useDigitCaret();
  const entry = useNumberEntry({ signed, grouped: money });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => {
        const text = String(value ?? '');
        const n = text === '' ? NaN : Number(text);
        const amount = money && Number.isFinite(n) && n > 0 ? formatMoney(n) : null;
        return (
          <TextField
            name={name}
            label={label}
            placeholder={placeholder}
            required={required}
            fullWidth
            value={money ? groupedDisplay(text) : numericDisplay(text)}
            onBlur={onBlur}
            onChange={(e) => {
              caret.remember(e);
              const next = code ? digitsOnly(e.target.value) : entry.read(e.target.value);
              if (next !== null) onChange(next);
            }}
            // On the input, not the root: a refused submit focuses the first invalid field; the caret hook keeps the
            // caret after a digit typed mid-number (the shown text is Persian, so React rewrites it).
            inputRef={(el: HTMLInputElement | null) => {
              ref(el);
              caret.inputRef.current = el;
            }}
            error={Boolean(fieldState.error) || entry.refused}
            helperText={entry.refused ? NOT_ONE_NUMBER : (fieldState.error?.message ?? (amount ? `≈ ${amount}` : (hint ?? ' ')))}
            slotProps={{
              htmlInput: { inputMode: signed ? 'text' : decimal ? 'decimal' : 'numeric', maxLength, 'data-testid': testId, dir: 'ltr', style: { textAlign: 'right' } },
              formHelperText: { 'aria-live': 'polite' } as object,
            }}
          />
        );
      }}
    />
  );
}
