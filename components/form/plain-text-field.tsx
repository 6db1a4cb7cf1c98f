'use client';
import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import { PlainFieldLabel } from './plain-field-label';
import styles from './plain-field.module.css';

type Shared = {
  label: string;
  /** The form's message: marks the field invalid and replaces the helper. */
  error?: string;
  /** Under the field while it has no error. */
  helper?: string;
};
type SingleLine = Shared & InputHTMLAttributes<HTMLInputElement> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type MultiLine = Shared & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };
export type PlainTextFieldProps = SingleLine | MultiLine;

/**
 * A text field drawn with the platform's own input (or textarea, `multiline`) for the pages that load no MUI: a visible
 * label, the message under the field read out as it changes, `aria-invalid` for the focus-first-error rule. Takes
 * react-hook-form's `register(name)` as it is.
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const id = useId();
  const { label, error, helper, required } = props;
  const described = { id, 'aria-invalid': Boolean(error), 'aria-describedby': `${id}-helper` };
  return (
    <div className={styles.field}>
      <PlainFieldLabel htmlFor={id} label={label} required={required} />
      {props.multiline ? (
        <textarea {...withoutOwn(props)} {...described} className={`${styles.input} ${styles.multiline}`} />
      ) : (
        <input {...withoutOwn(props)} {...described} className={styles.input} />
      )}
      <p id={`${id}-helper`} className={`${styles.helper} ${error ? styles.helperError : ''}`} aria-live="polite">
        {error ?? helper}
      </p>
    </div>
  );
}

/** The element's own attributes: what the field itself draws (label, message) is left out. */
function withoutOwn<P extends PlainTextFieldProps>({ label: _label, error: _error, helper: _helper, multiline: _multiline, ...rest }: P) {
  return rest;
}
