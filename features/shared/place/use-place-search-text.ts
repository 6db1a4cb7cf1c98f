'use client';
import { useCallback, useState } from 'react';

/** Why the search box's text changed: typed, emptied, or (in a combobox that rewrites its own text) blur or reset. */
export type SearchInputReason = 'input' | 'clear' | 'blur' | 'reset';

export const PICK_FROM_LIST = 'محل را از فهرست پیشنهادها انتخاب کنید؛ نوشتن نام به‌تنهایی کافی نیست.';

/**
 * The place search box's text: what the user typed or, until they type and again once a place is picked (a hit, the
 * map, a link, the gateway return), the picked place's name. A combobox's own 'reset' and 'blur' are ignored: with
 * only the text controlled, they would empty the box whenever the page sets it or the user leaves it.
 */
export function usePlaceSearchText(pickedName: string | undefined) {
  const [typed, setTyped] = useState<string | null>(null);
  const showPicked = useCallback(() => setTyped(null), []);
  const unpicked = typed !== null && typed.trim() !== '' && typed !== pickedName;
  return {
    /** For PlaceSearchField. */
    field: {
      inputValue: typed ?? pickedName ?? '',
      // Leaving the box keeps what was typed, with a word on what is missing.
      onInputChange: (value: string, reason: SearchInputReason) => {
        if (reason !== 'reset' && reason !== 'blur') setTyped(value);
      },
      hint: unpicked ? PICK_FROM_LIST : undefined,
    },
    /** A place was picked: the box shows its name instead of what was typed (stable across renders). */
    showPicked,
  };
}
