import { describe, expect, it } from 'vitest';
import { createValuationBody, laterCheckSentence, valuationPropertyFields } from './valuation';

describe('valuationPropertyFields', () => {
  const flat = { area: '85', rooms: '2', build_year: '1395', floor: '3', elevator: true, parking: true, storage: false };

  it('an impossible building height is said once, on its own field, not also as a floor above the building', () => {
    const parsed = valuationPropertyFields.safeParse({ ...flat, total_floors: '0' });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['total_floors']);
  });

  it('a floor above the building is refused on the floor', () => {
    const parsed = valuationPropertyFields.safeParse({ ...flat, total_floors: '2' });
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['floor', 'طبقهٔ واحد نمی‌تواند از تعداد طبقات ساختمان بیشتر باشد']]);
  });
});

describe('laterCheckSentence', () => {
  const accuracy = { n: 54360, mdape: 0.083, ppe10: 0.57, ppe20: 0.807, coverage80: 0.797 };

  it('names the last month checked, and a year once when two files share it', () => {
    const sentence = laterCheckSentence({
      ...accuracy,
      later: { fitted_year: 1401, last_month: '1403-10', rows: [{ year: 1403, n: 898, mdape: 0.12 }, { year: 1402, n: 3663, mdape: 0.106 }, { year: 1403, n: 598, mdape: 0.11 }] },
    })!;
    expect(sentence).toContain('روی ۳٬۶۶۳ آگهی ۱۴۰۲ میانهٔ خطا ۱۰٫۶٪ و روی ۸۹۸ آگهی ۱۴۰۳ میانهٔ خطا ۱۲٪ و روی ۵۹۸ آگهی دیگر همان سال میانهٔ خطا ۱۱٪ داشت.');
    expect(sentence.match(/۱۴۰۳/g)).toHaveLength(2); // the rows' year once, and the last month
    expect(sentence).toContain('برای ماه‌های پس از دی ۱۴۰۳ داده‌ای برای آزمودن آن نیست.');
  });

  it('says nothing without the check', () => {
    expect(laterCheckSentence(accuracy)).toBeNull();
  });
});

describe('number fields read from text', () => {
  // A body is parsed before the route's rate limit: reading a field must take time in proportion to its length. The
  // pattern this replaced took 2.2 s (65 000 digits and a letter, on 2 busy cores) for one field of one request.
  it('refuse a 64 KB run of digits ending in a letter at once', () => {
    const digits = `${'1'.repeat(65_000)}x`;
    const started = performance.now();
    const parsed = createValuationBody.safeParse({ area: digits });
    const ms = performance.now() - started;
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.find((i) => i.path[0] === 'area')?.message).toBe('عدد معتبر وارد کنید');
    expect(ms).toBeLessThan(300);
  });

  it('still read what they read before: digits, a point with or without digits after it, a point first, a sign', () => {
    const area = (v: string) => valuationPropertyFields.safeParse({ area: v, rooms: '2', build_year: '1395', floor: '3', elevator: true, parking: true, storage: false });
    expect(area('85').data?.area).toBe(85);
    expect(area('85.').data?.area).toBe(85);
    expect(area('۸۵٫۰').data?.area).toBe(85);
    expect(area('+85').data?.area).toBe(85);
    for (const bad of ['8.5.1', '.', '1e2', '0x55', '--85', '85..0']) expect(area(bad).success, bad).toBe(false);
  });
});

describe('as_of, the price date', () => {
  const body = { service: 'x', request_id: '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c', latitude: 35.7, longitude: 51.4, area: 85, rooms: 2, build_year: 1395, floor: 1, elevator: true, parking: true, storage: false };
  const asOf = (as_of: string) => createValuationBody.safeParse({ ...body, as_of });

  it('takes a Solar Hijri year-month in Latin or Persian digits, with - or /', () => {
    for (const [given, read] of [['1405-05', '1405-05'], ['۱۴۰۵-۰۶', '1405-06'], ['1405/05', '1405-05'], ['۱۴۰۳/۶', '1403-6']]) {
      expect(asOf(given).data?.as_of).toBe(read);
    }
  });

  it('tells a Gregorian month that the month is Solar Hijri, anything else the format', () => {
    // QA: «2026-08» got the format message, which it meets.
    expect(asOf('2026-08').error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['as_of', 'ماه را به تاریخ شمسی بنویسید، مانند ۱۴۰۵-۰۵']]);
    expect(asOf('دیروز').error!.issues[0].message).toBe('تاریخ قیمت را به صورت سال و ماه شمسی بنویسید، مثلاً ۱۴۰۵-۰۵');
  });
});
