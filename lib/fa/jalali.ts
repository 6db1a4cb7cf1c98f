import { format } from 'date-fns-jalali';
import { toPersianDigits } from './digits';

const tehranClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * The instant as a Tehran wall clock reads it, as a Date in the runtime's zone (what date-fns formats): a report made
 * at 00:30 in Tehran is dated that day on a UTC server and in a browser abroad alike.
 */
function inTehran(date: Date | string | number): Date {
  const part = Object.fromEntries(tehranClock.formatToParts(new Date(date)).map((p) => [p.type, Number(p.value)]));
  return new Date(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

/** Jalali date (Tehran time) in Persian digits, e.g. ۱۴۰۵/۰۹/۰۱. */
export function formatJalaliDate(date: Date | string | number, pattern = 'yyyy/MM/dd'): string {
  return toPersianDigits(format(inTehran(date), pattern));
}

/** e.g. ۱ آذر ۱۴۰۵ (Tehran time) */
export function formatJalaliLong(date: Date | string | number): string {
  return toPersianDigits(format(inTehran(date), 'd MMMM yyyy'));
}

// The year alone needs no date library (Intl knows the Persian calendar): pages that show only it stay light.
export { jalaliYear } from './jalali-month';

export { formatJalaliMonth, formatJalaliMonthSpan } from './jalali-month';
