import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatNumber } from '@/lib/fa/number';
import { normalizeText } from './normalize';

describe('normalizeText', () => {
  it.each([
    ['يك آپارتمان ٧٥ متري', 'یک آپارتمان 75 متری'],
    ['می‌ارزه؟', 'می ارزه'],
    ['سعادت‌آباد، ساخت ۹۸', 'سعادت آباد ساخت 98'],
    ['۸٬۰۰۰٬۰۰۰٬۰۰۰ تومان', '8000000000 تومان'],
    ['4,500,000,000 تومان', '4500000000 تومان'],
    ['۴,۵ میلیارد', '4.5 میلیارد'],
    ['۸۵/۵ متر', '85.5 متر'],
    ['۲٫۵ میلیارد', '2.5 میلیارد'],
    ['۸۵متری', '85 متری'],
    ['ساخت۱۳۹۹', 'ساخت 1399'],
    ['85 m2', '85 متر'],
    ['سلاااام خیلیییی', 'سلام خیلی'],
    ['خانهٔ قدیمی', 'خانه قدیمی'],
    ['\u200fقیمت\u200e  «ونک»!', 'قیمت ونک'],
    ['ﻻله', 'لاله'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (s) => normalizeText(normalizeText(s)) === normalizeText(s)));
    const persian = fc.stringMatching(/^[آ-ی۰-۹ ،؟‌٫٬]{0,40}$/u);
    fc.assert(fc.property(persian, (s) => normalizeText(normalizeText(s)) === normalizeText(s)));
  });

  it('reads any integer the way the site prints it (Persian digits, Persian grouping) back to its Latin digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (n) => {
        expect(normalizeText(toPersianDigits(n))).toBe(String(n));
        expect(normalizeText(formatNumber(n))).toBe(String(n));
        expect(normalizeText(n.toLocaleString('en-US'))).toBe(String(n));
      }),
    );
  });
});
