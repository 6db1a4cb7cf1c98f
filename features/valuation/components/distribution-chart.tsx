import { BarChart } from '@/components/charts/bar-chart';
import { niceScale } from '@/components/charts/scale';
import { formatMoney, moneyScale } from '@/lib/fa/money';
import { formatDecimal } from '@/lib/fa/number';
import { toPersianDigits } from '@/lib/fa/digits';
import type { ValuationKind } from '@/lib/contracts/valuation';
import { perM2Words } from './listing-counts';

/**
 * The bars: this property's bin orange, the others grey. One tone each serves both schemes with 3:1 against the card
 * (WCAG 1.4.11): the grey is blue-grey 400, as blue-grey 300 (#90a4ae) had only 2.6:1 on the white card.
 */
export const BAR_COLORS = { hit: '#ef6c00', other: '#78909c' } as const;

/** What the histogram shows, in words, for screen readers. */
export function distributionSummary(edges: readonly number[], counts: readonly number[], value: number, kind: ValuationKind = 'sale'): string {
  const total = counts.reduce((a, b) => a + b, 0);
  const cheaper = counts.reduce((sum, c, i) => (edges[i + 1] <= value ? sum + c : sum), 0);
  const span = edges.length > 1 ? `از ${formatMoney(edges[0])} تا ${formatMoney(edges[edges.length - 1])}` : '';
  return `نمودار پراکندگی ${perM2Words(kind, 'long')} ${toPersianDigits(total)} آگهی محله ${span}؛ برآورد این ملک ${formatMoney(value)} است و ${toPersianDigits(cheaper)} آگهی در بازه‌های ارزان‌تر از آن‌اند`;
}

/** The neighbourhood's price-per-m² histogram, with this property's bin highlighted (extended report), drawn on the server. */
export function DistributionChart({ edges, counts, value, kind = 'sale' }: { edges: number[]; counts: number[]; value: number; kind?: ValuationKind }) {
  const scale = moneyScale(edges);
  // Whole units unless bins are only a few units wide, where rounded edges would misstate or repeat them.
  const decimals = edges.length > 1 && (edges[1] - edges[0]) / scale.divisor < 3 ? 1 : 0;
  const short = (v: number) => formatDecimal(v / scale.divisor, decimals);
  const hit = counts.findIndex((_, i) => value >= edges[i] && value < edges[i + 1]);
  const y = niceScale(0, Math.max(1, ...counts), 5);
  return (
    <BarChart
      values={counts}
      readings={counts.map((c, i) => `${formatMoney(edges[i])} تا ${formatMoney(edges[i + 1])}: ${toPersianDigits(c)} آگهی`)}
      labels={counts.map((_, i) => `${short(edges[i])}–${short(edges[i + 1])}`)}
      colors={counts.map((_, i) => (i === hit ? BAR_COLORS.hit : BAR_COLORS.other))}
      yScale={{ ...y, ticks: y.ticks.filter(Number.isInteger) }}
      yTickLabel={(v) => toPersianDigits(v)}
      xTitle={`${perM2Words(kind, 'long')} (${scale.unit})`}
      height={320}
      summary={distributionSummary(edges, counts, value, kind)}
      keysHint="با کلیدهای جهت‌نما تعداد آگهی هر بازه را ببینید"
    />
  );
}
