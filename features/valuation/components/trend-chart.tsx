'use client';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';

/** The district's monthly price per m² (Central Bank of Iran transactions), loaded lazily. */
export default function TrendChart({ points }: { points: Array<{ month: string; price_per_m2: number }> }) {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: points.map((p) => p.month), valueFormatter: (m: string) => formatJalaliMonth(m) }]}
      yAxis={[{ valueFormatter: (v: number) => formatMoney(v, 0), width: 90 }]}
      series={[{ data: points.map((p) => p.price_per_m2), label: 'قیمت هر متر مربع در منطقه', showMark: points.length <= 24, color: '#1565c0', valueFormatter: (v) => (v === null ? '—' : formatMoney(v)) }]}
      hideLegend
      margin={{ left: 8, right: 16 }}
    />
  );
}
