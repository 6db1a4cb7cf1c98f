import { format } from 'date-fns-jalali';
import { toPersianDigits } from './digits';

/** Jalali date in Persian digits, e.g. ۱۴۰۵/۰۹/۰۱. */
export function formatJalaliDate(date: Date | string | number, pattern = 'yyyy/MM/dd'): string {
  return toPersianDigits(format(new Date(date), pattern));
}

/** e.g. ۱ آذر ۱۴۰۵ */
export function formatJalaliLong(date: Date | string | number): string {
  return toPersianDigits(format(new Date(date), 'd MMMM yyyy'));
}

// The year alone needs no date library (Intl knows the Persian calendar): pages that show only it stay light.
export { jalaliYear } from './jalali-month';

export { formatJalaliMonth, formatJalaliMonthSpan } from './jalali-month';
