import { describe, expect, it } from 'vitest';
import { NumberGate, NumberSet, numbersIn, RentAnswerCheck, unsupportedNumbers } from './number-check';

const allowed = () => {
  const set = new NumberSet();
  set.addFrom({ total: { median: 13_882_000_000 }, per_m2: 163_321_000, price_date: '1403-06', share: 0.96, listings: 2799 });
  set.addText('یه آپارتمان ۸۵ متری دو خوابه');
  return set;
};

describe('number check', () => {
  it('reads the numbers of a Persian text the way the language layer does', () => {
    expect(numbersIn('حدود ۱۳٫۹ میلیارد تومان، یعنی دو و نیم برابر ۹۶٪')).toEqual([13_900_000_000, 2.5, 96]);
  });

  it('accepts figures as the pages format them, and nothing computed anew', () => {
    const set = allowed();
    expect(unsupportedNumbers('برای ۸۵ متر حدود ۱۳٫۹ میلیارد تومان (۲٬۷۹۹ آگهی، شهریور ۱۴۰۳)', set)).toEqual([]);
    expect(unsupportedNumbers('هر متر ۱۶۳٫۳ میلیون تومان؛ ۹۶٪ پارکینگ دارند', set)).toEqual([]);
    // rounding to the nearest billion is still the tool's figure; 15 billion is not
    expect(unsupportedNumbers('حدود ۱۴ میلیارد', set)).toEqual([]);
    expect(unsupportedNumbers('حدود ۱۵ میلیارد', set)).toEqual([15_000_000_000]);
    expect(unsupportedNumbers('برای ۹۰ متر', set)).toEqual([90]);
    expect(unsupportedNumbers('۱. ونک\n۲. جردن', set)).toEqual([]);
  });

  it('reads a number inside a neighbourhood\'s name as the name («سیزده آبان», «هفده شهریور», «۱۳ آبان»)', () => {
    const set = allowed();
    expect(unsupportedNumbers('در محلهٔ سیزده آبان هر متر ۱۶۳٫۳ میلیون تومان است.', set)).toEqual([]);
    expect(unsupportedNumbers('هفده شهریور و ۱۳ آبان را هم ببینید؛ ۱۷ شهریور ارزان‌تر است.', set)).toEqual([]);
    // A figure beside the name is still checked, and so is a date that only looks like one.
    expect(unsupportedNumbers('سیزده آبان حدود ۱۵ میلیارد', set)).toEqual([15_000_000_000]);
    expect(unsupportedNumbers('تا ۱۷ شهریور ۱۴۰۵', set)).toContain(17);
    expect(unsupportedNumbers('۱۳ میلیون', set)).toEqual([13_000_000]);
    // The streaming gate is the same check.
    const out: string[] = [];
    const gate = new NumberGate(set, (t) => out.push(t));
    expect(gate.push('آمار سیزده آبان: هر متر ۱۶۳٫۳ میلیون تومان.')).toBe(true);
    expect(gate.end()).toBe(true);
    expect(out.join('')).toBe('آمار سیزده آبان: هر متر ۱۶۳٫۳ میلیون تومان.');
  });

  it('streams text without numbers at once and holds a sentence with a number until it checks out', () => {
    const out: string[] = [];
    const gate = new NumberGate(allowed(), (t) => out.push(t));
    expect(gate.push('آمار بازار سعادت آباد: ')).toBe(true);
    expect(out.join('')).toBe('آمار بازار سعادت آباد: ');
    expect(gate.push('برای ۸۵ متر حدود ۱۳')).toBe(true);
    expect(out.join('')).toBe('آمار بازار سعادت آباد: برای ');
    expect(gate.push('٫۹ میلیارد تومان است. ')).toBe(true);
    expect(out.join('')).toBe('آمار بازار سعادت آباد: برای ۸۵ متر حدود ۱۳٫۹ میلیارد تومان است. ');
    expect(gate.push('این آمار بازار است')).toBe(true);
    expect(gate.end()).toBe(true);
    expect(out.join('')).toBe('آمار بازار سعادت آباد: برای ۸۵ متر حدود ۱۳٫۹ میلیارد تومان است. این آمار بازار است');
  });

  it('fails the stream at the first sentence with a number no tool gave, before showing it', () => {
    const out: string[] = [];
    const gate = new NumberGate(allowed(), (t) => out.push(t));
    gate.push('قیمت حدود ');
    expect(gate.push('۹۹۹ میلیارد تومان است. بعدی')).toBe(false);
    expect(out.join('')).not.toMatch(/۹۹۹/);
    expect(gate.end()).toBe(false);
  });

  it('holds a rent answer\'s money to the rent tools\' figures; other numbers to every tool\'s', () => {
    const all = allowed();
    const rent = new NumberSet();
    rent.addFrom({ per_m2: { median: 49_200_000 }, total: { median: 3_900_000_000 } });
    const check = new RentAnswerCheck(all, rent);
    // The sale total (a tool's figure) said as rent fails; the rent tool's total passes.
    expect(unsupportedNumbers('رهن کامل حدود ۱۳٫۹ میلیارد تومان', all)).toEqual([]);
    expect(unsupportedNumbers('رهن کامل حدود ۱۳٫۹ میلیارد تومان', check)).toEqual([13_900_000_000]);
    expect(unsupportedNumbers('رهن کامل حدود ۳٫۹ میلیارد تومان، هر متر ۴۹٫۲ میلیون تومان', check)).toEqual([]);
    // Areas, counts and months are not money: any tool's (or the user's) will do.
    expect(unsupportedNumbers('برای ۸۵ متر (۲٬۷۹۹ آگهی، شهریور ۱۴۰۳)', check)).toEqual([]);
    const gate = new NumberGate(check, () => {});
    expect(gate.push('رهن کامل ۱۳٫۹ میلیارد تومان است.')).toBe(false);
  });
});
