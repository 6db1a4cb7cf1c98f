import { formatDecimal, formatNumber } from './number';

// spec §9: thousand, million, billion, thousand-billion toman at 1e3, 1e6, 1e9, 1e12; one decimal by default.
const UNITS = [
  { at: 1e12, label: 'هزار میلیارد' },
  { at: 1e9, label: 'میلیارد' },
  { at: 1e6, label: 'میلیون' },
  { at: 1e3, label: 'هزار' },
] as const;

export interface MoneyParts {
  amount: string;
  unit: string;
}

/** 8_200_000_000 → { amount: '۸٫۲', unit: 'میلیارد تومان' }. */
export function moneyParts(toman: number, decimals = 1): MoneyParts {
  const abs = Math.abs(toman);
  // Largest unit first, compared after rounding, so 999_960 reads ۱ میلیون rather than ۱۰۰۰ هزار.
  for (const u of UNITS) {
    const scaled = Number((abs / u.at).toFixed(decimals));
    if (scaled >= 1) return { amount: formatDecimal(Math.sign(toman) * scaled, decimals), unit: `${u.label} تومان` };
  }
  return { amount: formatNumber(toman), unit: 'تومان' };
}

export function formatMoney(toman: number, decimals = 1): string {
  const { amount, unit } = moneyParts(toman, decimals);
  return `${amount} ${unit}`;
}

/** Full figure with grouping: 1250000 → ۱٬۲۵۰٬۰۰۰ تومان. */
export function formatToman(toman: number): string {
  return `${formatNumber(toman)} تومان`;
}

export interface MoneyScale {
  /** Toman per axis unit. */
  divisor: number;
  /** The unit named once in the axis title, e.g. 'میلیون تومان'. */
  unit: string;
}

/** One unit for a whole chart axis, so its ticks are plain numbers and the title names the unit. */
export function moneyScale(values: readonly number[]): MoneyScale {
  const largest = Math.max(0, ...values.map(Math.abs));
  const u = UNITS.find((unit) => largest >= unit.at);
  return u ? { divisor: u.at, unit: `${u.label} تومان` } : { divisor: 1, unit: 'تومان' };
}

/** A signed amount for a driver's effect: +۱۲۰ میلیون تومان / −۸۰ میلیون تومان (a true minus sign). */
export function formatSignedMoney(toman: number, decimals = 1): string {
  const { amount, unit } = moneyParts(Math.abs(toman), decimals);
  if (amount === '۰') return `۰ ${unit}`;
  return `${toman < 0 ? '−' : '+'}${amount} ${unit}`;
}
