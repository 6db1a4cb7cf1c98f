import { formatJalaliMonth } from '@/lib/fa/jalali';
import r from '@/features/shared/result/result.module.css';

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
  const cbiLast = [...trend].reverse().find((p) => p.source === 'cbi')?.month;
  const spliced = trend.some((p) => p.source === 'kilid' || p.source === 'operator');
  const span = first && last && first !== last ? `، از ${formatJalaliMonth(first)} تا ${formatJalaliMonth(last)}` : '';
  return (
    <p className={`${r.muted} ${r.caption}`} data-testid="trend-caption">
      {spliced ? (
        <>
          منبع: شاخص قیمت منطقه{span}؛ میانگین قیمت معاملات بانک مرکزی{cbiLast ? ` تا ${formatJalaliMonth(cbiLast)}` : ''}، سپس با حرکت میانهٔ
          قیمت آگهی‌های کیلید (ماه‌های ناهنجار آن کنار گذاشته شده‌اند). برآورد این ملک بر پایهٔ {basis} است، نه این میانگین.
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
