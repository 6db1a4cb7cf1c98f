import { describe, expect, it } from 'vitest';
import { trendTicks } from './trend-chart';

const months = (from: string, count: number): string[] => {
  const [y0, m0] = from.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const k = m0 - 1 + i;
    return `${y0 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
};

describe('trendTicks', () => {
  it('labels a year of months each season with its month and year', () => {
    expect([...trendTicks(months('1400-10', 12)).values()]).toEqual(['دی ۱۴۰۰', 'فروردین ۱۴۰۱', 'تیر ۱۴۰۱', 'مهر ۱۴۰۱']);
  });
  it('labels a long series once per year, with the year alone', () => {
    const ticks = trendTicks(months('1396-07', 62));
    expect([...ticks.keys()]).toEqual(['1396-07', '1397-01', '1398-01', '1399-01', '1400-01', '1401-01']);
    expect(ticks.get('1397-01')).toBe('۱۳۹۷');
  });
});
