import { describe, expect, it } from 'vitest';
import { reportChargeReference, upgradeChargeReference } from './charge-references';
import { upgradeCredits } from './upgrade-price';

describe('upgrade price (server/credits/upgrade-price.ts)', () => {
  it('is the complementary credits less what the base report took, so two steps cost what one does', () => {
    // The seeded services: sale and rent 1 → 2, neighbourhood 1 → 3.
    expect(upgradeCredits(2, 1)).toBe(1);
    expect(upgradeCredits(3, 1)).toBe(2);
    expect(1 + upgradeCredits(2, 1)).toBe(2);
  });

  it('is the full complementary price when the base report took nothing (a free use)', () => {
    expect(upgradeCredits(2, 0)).toBe(2);
    expect(upgradeCredits(3, 0)).toBe(3);
  });

  it('is free when the base cost as much, and never negative', () => {
    expect(upgradeCredits(2, 2)).toBe(0);
    expect(upgradeCredits(2, 5)).toBe(0);
    expect(upgradeCredits(2, -1)).toBe(2); // a refund-shaped figure is not a credit
  });

  it("names the base report's charge and its upgrade's apart, per family and report", () => {
    expect(reportChargeReference('rental_evaluation', 'abc')).toBe('rental_evaluation:abc');
    expect(upgradeChargeReference('rental_evaluation', 'abc')).toBe('rental_evaluation_complementary:abc');
  });
});
