import { formatJalaliMonth } from '@/lib/fa/jalali';
import r from '@/features/shared/result/result.module.css';

/**
 * Says what the trend is (district-wide transactions, not this neighbourhood's listings) and when it ends: the
 * Central Bank series stops before the price date, and a reader comparing its last point with the estimate
 * would otherwise see a contradiction.
 */
export function TrendCaption({
  trend,
  priceDate,
  neighbourhoodListings,
}: {
  trend: Array<{ month: string }>;
  priceDate: string;
  /** The neighbourhood's listings behind the estimate: none means it rests on the district's and nearby ones. */
  neighbourhoodListings: number;
}) {
  const basis = neighbourhoodListings > 0 ? 'آگهی‌های همین محله' : 'آگهی‌های منطقه و محله‌های نزدیک';
  const first = trend.at(0)?.month;
  const last = trend.at(-1)?.month;
  return (
    <p className={`${r.muted} ${r.caption}`} data-testid="trend-caption">
      منبع: گزارش معاملات مسکن بانک مرکزی، میانگین قیمت همهٔ خرید و فروش‌های منطقه
      {first && last && first !== last && `، از ${formatJalaliMonth(first)} تا ${formatJalaliMonth(last)}`}.
      {last && last < priceDate && ` برآورد این ملک به تاریخ ${formatJalaliMonth(priceDate)} و بر پایهٔ ${basis} است، نه این میانگین.`}
    </p>
  );
}
