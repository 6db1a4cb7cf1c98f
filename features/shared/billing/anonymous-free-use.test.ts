// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isFreeUseSpent, markFreeUseSpent } from './anonymous-free-use';

beforeEach(() => localStorage.clear());

describe('anonymous free use', () => {
  it('is spent for the rest of the Jalali month, per service family', () => {
    const aban30 = new Date('2026-11-21T10:00:00Z'); // 30 Aban 1405
    markFreeUseSpent('price_evaluation', aban30);
    expect(isFreeUseSpent('price_evaluation', aban30)).toBe(true);
    expect(isFreeUseSpent('buy_suggestion', aban30)).toBe(false);
    expect(isFreeUseSpent('price_evaluation', new Date('2026-11-22T10:00:00Z'))).toBe(false); // 1 Azar: a new month
  });
});
