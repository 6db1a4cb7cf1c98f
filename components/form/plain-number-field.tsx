'use client';
import { type ReactNode, useId, useRef } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { type NumberFieldProps, useNumberInput } from './use-number-input';
import { PlainFieldLabel } from './plain-field-label';
import styles from './plain-field.module.css';

/**
 * A note on the text as typed (a money field's slip, `moneySlipHint`), drawn in the helper line the field already
 * reserves: in place of the amount in words or the hint, after the form's error, never over the field's own problem.
 * `set` replaces the text and gives the field the focus back (the note's button goes with the text it was about).
 */
export type NumberFieldAside = (text: string, set: (text: string) => void) => ReactNode;

/**
 * NumberField's behaviour (useNumberInput) on the platform's own input, for the lean pages that load no MUI: a
 * visible label, the message under the field read out as it changes, `aria-invalid` for the focus-first-error rule.
 */
export function PlainNumberField<V extends FieldValues, O = V>({
  control,
  name,
  label,
  testId,
  placeholder,
  required,
  maxLength,
  aside,
  ...input
}: NumberFieldProps<V, O> & { aside?: NumberFieldAside }) {
  const number = useNumberInput(input);
  const id = useId();
  const element = useRef<HTMLInputElement | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => {
        const text = String(value ?? '');
        const error = fieldState.error?.message;
        const invalid = number.invalid(text, error);
        const helper = number.helper(text, error);
        const note =
          aside && !number.problem(text)
            ? aside(text, (next) => {
                onChange(next);
                element.current?.focus();
              })
            : null;
        const fieldRef = number.inputRef(ref);
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
              ref={(el) => {
                fieldRef(el);
                element.current = el;
              }}
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
              {note ? (
                <>
                  {/* The contract's messages end without a stop; the note is a sentence of its own. */}
                  {error && (
                    <>
                      <span>{error}</span>.{' '}
                    </>
                  )}
                  {note}
                </>
              ) : (
                helper
              )}
            </p>
          </div>
        );
      }}
    />
  );
}
