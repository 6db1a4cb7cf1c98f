'use client';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney, moneyScale } from '@/lib/fa/money';
import { formatDecimal } from '@/lib/fa/number';
import { toPersianDigits } from '@/lib/fa/digits';

/** The district's monthly price per m² (Central Bank of Iran transactions), loaded lazily. */
export default function TrendChart({ points }: { points: Array<{ month: string; price_per_m2: number }> }) {
  const scale = moneyScale(points.map((p) => p.price_per_m2));
  // One labelled tick per Jalali year (its first month in the series) keeps a phone-width axis readable; the
  // tooltip names the exact month.
  const firstOfYear = new Set(points.filter((p, i) => i === 0 || p.month.slice(0, 4) !== points[i - 1].month.slice(0, 4)).map((p) => p.month));
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: points.map((p) => p.month),
          tickInterval: (m: string) => firstOfYear.has(m),
          valueFormatter: (m: string, ctx) => (ctx.location === 'tick' ? toPersianDigits(m.slice(0, 4)) : formatJalaliMonth(m)),
          // The default 25 px leaves less than the Persian font's line box, and x-charts then drops every label.
          height: 32,
        },
      ]}
      yAxis={[{ valueFormatter: (v: number) => formatDecimal(v / scale.divisor, 0), label: scale.unit, width: 56 }]}
      series={[{ data: points.map((p) => p.price_per_m2), label: 'قیمت هر متر مربع در منطقه', showMark: points.length <= 24, color: '#1565c0', valueFormatter: (v) => (v === null ? '—' : formatMoney(v)) }]}
      hideLegend
      margin={{ left: 8, right: 16 }}
    />
  );
}
