import { describe, expect, it } from 'vitest';
import { formatCountdown } from './use-otp-countdown';

describe('formatCountdown', () => {
  it('shows minutes:seconds in Persian digits (spec §9)', () => {
    expect(formatCountdown(120)).toBe('۰۲:۰۰');
    expect(formatCountdown(119)).toBe('۰۱:۵۹');
    expect(formatCountdown(5)).toBe('۰۰:۰۵');
    expect(formatCountdown(0)).toBe('۰۰:۰۰');
  });
});
