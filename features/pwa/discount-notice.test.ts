import { describe, expect, it } from 'vitest';
import { publicEnv } from '@/lib/env';
import { DISCOUNT_FLAG, shouldShowDiscountNotice, tehranIsoDate } from './discount-notice';

describe('discount notice (spec §4)', () => {
  it('uses the flag name of the spec', () => {
    expect(DISCOUNT_FLAG).toBe('discount-14040225');
  });

  it('shows before the cutoff while the flag is absent', () => {
    expect(shouldShowDiscountNotice({ now: new Date('2025-05-01T10:00:00Z'), flag: null, cutoff: '2025-05-15' })).toBe(true);
  });

  it('never shows once the flag is set, whatever its value', () => {
    expect(shouldShowDiscountNotice({ now: new Date('2025-05-01T10:00:00Z'), flag: 'true', cutoff: '2025-05-15' })).toBe(false);
    expect(shouldShowDiscountNotice({ now: new Date('2025-05-01T10:00:00Z'), flag: '', cutoff: '2025-05-15' })).toBe(false);
  });

  it('stops on the cutoff day, counted in Tehran time', () => {
    // 2025-05-14 21:00 UTC is already 2025-05-15 00:30 in Tehran.
    expect(tehranIsoDate(new Date('2025-05-14T21:00:00Z'))).toBe('2025-05-15');
    expect(shouldShowDiscountNotice({ now: new Date('2025-05-14T21:00:00Z'), flag: null, cutoff: '2025-05-15' })).toBe(false);
    expect(shouldShowDiscountNotice({ now: new Date('2025-05-14T20:00:00Z'), flag: null, cutoff: '2025-05-15' })).toBe(true);
  });

  it('with the default NEXT_PUBLIC_DISCOUNT_NOTICE_CUTOFF (2025-05-15) it is not shown today', () => {
    const cutoff = publicEnv.NEXT_PUBLIC_DISCOUNT_NOTICE_CUTOFF;
    expect(cutoff).toBe('2025-05-15');
    expect(shouldShowDiscountNotice({ now: new Date('2026-11-22T10:00:00Z'), flag: null, cutoff })).toBe(false);
    expect(shouldShowDiscountNotice({ now: new Date('2025-01-01T10:00:00Z'), flag: null, cutoff })).toBe(true);
  });
});
