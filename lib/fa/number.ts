import { toPersianDigits } from './digits';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12500000 → ۱۲٬۵۰۰٬۰۰۰ (Persian digits, Persian thousands separator). */
export function formatNumber(value: number): string {
  return toPersianDigits(grouping.format(Math.round(value)).replace(/,/g, '٬'));
}

/** Decimal with the Persian decimal separator: 8.25 → ۸٫۲۵. Trailing zeros dropped. */
export function formatDecimal(value: number, decimals = 1): string {
  // Trailing zeros are dropped from the fraction only: 80 stays 80 when decimals = 0.
  const fixed = value.toFixed(decimals).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  const [int, frac] = fixed.split('.');
  const intPart = formatNumber(Number(int));
  const sign = value < 0 && Number(int) === 0 ? '-' : '';
  return frac ? `${sign}${intPart}٫${toPersianDigits(frac)}` : `${sign}${intPart}`;
}

export function formatPercent(value: number, decimals = 0): string {
  return `${formatDecimal(value, decimals)}٪`;
}
