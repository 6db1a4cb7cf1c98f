'use client';
import { useState } from 'react';
import { numericEntry } from './digits';

export const NOT_ONE_NUMBER = 'فقط یک عدد با رقم بنویسید؛ متن و چند عدد پذیرفته نمی‌شود.';

/**
 * A number field's reading of each change (numericEntry): the next value, or null when the text is not one number (a
 * pasted «۱۰۰ متر، ۲ خوابه»), in which case the field keeps its value and `refused` asks it to show NOT_ONE_NUMBER.
 * `grouped`: the field shows its number grouped by threes with «٬», which are dropped before reading.
 */
export function useNumberEntry({ signed = false, grouped = false }: { signed?: boolean; grouped?: boolean } = {}) {
  const [refused, setRefused] = useState(false);
  const read = (text: string): string | null => {
    const next = numericEntry(grouped ? text.replace(/٬/g, '') : text, signed);
    setRefused(next === null);
    return next;
  };
  return { refused, read };
}
