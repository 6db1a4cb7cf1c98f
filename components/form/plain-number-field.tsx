'use client';
import { useId } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { type NumberFieldProps, useNumberInput } from './use-number-input';
import { PlainFieldLabel } from './plain-field-label';
import styles from './plain-field.module.css';

/**
 * NumberField's behaviour (useNumberInput) on the platform's own input, for the lean pages that load no MUI: a
 * visible label, the message under the field read out as it changes, `aria-invalid` for the focus-first-error rule.
 */
export function PlainNumberField<V extends FieldValues, O = V>({ control, name, label, testId, placeholder, required, maxLength, ...input }: NumberFieldProps<V, O>) {
  const number = useNumberInput(input);
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => {
        const text = String(value ?? '');
        const invalid = number.invalid(text, fieldState.error?.message);
        const helper = number.helper(text, fieldState.error?.message);
        return (
          <div className={styles.field}>
            <PlainFieldLabel htmlFor={id} label={label} required={required} />
            <input
              id={id}
              name={name}
              className={styles.input}
              value={number.display(text)}
              onBlur={onBlur}
              onChange={number.onChange(onChange)}
              ref={number.inputRef(ref)}
              placeholder={placeholder}
              required={required}
              aria-invalid={invalid}
              aria-describedby={`${id}-helper`}
              inputMode={number.inputMode}
              maxLength={maxLength}
              autoComplete="off"
              dir="ltr"
              data-testid={testId}
            />
            <p id={`${id}-helper`} className={`${styles.helper} ${invalid ? styles.helperError : ''}`} aria-live="polite">
              {helper}
            </p>
          </div>
        );
      }}
    />
  );
}
