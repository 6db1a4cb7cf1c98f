'use client';
import { useState } from 'react';
import { numericEntry } from './digits';

export const NOT_ONE_NUMBER = 'فقط یک عدد با رقم بنویسید؛ متن و چند عدد پذیرفته نمی‌شود.';
/** A minus typed in a field that takes none (an area, a price): kept as typed, and the field says so (entryFault). */
export const POSITIVE_ONLY = 'فقط عدد مثبت پذیرفته می‌شود؛ علامت منفی را پاک کنید.';
/** An exponent («1e3»): kept as typed, and the field says so. */
export const NO_EXPONENT = 'عدد را کامل و فقط با رقم بنویسید؛ «e» پذیرفته نمی‌شود.';

/**
 * A number field's reading of each change (numericEntry): the next value, or null when the text is not one number (a
 * pasted «۱۰۰ متر، ۲ خوابه»), in which case the field keeps its value and `refused` asks it to show NOT_ONE_NUMBER.
 * A minus or an exponent is part of the value handed on: the field judges it (entryFault). `grouped`: the field shows
 * its number grouped by threes with «٬», which are dropped before reading.
 */
export function useNumberEntry({ grouped = false }: { grouped?: boolean } = {}) {
  const [refused, setRefused] = useState(false);
  const read = (text: string): string | null => {
    const next = numericEntry(grouped ? text.replace(/٬/g, '') : text);
    setRefused(next === null);
    return next;
  };
  return { refused, read };
}
