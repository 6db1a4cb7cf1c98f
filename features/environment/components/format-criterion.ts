import type { EnvironmentCriterionResult } from '@/lib/contracts/environment';
import { NO_DATA_LABEL } from '@/lib/contracts/environment';
import { formatMoney } from '@/lib/fa/money';
import { formatDecimal, formatNumber } from '@/lib/fa/number';

/** A criterion's value with its unit, in Persian digits ("۴۳۰ متر", "۲٫۵ میلیون تومان", "۳۷٫۵ درصد"). */
export function formatCriterionValue(c: Pick<EnvironmentCriterionResult, 'value' | 'unit'>, value: number | null = c.value): string {
  if (value === null) return NO_DATA_LABEL;
  switch (c.unit) {
    case 'متر':
      return value >= 1000 ? `${formatDecimal(value / 1000, 1)} کیلومتر` : `${formatNumber(value)} متر`;
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

/** What a 0–100 criterion score means, in words. */
export function scoreWords(score: number | null): string {
  if (score === null) return NO_DATA_LABEL;
  if (score >= 85) return 'عالی';
  if (score >= 65) return 'خوب';
  if (score >= 45) return 'متوسط';
  if (score >= 25) return 'ضعیف';
  return 'خیلی ضعیف';
}

export function scoreColor(score: number | null): 'success' | 'info' | 'warning' | 'error' | 'default' {
  if (score === null) return 'default';
  if (score >= 65) return 'success';
  if (score >= 45) return 'info';
  if (score >= 25) return 'warning';
  return 'error';
}
