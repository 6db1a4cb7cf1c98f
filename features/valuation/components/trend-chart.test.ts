import { getContrastRatio } from '@mui/material/styles';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '@/lib/theme';
import { BAR_COLORS, distributionSummary } from './distribution-chart';
import { TrendChart, trendHandOver, trendSummary, trendTicks } from './trend-chart';

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
    expect([...ticks.keys()]).toEqual(['1397-01', '1398-01', '1399-01', '1400-01', '1401-01']);
    expect(ticks.get('1397-01')).toBe('۱۳۹۷');
  });
  // Mehr 1396 labelled six months before «۱۳۹۷» ran into it at 1280 px («۱۳۹۶۱۳۹۷»): no two labels closer than the rest.
  it('never labels two ticks closer than the spacing the rest use, whatever month the series starts at', () => {
    for (const [count, step] of [[12, 3], [24, 3], [62, 12], [107, 12]] as const) {
      for (let start = 1; start <= 12; start++) {
        const series = months(`1396-${String(start).padStart(2, '0')}`, count);
        const at = [...trendTicks(series).keys()].map((m) => series.indexOf(m));
        const gaps = at.slice(1).map((index, i) => index - at[i]);
        expect(gaps.every((gap) => gap === step), `${count} months from month ${start}: ticks at ${at.join(',')}`).toBe(true);
        expect(at.length).toBeGreaterThanOrEqual(Math.floor(count / step) - 1);
      }
    }
  });
});

describe('chart summaries: the names screen readers hear', () => {
  it('words the trend from its first to its last month', () => {
    expect(
      trendSummary([
        { month: '1400-01', price_per_m2: 40_000_000 },
        { month: '1400-06', price_per_m2: 45_000_000 },
        { month: '1401-01', price_per_m2: 50_000_000 },
      ]),
    ).toBe('نمودار روند قیمت هر متر مربع در منطقه: از ۴۰ میلیون تومان در فروردین ۱۴۰۰ به ۵۰ میلیون تومان در فروردین ۱۴۰۱، ۲۵٪ افزایش');
    expect(trendSummary([])).toBe('نمودار روند قیمت: داده‌ای نیست');
  });
  it('places the estimate among the neighbourhood listings', () => {
    expect(distributionSummary([50e6, 60e6, 70e6, 80e6], [3, 5, 2], 65e6)).toBe(
      'نمودار پراکندگی قیمت هر متر مربع ۱۰ آگهی محله از ۵۰ میلیون تومان تا ۸۰ میلیون تومان؛ برآورد این ملک ۶۵ میلیون تومان است و ۳ آگهی در بازه‌های ارزان‌تر از آن‌اند',
    );
    // rent's values are the full-deposit equivalent per m²
    expect(distributionSummary([50e6, 60e6], [3], 55e6, 'rent')).toMatch(/^نمودار پراکندگی رهن کامل هر متر مربع ۳ آگهی محله/);
  });
});

describe('histogram bars', () => {
  it('stand out 3:1 from the card in both schemes', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const paper = theme.colorSchemes[scheme]!.palette.background.paper;
      for (const [bar, color] of Object.entries(BAR_COLORS)) {
        expect(getContrastRatio(color, paper), `${scheme} ${bar} bar ${color} on ${paper}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('the index hand-over', () => {
  const spliced = [
    { month: '1401-08', price_per_m2: 40_000_000, source: 'cbi' },
    { month: '1401-09', price_per_m2: 42_000_000, source: 'cbi' },
    { month: '1401-10', price_per_m2: 45_000_000, source: 'kilid' },
    { month: '1401-11', price_per_m2: 50_000_000, source: 'operator' },
  ];
  it('is the first month after the Central Bank stretch', () => {
    expect(trendHandOver(spliced)).toEqual({ index: 2, month: '1401-10' });
  });
  it('is none for a report stored before the index (no sources)', () => {
    expect(trendHandOver([{ month: '1401-08', price_per_m2: 1 }, { month: '1401-09', price_per_m2: 2 }])).toBeNull();
  });
  it('is marked on the chart and said in its summary and each month\'s reading', () => {
    const html = renderToStaticMarkup(createElement(TrendChart, { points: spliced }));
    expect(html).toContain('کیلید از دی ۱۴۰۱');
    expect(html).toContain('تا آذر ۱۴۰۱ میانگین معاملات بانک مرکزی، از دی ۱۴۰۱ حرکت قیمت آگهی‌های کیلید');
    expect(html).toContain('آذر ۱۴۰۱: ۴۲ میلیون تومان (بانک مرکزی، معاملات)');
    expect(html).toContain('دی ۱۴۰۱: ۴۵ میلیون تومان (کیلید، آگهی‌ها)');
  });
  it('leaves a one-source series unmarked', () => {
    const html = renderToStaticMarkup(createElement(TrendChart, { points: spliced.map(({ source: _, ...p }) => p) }));
    expect(html).not.toContain('chart-marker-label');
    expect(html).not.toContain('(کیلید');
  });
});
