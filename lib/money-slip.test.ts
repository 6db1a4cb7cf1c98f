import { describe, expect, it } from 'vitest';
import { moneySlip, PLAUSIBLE_TOMAN } from './money-slip';

const { monthlyRent, deposit, salePrice } = PLAUSIBLE_TOMAN;

describe('moneySlip', () => {
  it('reads a rent or a deposit typed in millions as millions («ماهی ۱۲ تومن»)', () => {
    expect(moneySlip(12, monthlyRent)).toEqual({ meant: 12_000_000 });
    expect(moneySlip(5, deposit)).toEqual({ meant: 5_000_000 });
    expect(moneySlip(500, deposit)).toEqual({ meant: 500_000_000 });
    expect(moneySlip(2.5, monthlyRent)).toEqual({ meant: 2_500_000 });
  });

  it('reads a sale budget in billions when millions would still buy nothing', () => {
    expect(moneySlip(5, salePrice)).toEqual({ meant: 5_000_000_000 });
    expect(moneySlip(2.5, salePrice)).toEqual({ meant: 2_500_000_000 });
    expect(moneySlip(800, salePrice)).toEqual({ meant: 800_000_000 });
    expect(moneySlip(8_500, salePrice)).toEqual({ meant: 8_500_000_000 });
  });

  it('says nothing of a zero, a blank or any amount the listings show', () => {
    for (const range of [monthlyRent, deposit, salePrice]) {
      expect(moneySlip(0, range)).toBeNull();
      expect(moneySlip(Number.NaN, range)).toBeNull();
      expect(moneySlip(-5, range)).toBeNull();
      expect(moneySlip(range.hintBelow, range)).toBeNull();
    }
    expect(moneySlip(1_000_000, monthlyRent)).toBeNull();
    expect(moneySlip(1_000_000, deposit)).toBeNull();
    expect(moneySlip(265_000_000, salePrice)).toBeNull();
  });

  it('hints just below the threshold, and offers no amount when no unit makes one the listings show', () => {
    expect(moneySlip(99_999, monthlyRent)).toEqual({ meant: null }); // 100 billion a month
    expect(moneySlip(5_000, monthlyRent)).toEqual({ meant: null });
    expect(moneySlip(9_999_999, salePrice)).toEqual({ meant: null });
    expect(moneySlip(99_999, deposit)).toEqual({ meant: 99_999_000_000 });
  });

  it('starts far below the smallest real amounts of the Tehran listings (lib/money-slip.ts names them)', () => {
    expect(monthlyRent.hintBelow).toBeLessThanOrEqual(1_000_000 / 10);
    expect(deposit.hintBelow).toBeLessThanOrEqual(1_000_000 / 10);
    expect(salePrice.hintBelow).toBeLessThanOrEqual(265_000_000 / 20);
  });
});
