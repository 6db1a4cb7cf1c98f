import { toPersianDigits } from './digits';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12500000 → ۱۲٬۵۰۰٬۰۰۰ (Persian digits, Persian thousands separator). */
export function formatNumber(value: number): string {
  return toPersianDigits(grouping.format(Math.round(value)).replace(/,/g, '٬'));
}

const plainFormats = new Map<number, Intl.NumberFormat>();

/**
 * `value` in plain digits (no grouping) to at most `decimals` places, half away from zero on the number as written:
 * 6.55 → '6.6' and 5.45 → '5.5'. toFixed rounds the binary value instead (6.55 is stored as 6.5499…, so it gave
 * '6.5' beside 5.45's '5.5'); Intl rounds the shortest decimal that reads back as the value. Trailing zeros dropped.
 */
function plainDecimal(value: number, decimals: number): string {
  let f = plainFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals, useGrouping: false, roundingMode: 'halfExpand', signDisplay: 'negative' });
    plainFormats.set(decimals, f);
  }
  return f.format(value);
}

/** `value` rounded to `decimals` places, half away from zero (see plainDecimal): roundDecimal(6.55, 1) → 6.6. */
export function roundDecimal(value: number, decimals: number): number {
  return Number(plainDecimal(value, decimals));
}

/** Decimal with the Persian decimal separator: 8.25 → ۸٫۲۵. Trailing zeros dropped; half away from zero. */
export function formatDecimal(value: number, decimals = 1): string {
  // Trailing zeros are dropped from the fraction only: 80 stays 80 when decimals = 0.
  // No sign when the figure rounds to zero (signDisplay 'negative'): −0.04 reads ۰, never -۰.
  const fixed = plainDecimal(value, decimals);
  const sign = fixed.startsWith('-') ? '-' : '';
  const [int, frac] = fixed.slice(sign.length).split('.');
  const intPart = formatNumber(Number(int));
  return frac ? `${sign}${intPart}٫${toPersianDigits(frac)}` : `${sign}${intPart}`;
}

export function formatPercent(value: number, decimals = 0): string {
  return `${formatDecimal(value, decimals)}٪`;
}
