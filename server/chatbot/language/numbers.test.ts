import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText, tokenize } from './normalize';
import { numeralize } from './numbers';

const read = (text: string) => numeralize(tokenize(normalizeText(text))).join(' ');

describe('numeralize', () => {
  it.each([
    ['صد و پنجاه متری', '150 متری'],
    ['دو و نیم میلیارد', '2500000000'],
    ['دو میلیارد و پانصد میلیون', '2500000000'],
    ['دو میلیارد و پانصد', '2500000000'],
    ['۲ میلیارد و ۵۰۰ میلیون', '2500000000'],
    ['میلیارد و نیم', '1500000000'],
    ['یک و نیم میلیون', '1500000'],
    ['نیم میلیارد', '500000000'],
    ['سیصد و پنجاه هزار', '350000'],
    ['بودجم سه میلیارد و پانصده', 'بودجم 3500000000'],
    ['یه میلیارد و دویست تومن', '1200000000 تومن'],
    ['نهصد ملیون', '900000000'],
    ['هشتادوپنج متر', '85 متر'],
    ['دوخوابه', '2 خوابه'],
    ['سه‌خوابه', '3 خوابه'],
    ['۴ میلیاردی', '4000000000'],
    ['بیست و پنج', '25'],
    ['هزار و دویست متر', '1200 متر'],
    // probe25: «is» glued to the last unit of a compound; alone such words are «week», «glass».
    ['ساخت هشتاد و هشته', 'ساخت 88'],
    ['سی و پنجه', '35'],
    ['یه هفته دیگه', 'یه هفته دیگه'],
    ['شیشه و پنجه', 'شیشه و پنجه'],
  ])('%s → %s', (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it('leaves words that are numbers only sometimes alone', () => {
    expect(read('یه آپارتمان ۸۵ متری')).toBe('یه آپارتمان 85 متری');
    expect(read('نه، ۹۰ متر')).toBe('نه 90 متر');
    expect(read('نه خیر')).toBe('نه خیر');
    expect(read('میلیون')).toBe('میلیون');
    expect(read('۸۵ ۲')).toBe('85 2');
  });

  it('does not glue a bare group after a scale to a size: «۴ میلیارد، ۸۰ متر»', () => {
    expect(read('با ۴ میلیارد، ۸۰ متر')).toBe('با 4000000000 80 متر');
  });

  // Words for 1–999 built from the same tables a reader uses: «سیصد و چهل و دو».
  const UNITS = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
  const TEENS = ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'];
  const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
  const HUNDREDS = ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
  function words(n: number): string {
    const parts: string[] = [];
    if (n >= 100) parts.push(HUNDREDS[Math.floor(n / 100)]);
    const rest = n % 100;
    if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]);
    else {
      if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)]);
      if (rest % 10) parts.push(UNITS[rest % 10]);
    }
    return parts.join(' و ');
  }

  it('reads every number from one to 999 in words, before a unit', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), (n) => read(`${words(n)} متر`) === `${n} متر`));
  });

  it('reads «A میلیارد و B میلیون» in words or digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 999 }), fc.boolean(), (a, b, digits) => {
        const text = digits ? `${a} میلیارد و ${b} میلیون` : `${words(a)} میلیارد و ${words(b)} میلیون`;
        return read(text) === String(a * 1e9 + b * 1e6);
      }),
    );
  });
});
