'use client';
import type { AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import { useCallback, useState } from 'react';

export const PICK_FROM_LIST = 'محل را از فهرست پیشنهادها انتخاب کنید؛ نوشتن نام به‌تنهایی کافی نیست.';

/**
 * The place search box's text: what the user typed or, until they type and again once a place is picked (a hit, the
 * map, a link, the gateway return), the picked place's name. MUI's own 'reset' is ignored: with only the text
 * controlled, it would empty the box whenever the page sets it.
 */
export function usePlaceSearchText(pickedName: string | undefined) {
  const [typed, setTyped] = useState<string | null>(null);
  const showPicked = useCallback(() => setTyped(null), []);
  const unpicked = typed !== null && typed.trim() !== '' && typed !== pickedName;
  return {
    /** For PlaceSearchField. */
    field: {
      inputValue: typed ?? pickedName ?? '',
      // Leaving the box keeps what was typed (MUI would empty it, reason 'blur'), with a word on what is missing.
      onInputChange: (value: string, reason: AutocompleteInputChangeReason) => {
        if (reason !== 'reset' && reason !== 'blur') setTyped(value);
      },
      hint: unpicked ? PICK_FROM_LIST : undefined,
    },
    /** A place was picked: the box shows its name instead of what was typed (stable across renders). */
    showPicked,
  };
}
