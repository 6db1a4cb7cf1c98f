import { describe, expect, it } from 'vitest';
import { niceScale, percentOf, tickStep } from './scale';

describe('niceScale', () => {
  it('widens the domain to whole 1-2-5 steps', () => {
    expect(niceScale(3.2, 37.9, 4)).toEqual({ min: 0, max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(3.2, 37.9).ticks).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40]);
    expect(niceScale(81_000_000, 139_000_000, 3)).toEqual({ min: 80_000_000, max: 140_000_000, ticks: [80e6, 100e6, 120e6, 140e6] });
  });

  it('keeps decimal steps exact and gives a flat series a band', () => {
    expect(niceScale(0.1, 0.32, 1).ticks).toEqual([0, 0.2, 0.4]);
    const flat = niceScale(50, 50);
    expect(flat.min).toBeLessThan(50);
    expect(flat.max).toBeGreaterThan(50);
  });

  it('steps and positions', () => {
    expect(tickStep(100, 5)).toBe(20);
    expect(tickStep(0, 5)).toBe(1);
    expect(percentOf(25, 0, 100)).toBe(25);
    expect(percentOf(5, 5, 5)).toBe(50);
  });
});
