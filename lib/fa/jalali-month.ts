import { toPersianDigits } from './digits';

const persianMonth = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
});

/** The Jalali (Solar Hijri) month in Tehran time, e.g. '1404-09': the month our users live by (server and browser alike). */
export function jalaliMonthKey(at: Date = new Date()): string {
  const parts = persianMonth.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}

// Month names without date-fns-jalali: light enough for pages that load no date library (the chat).
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

/** The Jalali year in Tehran time (the year our users live by), e.g. 1405 from Nowruz 2026 on. */
export function jalaliYear(at: Date = new Date()): number {
  return Number(jalaliMonthKey(at).slice(0, 4));
}
