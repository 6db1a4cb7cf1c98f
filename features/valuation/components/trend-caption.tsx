import { formatJalaliMonth } from '@/lib/fa/jalali';
import r from '@/features/shared/result/result.module.css';

const SOURCE_WORDS: Record<string, string> = {
  cbi: 'میانگین قیمت معاملات بانک مرکزی',
  kilid: 'حرکت میانهٔ قیمت آگهی‌های کیلید',
  operator: 'حرکت میانهٔ قیمت آگهی‌های کیلید (به‌روزرسانی ماهانه)',
};

/**
 * The sources of the months drawn, each with its months, in order: «میانگین قیمت معاملات بانک مرکزی از … تا …، سپس
 * حرکت … از … تا …». A base report's year of the index is all Kilid: naming the Central Bank there (with no end month)
 * described months the chart does not show.
 */
export function trendSources(trend: ReadonlyArray<{ month: string; source?: string }>): string {
  const runs: Array<{ source: string; first: string; last: string }> = [];
  for (const p of trend) {
    const run = runs.at(-1);
    if (run && run.source === p.source) run.last = p.month;
    else if (p.source) runs.push({ source: p.source, first: p.month, last: p.month });
  }
  // One source covers the caption's whole span, which is already named.
  if (runs.length === 1) return `${SOURCE_WORDS[runs[0].source] ?? runs[0].source} در همهٔ این ماه‌ها`;
  return runs
    .map((run) => {
      const months = run.first === run.last ? `در ${formatJalaliMonth(run.first)}` : `از ${formatJalaliMonth(run.first)} تا ${formatJalaliMonth(run.last)}`;
      return `${SOURCE_WORDS[run.source] ?? run.source} ${months}`;
    })
    .join('، سپس ');
}

/**
 * Says what the trend is (the district's market index, not this neighbourhood's listings) and when it ends. Reports
 * stored before the index (issue 30) carry the Central Bank series alone, which stops before their price date: a
 * reader comparing its last point with the estimate would otherwise see a contradiction.
 */
export function TrendCaption({
  trend,
  priceDate,
  neighbourhoodListings,
}: {
  trend: Array<{ month: string; source?: string }>;
  priceDate: string;
  /** The neighbourhood's listings behind the estimate: none means it rests on the district's and nearby ones. */
  neighbourhoodListings: number;
}) {
  const basis = neighbourhoodListings > 0 ? 'آگهی‌های همین محله' : 'آگهی‌های منطقه و محله‌های نزدیک';
  const first = trend.at(0)?.month;
  const last = trend.at(-1)?.month;
  const indexed = trend.some((p) => p.source);
  const kilid = trend.some((p) => p.source === 'kilid' || p.source === 'operator');
  const span = first && last && first !== last ? `، از ${formatJalaliMonth(first)} تا ${formatJalaliMonth(last)}` : '';
  return (
    <p className={`${r.muted} ${r.caption}`} data-testid="trend-caption">
      {indexed ? (
        <>
          منبع: شاخص قیمت منطقه{span}؛ {trendSources(trend)}
          {kilid ? ' (ماه‌های ناهنجار کیلید کنار گذاشته شده‌اند)' : ''}. برآورد این ملک بر پایهٔ {basis} است، نه این میانگین.
          {/* A historical price date (the API's as_of) before the months drawn: the figure above is not of these months. */}
          {first && priceDate < first && ` برآورد به قیمت ${formatJalaliMonth(priceDate)} است، پیش از ماه‌های این نمودار.`}
        </>
      ) : (
        <>
          منبع: گزارش معاملات مسکن بانک مرکزی، میانگین قیمت همهٔ خرید و فروش‌های منطقه{span}.
          {last && last < priceDate && ` برآورد این ملک به تاریخ ${formatJalaliMonth(priceDate)} و بر پایهٔ ${basis} است، نه این میانگین.`}
        </>
      )}
    </p>
  );
}
