'use client';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney, moneyScale } from '@/lib/fa/money';
import { formatDecimal } from '@/lib/fa/number';
import { toPersianDigits } from '@/lib/fa/digits';
import { ChartFrame } from './chart-frame';

/**
 * Labelled ticks that stay readable at phone width: a year or less of months gets a tick each season (its
 * month and year), a longer series one per Jalali year (the year alone). The tooltip names the exact month.
 */
export function trendTicks(months: readonly string[]): Map<string, string> {
  const ticks = new Map<string, string>();
  const seasonal = months.length <= 24;
  months.forEach((m, i) => {
    const newYear = i === 0 || m.slice(0, 4) !== months[i - 1].slice(0, 4);
    if (seasonal ? (Number(m.slice(5)) - 1) % 3 === 0 : newYear) ticks.set(m, seasonal ? formatJalaliMonth(m) : toPersianDigits(m.slice(0, 4)));
  });
  return ticks;
}

/** What the chart shows, in words, for screen readers (the SVG's bars and lines say nothing on their own). */
export function trendSummary(points: ReadonlyArray<{ month: string; price_per_m2: number }>): string {
  if (points.length === 0) return 'نمودار روند قیمت: داده‌ای نیست';
  const first = points[0];
  const last = points[points.length - 1];
  const change = Math.round((last.price_per_m2 / first.price_per_m2 - 1) * 100);
  const word = change >= 0 ? 'افزایش' : 'کاهش';
  return `نمودار روند قیمت هر متر مربع در منطقه: از ${formatMoney(first.price_per_m2)} در ${formatJalaliMonth(first.month)} به ${formatMoney(last.price_per_m2)} در ${formatJalaliMonth(last.month)}، ${toPersianDigits(Math.abs(change))}٪ ${word}`;
}

/** The district's monthly price per m² (Central Bank of Iran transactions), loaded lazily. */
export default function TrendChart({ points }: { points: Array<{ month: string; price_per_m2: number }> }) {
  const scale = moneyScale(points.map((p) => p.price_per_m2));
  const ticks = trendTicks(points.map((p) => p.month));
  return (
    <ChartFrame summary={trendSummary(points)} keysHint="با کلیدهای جهت‌نما قیمت هر ماه را ببینید">
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((p) => p.month),
            tickInterval: (m: string) => ticks.has(m),
            valueFormatter: (m: string, ctx) => (ctx.location === 'tick' ? (ticks.get(m) ?? '') : formatJalaliMonth(m)),
            // The default 25 px leaves less than the Persian font's line box, and x-charts then drops every label.
            height: 32,
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatDecimal(v / scale.divisor, 0), label: scale.unit, width: 56 }]}
        series={[
          {
            data: points.map((p) => p.price_per_m2),
            label: 'قیمت هر متر مربع در منطقه',
            showMark: points.length <= 24,
            // The theme's tone for the scheme (lib/theme.ts): the light one is too dark to see on the dark card.
            color: 'var(--mui-palette-chart-trend)',
            valueFormatter: (v) => (v === null ? '—' : formatMoney(v)),
          },
        ]}
        hideLegend
        margin={{ left: 8, right: 16 }}
      />
    </ChartFrame>
  );
}
