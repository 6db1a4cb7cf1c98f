import styles from './plain-field.module.css';

/** A plain field's visible label, with the star of a required field (hidden from screen readers, which say «required»). */
export function PlainFieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
