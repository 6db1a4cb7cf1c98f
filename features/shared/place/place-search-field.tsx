'use client';
import { useId, useState, type KeyboardEvent } from 'react';
import fieldStyles from '@/components/form/plain-field.module.css';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { PLACE_SEARCH_TOO_LONG } from '@/lib/contracts/place-constants';
import { toPersianDigits } from '@/lib/fa/digits';
import type { SearchInputReason } from './use-place-search-text';
import { useLocationSearch } from './use-location-search';
import s from './place-search-field.module.css';

export interface PlaceSearchFieldProps {
  /** The input's id (a failed submit may focus it). */
  id?: string;
  inputValue: string;
  onInputChange: (value: string, reason: SearchInputReason) => void;
  onPick: (hit: LocationSearchResult | null) => void;
  label: string;
  placeholder: string;
  error?: boolean;
  helperText?: string;
  /** Shown under the box when there is no helperText (e.g. text typed but no place picked). */
  hint?: string;
}

/**
 * A search that got no answer (offline, server down): not the same as no place by that name, nor as a query the server
 * refused (a 400: its own message, or SEARCH_REFUSED).
 */
export const SEARCH_FAILED = 'جست‌وجو انجام نشد؛ اتصال اینترنت خود را بررسی کنید.';

/** A submit with a name typed that matches no place: more than «no place picked» (QA: the list had said so). */
export const NO_PLACE_NAMED = 'محله‌ای با این نام پیدا نشد؛ نام دیگری بنویسید یا محل را روی نقشه انتخاب کنید.';

/**
 * Search-as-you-type for a neighbourhood or district by name (the options are the server's hits, unfiltered), on the
 * platform's own input: the WAI-ARIA combobox pattern (the list pops up as the user types; ↓ and ↑ move through it,
 * Enter picks, Escape closes it; the input keeps the focus and names the active option).
 */
export function PlaceSearchField({ id, inputValue, onInputChange, onPick, label, placeholder, error, helperText, hint }: PlaceSearchFieldProps) {
  const search = useLocationSearch(inputValue);
  const ownId = useId();
  const inputId = id ?? ownId;
  const listId = `${inputId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = search.results;
  // Too long for the API: the list stays shut (nothing was searched) and the box says why under it.
  const shown = open && inputValue.trim() !== '' && !search.tooLong;
  const activeOption = shown && active >= 0 && active < options.length ? active : -1;
  const status = search.loading
    ? 'در حال جست‌وجو…'
    : !search.enabled
      ? 'دست‌کم دو حرف از نام محله را بنویسید'
      : search.refused
        ? search.refused
        : search.failed
          ? SEARCH_FAILED
          : // A town outside Tehran («پردیس») says so under any close Tehran names offered (پردیسان), not that none was found.
            (search.outside ?? (options.length === 0 ? 'محله‌ای با این نام پیدا نشد' : null));

  const pick = (hit: LocationSearchResult) => {
    setOpen(false);
    setActive(-1);
    onPick(hit);
  };
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at < 0 ? (step > 0 ? 0 : options.length - 1) : (at + step + options.length) % options.length));
    } else if (event.key === 'Enter' && activeOption >= 0) {
      // Picks the option instead of submitting the form.
      event.preventDefault();
      pick(options[activeOption]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  }

  // The length comes first: until it is fixed no search runs, so neither the form's word nor the hint can be acted on.
  // The form's refusal (no place) with a name typed and not picked says what to do about that name.
  const answeredNone = search.enabled && !search.loading && !search.refused && !search.failed && options.length === 0;
  // A town outside Tehran is said under the box too, where it stays once the list is shut.
  const helper = search.tooLong
    ? PLACE_SEARCH_TOO_LONG
    : error && hint
      ? (search.outside ?? (answeredNone ? NO_PLACE_NAMED : hint))
      : (helperText ?? search.outside ?? hint);
  const helperIsError = Boolean(error) || search.tooLong;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={s.anchor}>
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={activeOption >= 0 ? `${listId}-${activeOption}` : undefined}
          aria-invalid={Boolean(error) || search.tooLong}
          aria-describedby={`${inputId}-helper`}
          className={fieldStyles.input}
          value={inputValue}
          placeholder={placeholder}
          autoComplete="off"
          // No maxLength: it cut a longer paste silently. Past the API's limit the box keeps the text, sends nothing
          // and says so (useLocationSearch's tooLong), so the user sees why no place is offered.
          onChange={(e) => {
            onInputChange(e.target.value, e.target.value === '' ? 'clear' : 'input');
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          data-testid="place-search"
        />
        {/* Out of the Tab order: Chromium lets Tab stop on a box that scrolls, whose focus closes the list, so the
            focus fell to the page's body instead of the next control. The options are reached with ↓ and ↑. */}
        <div className={s.popup} hidden={!shown} tabIndex={-1}>
          <ul id={listId} role="listbox" aria-label={label} className={s.list}>
            {options.map((o, i) => (
              <li
                key={o.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === activeOption}
                className={s.option}
                // Keeps the focus in the input: the option is picked on the click that follows.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(o)}
              >
                {/* «ارامنه — خیابان نامجو»: a place offered for the street typed says so */}
                <span>{o.via ? `${o.name} — ${toPersianDigits(o.via)}` : o.name}</span>{' '}
                <span className={s.district}>{toPersianDigits(o.district)}</span>
              </li>
            ))}
          </ul>
          {status && <p className={s.status}>{status}</p>}
        </div>
      </div>
      <p id={`${inputId}-helper`} className={`${fieldStyles.helper} ${helperIsError ? fieldStyles.helperError : ''}`} aria-live="polite">
        {helper}
      </p>
    </div>
  );
}
