import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliMonth, formatJalaliMonthSpan, jalaliYear } from './jalali';

describe('Jalali dates', () => {
  it('formats Gregorian dates as Jalali with Persian digits', () => {
    expect(formatJalaliDate(new Date('2026-11-22T12:00:00Z'))).toBe('۱۴۰۵/۰۹/۰۱');
    expect(jalaliYear(new Date('2026-03-21T12:00:00Z'))).toBe(1405);
    expect(jalaliYear(new Date('2026-03-19T12:00:00Z'))).toBe(1404);
  });
  it('names Jalali months', () => {
    expect(formatJalaliMonth('1401-10')).toBe('دی ۱۴۰۱');
    expect(formatJalaliMonthSpan('1401-07', '1401-10')).toBe('مهر تا دی ۱۴۰۱');
    expect(formatJalaliMonthSpan('1400-12', '1401-02')).toBe('اسفند ۱۴۰۰ تا اردیبهشت ۱۴۰۱');
    expect(formatJalaliMonthSpan('1400-04', '1400-04')).toBe('تیر ۱۴۰۰');
  });
});
