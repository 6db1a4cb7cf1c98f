import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyBeside, formatMoneyExact, formatSignedMoney, formatToman, moneyParts, moneyScale, shownMoney } from './money';
import { formatDecimal, formatNumber, formatPercent } from './number';

describe('money units (spec §9)', () => {
  it('picks thousand, million, billion and thousand-billion at 1e3, 1e6, 1e9, 1e12 with one decimal', () => {
    expect(formatMoney(500)).toBe('۵۰۰ تومان');
    expect(formatMoney(1_500)).toBe('۱٫۵ هزار تومان');
    expect(formatMoney(250_000_000)).toBe('۲۵۰ میلیون تومان');
    expect(formatMoney(8_200_000_000)).toBe('۸٫۲ میلیارد تومان');
    expect(formatMoney(8_000_000_000)).toBe('۸ میلیارد تومان');
    expect(formatMoney(1_250_000_000_000)).toBe('۱٫۳ هزار میلیارد تومان');
  });
  it('rounds into the next unit instead of showing 1000 of a smaller one', () => {
    expect(formatMoney(999_960)).toBe('۱ میلیون تومان');
    expect(moneyParts(999_999_999_999)).toEqual({ amount: '۱', unit: 'هزار میلیارد تومان' });
  });
  it('switches to a unit only when the figure in the unit below, rounded, reaches 1,000 (QA: 956 million read ۱ میلیارد)', () => {
    // One decimal: billions from 999.95 million up.
    expect(formatMoney(950_000_000)).toBe('۹۵۰ میلیون تومان');
    expect(formatMoney(956_000_000)).toBe('۹۵۶ میلیون تومان');
    expect(formatMoney(999_000_000)).toBe('۹۹۹ میلیون تومان');
    expect(formatMoney(999_940_000)).toBe('۹۹۹٫۹ میلیون تومان');
    expect(formatMoney(999_960_000)).toBe('۱ میلیارد تومان');
    expect(formatMoney(1_000_000_000)).toBe('۱ میلیارد تومان');
    expect(formatMoney(-956_000_000)).toBe('-۹۵۶ میلیون تومان');
    // Whole figures: from 999.5 million up.
    expect(formatMoney(999_400_000, 0)).toBe('۹۹۹ میلیون تومان');
    expect(formatMoney(999_600_000, 0)).toBe('۱ میلیارد تومان');
    // The same rule for every unit.
    expect(formatMoney(999_940)).toBe('۹۹۹٫۹ هزار تومان');
    expect(formatMoney(999)).toBe('۹۹۹ تومان');
    expect(formatMoney(1_000)).toBe('۱ هزار تومان');
    expect(formatMoney(980_000_000_000)).toBe('۹۸۰ میلیارد تومان');
  });
  it('a price beside the budget never reads the same as the budget when they differ', () => {
    expect(formatMoneyExact(1_040_000_000)).toBe('۱٫۰۴ میلیارد تومان');
    expect(formatMoneyExact(8_000_000_000)).toBe('۸ میلیارد تومان');
    expect(formatMoneyExact(1_666_666_667)).toBe('۱٫۶۶۷ میلیارد تومان');
    expect(formatMoneyBeside(1_000_000_000, 1_040_000_000)).toBe('۱ میلیارد تومان');
    expect(formatMoneyBeside(1_030_000_000, 1_040_000_000)).toBe('۱٫۰۳ میلیارد تومان');
    expect(formatMoneyBeside(5_770_000_000, 6_000_000_000)).toBe('۵٫۸ میلیارد تومان');
    expect(formatMoneyBeside(956_000_000, 1_000_000_000)).toBe('۹۵۶ میلیون تومان');
    expect(formatMoneyBeside(6_000_000_000, 6_000_000_000)).toBe('۶ میلیارد تومان');
  });
  it('rounds half away from zero on the figure as written, not on its binary value (QA: 6.55 B read ۶٫۵, 5.45 B ۵٫۵)', () => {
    expect(formatMoney(6_550_000_000)).toBe('۶٫۶ میلیارد تومان');
    expect(formatMoney(5_450_000_000)).toBe('۵٫۵ میلیارد تومان');
    expect(formatMoney(1_450_000_000)).toBe('۱٫۵ میلیارد تومان');
    expect(formatMoney(-6_550_000_000)).toBe('-۶٫۶ میلیارد تومان');
    expect(formatMoney(6_549_999_999)).toBe('۶٫۵ میلیارد تومان');
    expect(formatMoney(1_005_000_000, 2)).toBe('۱٫۰۱ میلیارد تومان');
    expect(formatSignedMoney(-2_675_000_000, 2)).toBe('−۲٫۶۸ میلیارد تومان');
    expect(formatDecimal(2.675, 2)).toBe('۲٫۶۸');
    expect(formatDecimal(-0.5)).toBe('-۰٫۵');
    expect(formatDecimal(-0.04)).toBe('۰');
  });
  it('honours the decimals argument', () => {
    expect(formatMoney(8_234_000_000, 2)).toBe('۸٫۲۳ میلیارد تومان');
  });
  it('groups full figures with Persian digits', () => {
    expect(formatNumber(12_500_000)).toBe('۱۲٬۵۰۰٬۰۰۰');
    expect(formatToman(1_250_000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(formatDecimal(3.14159, 2)).toBe('۳٫۱۴');
    expect(formatPercent(12)).toBe('۱۲٪');
    expect(formatPercent(80)).toBe('۸۰٪');
    expect(formatMoney(10_000_000_000, 0)).toBe('۱۰ میلیارد تومان');
  });
});

describe('chart axis money', () => {
  it('names one unit for the whole axis from its largest magnitude, negative values included', () => {
    expect(moneyScale([120_000_000, -850_000_000, 3_000_000])).toEqual({ divisor: 1e6, unit: 'میلیون تومان' });
    expect(moneyScale([1_200_000_000, 5])).toEqual({ divisor: 1e9, unit: 'میلیارد تومان' });
    expect(moneyScale([0, 900])).toEqual({ divisor: 1, unit: 'تومان' });
    expect(moneyScale([])).toEqual({ divisor: 1, unit: 'تومان' });
  });
  it('signs an effect with plus or a true minus sign, and none at zero', () => {
    expect(formatSignedMoney(120_000_000)).toBe('+۱۲۰ میلیون تومان');
    expect(formatSignedMoney(-1_460_000_000)).toBe('−۱٫۵ میلیارد تومان');
    expect(formatSignedMoney(0)).toBe('۰ تومان');
    expect(formatSignedMoney(-20)).toBe('−۲۰ تومان');
  });
});

describe('shownMoney', () => {
  it('is the figure formatMoney shows, as a number, in the unit it picks', () => {
    expect(shownMoney(12_132_000_000)).toBe(12_100_000_000);
    expect(shownMoney(12_132_000_000, 3)).toBe(12_132_000_000);
    expect(shownMoney(235_000_000)).toBe(235_000_000);
    expect(shownMoney(999_960_000)).toBe(1_000_000_000);
    expect(shownMoney(-6_550_000_000)).toBe(-6_600_000_000);
  });
});
