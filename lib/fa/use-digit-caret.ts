'use client';
import { useLayoutEffect, useReducer, useRef, type ChangeEvent } from 'react';
import { caretAfterKept, keptCount, NUMBER_KEPT } from './digits';

/**
 * For a field that holds Latin digits and shows them differently (Persian digits, grouped by threes): the shown text
 * differs from what was typed, so React writes it back and the browser puts the caret at the end. This keeps it after
 * the same digit (or decimal point, or minus) instead, where the user typed. Give `inputRef` to the input and call `remember` in its onChange;
 * `kept` is what the field keeps of what is typed (TEL_KEPT for a tel field).
 */
export function useDigitCaret(kept: RegExp = NUMBER_KEPT) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caretKept = useRef<number | null>(null);
  // A refused character (a letter in a number) leaves the value as it was, so nothing would re-render, and React
  // would put the old text back with the caret at the end: each change renders, so the effect below runs.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caretKept.current === null || !input || input.ownerDocument.activeElement !== input) return;
    const at = caretAfterKept(input.value, caretKept.current, kept);
    caretKept.current = null;
    input.setSelectionRange(at, at);
  });
  const remember = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const typed = event.target.value;
    caretKept.current = keptCount(typed.slice(0, event.target.selectionStart ?? typed.length), kept);
    rerender();
  };
  return { inputRef, remember };
}
