'use client';
import { useId, type ReactNode } from 'react';
import styles from './plain-choice.module.css';

export interface PlainRadioOption<T> {
  value: T;
  label: ReactNode;
  /** On the option's visible face (its label), which a click chooses. */
  testId?: string;
}

export interface PlainRadioButtonsProps<T> {
  options: readonly PlainRadioOption<T>[];
  /** The chosen value; one that matches no option leaves every option unchecked. */
  value: T;
  onChange: (value: T) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  size?: 'small' | 'medium';
}

/**
 * A one-of-several choice drawn as a row of joined buttons, for the pages that load no MUI. The buttons are native
 * radio inputs, so the browser gives the group what the WAI-ARIA radio pattern asks for: one Tab stop on the choice,
 * the arrow keys move the choice (in the reading direction), and a screen reader says «radio, 2 of 4, checked».
 */
export function PlainRadioButtons<T extends string | number>({ options, value, onChange, size = 'medium', ...labelling }: PlainRadioButtonsProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" {...labelling} className={`${styles.group} ${size === 'small' ? styles.small : ''}`}>
      {options.map((o) => (
        <label key={String(o.value)} className={styles.option} data-testid={o.testId}>
          <input type="radio" name={name} className={styles.radio} checked={o.value === value} onChange={() => onChange(o.value)} />
          <span className={styles.face}>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
