'use client';
import { BarChart, type BarItem } from '@mui/x-charts/BarChart';
import type { EnvironmentCategoryResult } from '@/lib/contracts/environment';
import { toPersianDigits } from '@/lib/fa/digits';

// Values are printed on the bars (Persian digits) instead of an x axis.
const label = (item: BarItem) => (item.value === null || item.value < 8 ? null : toPersianDigits(Math.round(item.value)));

/** Category scores against the Tehran median (loaded lazily: the chart library is heavy). */
export default function CategoryChart({ categories }: { categories: EnvironmentCategoryResult[] }) {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      // RTL: bars grow from the right, category names on the right.
      yAxis={[{ scaleType: 'band', data: categories.map((c) => c.name), width: 110, position: 'right' }]}
      xAxis={[{ min: 0, max: 100, reverse: true, position: 'none' }]}
      series={[
        { data: categories.map((c) => c.score ?? 0), label: 'این محل', color: '#1565c0', barLabel: label, valueFormatter: (v) => (v === null ? '—' : toPersianDigits(v)) },
        { data: categories.map((c) => c.tehran_median ?? 0), label: 'میانهٔ تهران', color: '#78909c', barLabel: label, valueFormatter: (v) => (v === null ? '—' : toPersianDigits(v)) },
      ]}
      margin={{ left: 8, right: 16 }}
      sx={{ '& .MuiBarLabel-root': { fill: '#fff', fontWeight: 700 } }}
    />
  );
}
