import { formatDecimal, formatNumber, roundDecimal } from './number';

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

/**
 * The figure moneyParts shows, as a number: 12_132_000_000 at one decimal → 12_100_000_000 (its unit picked as
 * moneyParts picks it). For checking that figures shown side by side add up as shown.
 */
export function shownMoney(toman: number, decimals = 1): number {
  const abs = Math.abs(toman);
  for (const u of UNITS) {
    const below = u.at / 1000;
    const inBelow = below === 1 ? Math.round(abs) : roundDecimal(abs / below, decimals);
    if (inBelow >= 1000) return Math.sign(toman) * Math.round(roundDecimal(abs / u.at, decimals) * u.at);
  }
  return Math.round(toman);
}

/**
 * 8_200_000_000 → { amount: '۸٫۲', unit: 'میلیارد تومان' }.
 *
 * The rule: a unit is used when the figure in the unit below it (a thousandth of it), rounded to `decimals`, reaches
 * 1,000. With one decimal: billions from 999.95 million up (999_940_000 reads ۹۹۹٫۹ میلیون, 999_960_000 ۱ میلیارد),
 * so 956 million reads ۹۵۶ میلیون — not ۱ میلیارد, which it was when the figure was compared in billions after
 * rounding (0.956 → 1.0) — and 999_960 reads ۱ میلیون rather than ۱۰۰۰ هزار.
 */
export function moneyParts(toman: number, decimals = 1): MoneyParts {
  const abs = Math.abs(toman);
  for (const u of UNITS) {
    const below = u.at / 1000;
    // Tomans are shown whole (formatNumber), so the thousand unit compares the rounded toman figure.
    const inBelow = below === 1 ? Math.round(abs) : roundDecimal(abs / below, decimals);
    // formatDecimal rounds half away from zero: 6_550_000_000 reads ۶٫۶ like 5_450_000_000 reads ۵٫۵.
    if (inBelow >= 1000) return { amount: formatDecimal((Math.sign(toman) * abs) / u.at, decimals), unit: `${u.label} تومان` };
  }
  return { amount: formatNumber(toman), unit: 'تومان' };
}

export function formatMoney(toman: number, decimals = 1): string {
  const { amount, unit } = moneyParts(toman, decimals);
  return `${amount} ${unit}`;
}

/** Most decimals formatMoneyExact and formatMoneyBeside use: a billion figure to the million. */
const MAX_DECIMALS = 3;

/** A figure as exactly as its unit's third decimal allows, no trailing zeros: 1_040_000_000 → ۱٫۰۴ میلیارد تومان (a budget). */
export function formatMoneyExact(toman: number): string {
  // formatDecimal drops trailing zeros: 8_000_000_000 stays ۸ میلیارد.
  return formatMoney(toman, MAX_DECIMALS);
}

/**
 * A figure shown beside another (a price beside the budget shown with formatMoneyExact): one decimal, or more when one
 * would read the same as the other although they differ (1_000_000_000 beside a 1_040_000_000 budget: ۱ میلیارد
 * beside ۱٫۰۴ میلیارد, never two «۱ میلیارد» with «۴۰ میلیون کمتر از بودجه» between them).
 */
export function formatMoneyBeside(toman: number, other: number): string {
  for (let d = 1; d <= MAX_DECIMALS; d++) {
    const own = formatMoney(toman, d);
    if (own !== formatMoney(other, d)) return own;
  }
  return formatMoney(toman);
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
