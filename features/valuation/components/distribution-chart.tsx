'use client';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@/lib/fa/money';
import { toPersianDigits } from '@/lib/fa/digits';

/** The neighbourhood's price-per-m² histogram, with this property's bin highlighted (extended report; lazy). */
export default function DistributionChart({ edges, counts, value }: { edges: number[]; counts: number[]; value: number }) {
  const labels = counts.map((_, i) => `${formatMoney(edges[i], 0)} تا ${formatMoney(edges[i + 1], 0)}`);
  const hit = counts.findIndex((_, i) => value >= edges[i] && value < edges[i + 1]);
  return (
    <BarChart
      height={280}
      xAxis={[
        {
          scaleType: 'band',
          data: labels,
          tickLabelStyle: { display: 'none' },
          colorMap: { type: 'ordinal', values: labels, colors: labels.map((_, i) => (i === hit ? '#ef6c00' : '#90a4ae')) },
        },
      ]}
      yAxis={[{ valueFormatter: (v: number) => toPersianDigits(v), width: 40 }]}
      series={[{ data: counts, label: 'تعداد آگهی', valueFormatter: (v) => (v === null ? '—' : `${toPersianDigits(v)} آگهی`) }]}
      hideLegend
      margin={{ left: 8, right: 16 }}
    />
  );
}
