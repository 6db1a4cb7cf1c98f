'use client';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ValuationDriver } from '@/lib/contracts/valuation';
import { formatMoney } from '@/lib/fa/money';

/** Each driver's effect on the estimate in toman, raises in green and lowers in red (loaded lazily). */
export default function DriversChart({ drivers }: { drivers: ValuationDriver[] }) {
  return (
    <BarChart
      height={Math.max(200, drivers.length * 44 + 60)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: drivers.map((d) => d.label), width: 130 }]}
      xAxis={[
        {
          valueFormatter: (v: number) => formatMoney(v, 0),
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#c62828', '#2e7d32'] },
        },
      ]}
      series={[{ data: drivers.map((d) => d.effect), label: 'اثر بر قیمت', valueFormatter: (v) => (v === null ? '—' : formatMoney(v)) }]}
      hideLegend
      margin={{ left: 8, right: 16 }}
    />
  );
}
