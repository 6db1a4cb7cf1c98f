import 'server-only';

import { toLatinDigits } from '@/server/places/normalize';

/** Jalali 'YYYY-MM' → month index (year × 12 + month − 1); null when malformed. */
export function parseMonth(s: string): number | null {
  const m = /^\s*(\d{4})[-/](\d{1,2})\s*$/.exec(toLatinDigits(s));
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (mo < 1 || mo > 12 || y < 1300 || y > 1500) return null;
  return y * 12 + mo - 1;
}

export function formatMonth(idx: number): string {
  const y = Math.floor(idx / 12);
  const m = (idx % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}`;
}
