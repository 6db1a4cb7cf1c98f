import { LineChart } from '@/components/charts/line-chart';
import { niceScale } from '@/components/charts/scale';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney, moneyScale } from '@/lib/fa/money';
import { formatDecimal } from '@/lib/fa/number';
import { toPersianDigits } from '@/lib/fa/digits';

/**
 * Labelled ticks that stay readable at phone width: a year or less of months gets a tick each season (its
 * month and year), a longer series one per Jalali year (the year alone). Ticks are evenly spaced, so a series that
 * starts mid-year has no label for its first, partial year: labelled too, Mehr 1396 sat six months before «۱۳۹۷» and
 * the two ran together. Each point's reading names its month.
 */
export function trendTicks(months: readonly string[]): Map<string, string> {
  const ticks = new Map<string, string>();
  const seasonal = months.length <= 24;
  for (const m of months) {
    const month = Number(m.slice(5));
    if (seasonal ? (month - 1) % 3 === 0 : month === 1) ticks.set(m, seasonal ? formatJalaliMonth(m) : toPersianDigits(m.slice(0, 4)));
  }
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

type TrendPoint = { month: string; price_per_m2: number; source?: string };

const SOURCE_NAME: Record<string, string> = { cbi: 'بانک مرکزی، معاملات', kilid: 'کیلید، آگهی‌ها', operator: 'به‌روزرسانی ماهانه' };

/**
 * Where the index hands over from the Central Bank's transactions to Kilid's asking-price movement: the first month
 * that is not the Central Bank's, or null for a series of one source (reports stored before the index).
 */
export function trendHandOver(points: readonly TrendPoint[]): { index: number; month: string } | null {
  const index = points.findIndex((p) => p.source === 'kilid' || p.source === 'operator');
  return index > 0 && points[index - 1].source === 'cbi' ? { index, month: points[index].month } : null;
}

/** The district's monthly price per m² (its market index), drawn on the server; the hand-over month is marked. */
export function TrendChart({ points }: { points: TrendPoint[] }) {
  const values = points.map((p) => p.price_per_m2);
  const scale = moneyScale(values);
  const ticks = trendTicks(points.map((p) => p.month));
  const y = niceScale(Math.min(...values), Math.max(...values), 5);
  const handOver = trendHandOver(points);
  // Which series a point comes from is said in words as well as drawn, for a screen reader's sake.
  const source = (p: TrendPoint) => (handOver && p.source ? ` (${SOURCE_NAME[p.source] ?? p.source})` : '');
  const summary = handOver
    ? `${trendSummary(points)}؛ تا ${formatJalaliMonth(points[handOver.index - 1].month)} میانگین معاملات بانک مرکزی، از ${formatJalaliMonth(handOver.month)} حرکت قیمت آگهی‌های کیلید`
    : trendSummary(points);
  return (
    <LineChart
      values={values}
      readings={points.map((p) => `${formatJalaliMonth(p.month)}: ${formatMoney(p.price_per_m2)}${source(p)}`)}
      xTicks={points.flatMap((p, index) => (ticks.has(p.month) ? [{ index, label: ticks.get(p.month) ?? '' }] : []))}
      yScale={y}
      yTickLabel={(v) => formatDecimal(v / scale.divisor, 0)}
      yUnit={scale.unit}
      showMarks={points.length <= 24}
      height={300}
      summary={summary}
      keysHint="با کلیدهای جهت‌نما قیمت هر ماه را ببینید"
      lineTestId="trend-line"
      marker={handOver ? { index: handOver.index - 0.5, label: `کیلید از ${formatJalaliMonth(handOver.month)}` } : undefined}
    />
  );
}
