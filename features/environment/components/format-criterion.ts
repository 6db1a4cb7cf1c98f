import type { EnvironmentCriterionResult } from '@/lib/contracts/environment';
import { NO_DATA_LABEL } from '@/lib/contracts/environment';
import { formatMoney } from '@/lib/fa/money';
import { formatDecimal, formatNumber } from '@/lib/fa/number';

/**
 * Distances below this are written in metres: «۱ کیلومتر» for 1,010 m read as a contradiction beside «ایستگاه‌های
 * مترو در شعاع ۱ کیلومتر: ۰»; the values are measured to 10 m, so metres lose nothing.
 */
const METRES_BELOW = 2000;

/** A criterion's value with its unit, in Persian digits ("۴۳۰ متر", "۲٫۵ میلیون تومان", "۳۷٫۵ درصد"). */
export function formatCriterionValue(c: Pick<EnvironmentCriterionResult, 'value' | 'unit'>, value: number | null = c.value): string {
  if (value === null) return NO_DATA_LABEL;
  switch (c.unit) {
    case 'متر':
      return value >= METRES_BELOW ? `${formatDecimal(value / 1000, 1)} کیلومتر` : `${formatNumber(value)} متر`;
    case 'تومان':
      return formatMoney(value);
    case 'درصد':
      return `${formatDecimal(value, 1)}٪`;
    case 'عدد':
      return formatNumber(value);
    default:
      return `${formatDecimal(value, 1)} ${c.unit}`;
  }
}

/** The criteria table's bands: from GOOD_FROM a score reads «خوب» (or «عالی»), below WEAK_BELOW «ضعیف» (or worse). */
export const GOOD_FROM = 65;
export const WEAK_BELOW = 45;

/** What a 0–100 criterion score means, in words. */
export function scoreWords(score: number | null): string {
  if (score === null) return NO_DATA_LABEL;
  if (score >= 85) return 'عالی';
  if (score >= GOOD_FROM) return 'خوب';
  if (score >= WEAK_BELOW) return 'متوسط';
  if (score >= 25) return 'ضعیف';
  return 'خیلی ضعیف';
}

export function scoreColor(score: number | null): 'success' | 'info' | 'warning' | 'error' | 'default' {
  if (score === null) return 'default';
  if (score >= GOOD_FROM) return 'success';
  if (score >= WEAK_BELOW) return 'info';
  if (score >= 25) return 'warning';
  return 'error';
}

type Scored = Pick<EnvironmentCriterionResult, 'available' | 'score' | 'weight'>;

/**
 * The criterion's partial-coverage note, as its own words state it (the BRT's description, shown in the criteria
 * table; a partial point-of-interest list's method): the strengths and weaknesses repeat it beside the figure, else
 * «۳۰۰ متر (امتیاز ۱۰۰)» or «۳ کیلومتر (امتیاز ۰)» reads as if the data covered all of Tehran (issue 30 point 6).
 * null when the criterion covers the city.
 */
export function coverageNote(c: Pick<EnvironmentCriterionResult, 'description' | 'method'>): string | null {
  const note = /پوشش ناقص: [^.؛)]+/;
  const m = note.exec(c.description) ?? note.exec(c.method);
  return m ? m[0].trim() : null;
}

/**
 * The page's strengths and weaknesses, at most three each: a strength is a criterion the table rates «خوب» or
 * better (the most telling first: score × weight), a weakness one it rates «ضعیف» or worse (the lowest first), so
 * a criterion is never listed as a strength while the table calls it weak.
 */
export function strengthsAndWeaknesses<C extends Scored>(criteria: readonly C[]): { strengths: Array<C & { score: number }>; weaknesses: Array<C & { score: number }> } {
  const scored = criteria.filter((c): c is C & { score: number } => c.available && c.score !== null);
  return {
    strengths: scored.filter((c) => c.score >= GOOD_FROM).sort((a, b) => b.score * b.weight - a.score * a.weight).slice(0, 3),
    weaknesses: scored.filter((c) => c.score < WEAK_BELOW).sort((a, b) => a.score - b.score || b.weight - a.weight).slice(0, 3),
  };
}
