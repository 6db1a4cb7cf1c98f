'use client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { PlainFieldLabel } from './plain-field-label';
import field from './plain-field.module.css';
import styles from './plain-choice.module.css';

export interface PlainMultiComboboxProps<T extends string | number> {
  label: string;
  options: readonly T[];
  /** The chosen options, kept in the order of `options`. */
  value: readonly T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  optionLabel: (option: T) => string;
  /** Whether an option answers what was typed. */
  matches: (option: T, typed: string) => boolean;
  /** What the open list says when no option is left to choose (`typed` as typed). */
  noOptionsText: (typed: string) => string;
  error?: string;
  /** The form's ref (a refused submit focuses the first invalid field). */
  inputRef?: (el: HTMLInputElement | null) => void;
}

/**
 * Several options chosen from a list by typing (the WAI-ARIA combobox pattern with a listbox), for the pages that
 * load no MUI. The chosen ones sit in the box as chips (a click or Backspace on an empty box removes one); the list
 * under the box offers what is not chosen yet and answers the text typed; ↓ and ↑ move through it, Enter chooses,
 * Escape closes it.
 */
export function PlainMultiCombobox<T extends string | number>({
  label,
  options,
  value,
  onChange,
  onBlur,
  optionLabel,
  matches,
  noOptionsText,
  error,
  inputRef,
}: PlainMultiComboboxProps<T>) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const offered = options.filter((o) => !value.includes(o) && matches(o, typed));
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (option: T) => {
    onChange(options.filter((o) => o === option || value.includes(o)));
    setTyped('');
    setActive(-1);
  };
  const remove = (option: T) => {
    onChange(value.filter((o) => o !== option));
    ownInput.current?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const count = offered.length;
      if (!count) return;
      setActive((at) => (event.key === 'ArrowDown' ? (at + 1) % count : (at <= 0 ? count : at) - 1));
    } else if (event.key === 'Enter' && open && offered[active] !== undefined) {
      // Enter chooses the active option instead of submitting the form.
      event.preventDefault();
      choose(offered[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && typed === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className={field.field}>
      <PlainFieldLabel htmlFor={id} label={label} />
      <div className={styles.combo}>
        <div className={styles.box} data-invalid={Boolean(error)} onClick={() => ownInput.current?.focus()}>
          {value.map((o) => (
            <button key={String(o)} type="button" className={styles.chip} onClick={() => remove(o)} aria-label={`حذف ${optionLabel(o)}`}>
              {optionLabel(o)}
              <span className={styles.chipX} aria-hidden="true">
                ×
              </span>
            </button>
          ))}
          <input
            id={id}
            ref={(el) => {
              ownInput.current = el;
              inputRef?.(el);
            }}
            className={styles.text}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 && active < offered.length ? optionId(active) : undefined}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-helper`}
            autoComplete="off"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              setTyped('');
              onBlur?.();
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        {open &&
          (offered.length ? (
            // Out of the Tab order: Chromium lets Tab stop on a list that scrolls, whose focus closes it, so the
            // focus fell to the page's body instead of the next field. The options are reached with ↓ and ↑.
            <ul id={listId} role="listbox" aria-label={label} className={styles.list} tabIndex={-1}>
              {offered.map((o, i) => (
                <li
                  key={String(o)}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.item}
                  // Keeps the focus in the box: the list stays open for the next choice.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(o)}
                >
                  {optionLabel(o)}
                </li>
              ))}
            </ul>
          ) : (
            <div id={listId} className={`${styles.list} ${styles.empty}`} aria-live="polite">
              {noOptionsText(typed)}
            </div>
          ))}
      </div>
      <p id={`${id}-helper`} className={`${field.helper} ${error ? field.helperError : ''}`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
