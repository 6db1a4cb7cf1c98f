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

export function jalaliYear(date: Date = new Date()): number {
  return Number(format(date, 'yyyy'));
}

/** '1401-10' → 'دی ۱۴۰۱' */
export function formatJalaliMonth(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number);
  const names = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
  return `${names[m - 1] ?? ''} ${toPersianDigits(y)}`.trim();
}

/** '1401-07', '1401-10' → «مهر تا دی ۱۴۰۱» (the year once when shared); one month alone → «دی ۱۴۰۱». */
export function formatJalaliMonthSpan(first: string, last: string): string {
  if (first === last) return formatJalaliMonth(last);
  const from = formatJalaliMonth(first);
  return `${first.slice(0, 4) === last.slice(0, 4) ? from.split(' ')[0] : from} تا ${formatJalaliMonth(last)}`;
}
