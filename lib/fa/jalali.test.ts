import { afterEach, describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliLong, formatJalaliMonth, formatJalaliMonthSpan, jalaliYear } from './jalali';

const runtimeZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = runtimeZone;
});

describe('Jalali dates', () => {
  it('formats Gregorian dates as Jalali with Persian digits', () => {
    expect(formatJalaliDate(new Date('2026-11-22T12:00:00Z'))).toBe('۱۴۰۵/۰۹/۰۱');
    expect(jalaliYear(new Date('2026-03-21T12:00:00Z'))).toBe(1405);
    expect(jalaliYear(new Date('2026-03-19T12:00:00Z'))).toBe(1404);
  });
  it('dates and times an instant as Tehran reads it, whatever the zone of the server or browser', () => {
    // 21:15 UTC on 22 November is 00:45 on 23 November (2 Azar) in Tehran.
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Tehran']) {
      process.env.TZ = zone;
      expect(formatJalaliDate('2026-11-22T21:15:00Z', 'yyyy/MM/dd HH:mm')).toBe('۱۴۰۵/۰۹/۰۲ ۰۰:۴۵');
      expect(formatJalaliLong('2026-11-22T21:15:00Z')).toBe('۲ آذر ۱۴۰۵');
    }
  });
  it('names Jalali months', () => {
    expect(formatJalaliMonth('1401-10')).toBe('دی ۱۴۰۱');
    expect(formatJalaliMonthSpan('1401-07', '1401-10')).toBe('مهر تا دی ۱۴۰۱');
    expect(formatJalaliMonthSpan('1400-12', '1401-02')).toBe('اسفند ۱۴۰۰ تا اردیبهشت ۱۴۰۱');
    expect(formatJalaliMonthSpan('1400-04', '1400-04')).toBe('تیر ۱۴۰۰');
  });
});
