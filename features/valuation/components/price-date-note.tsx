import type { ValuationKind, ValuationPriceIndex } from '@/lib/contracts/valuation';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/fa/number';
import r from '@/features/shared/result/result.module.css';

/** «×۳٫۸۴» */
const times = (f: number) => `×${formatDecimal(f, 2)}`;

/** The sentence under the estimate that says how it reached its price date and which index moved it there. */
export function priceDateText(kind: ValuationKind, ix: ValuationPriceIndex): string {
  const moved =
    ix.month === ix.reference_month
      ? `آگهی‌های پایهٔ مدل از همین ماه‌اند`
      : `شاخص قیمت منطقهٔ ${toPersianDigits(ix.district)} از ${formatJalaliMonth(ix.reference_month)} (ماه آگهی‌های پایهٔ مدل) تا این ماه ${times(ix.factor)} شده است`;
  const latest = ix.month === ix.latest_month ? 'آخرین ماه شاخص' : `آخرین ماه شاخص ${formatJalaliMonth(ix.latest_month)} است`;
  const rent =
    kind !== 'rent'
      ? ''
      : ix.rent_method === 'held'
        ? ` اجاره در ماه داده‌های اجاره (${formatJalaliMonth(ix.reference_month)}) نگه داشته شده است: هیچ روشی برای آوردن آن به امروز در آزمون با آگهی‌های ۱۴۰۳ تا ±۱۰٪ درست درنیامد.`
        : ' اجاره هم‌پای قیمت فروش منطقه به این تاریخ آورده شده است.';
  return `قیمت به تاریخ ${formatJalaliMonth(ix.month)} (${latest})؛ ${moved}. شاخص: ${ix.label}.${rent}`;
}

/**
 * The rent method's check: fitted on the 1400 listings alone, how far it was from 1403 asking rents. `lastTested` is
 * the last month of those listings (ml/REPORT.md, like the sale note's later check): the months after it were never
 * tested. Without it the note does not guess how far the check reached.
 */
export function rentBacktestText(ix: ValuationPriceIndex, lastTested: string | null): string | null {
  const b = ix.rent_backtest;
  if (!b || ix.rent_method !== 'sale_index') return null;
  const bias = `${b.median_bias >= 0 ? '+' : '−'}${formatPercent(Math.abs(b.median_bias) * 100, 1)}`;
  return (
    `این روش با آگهی‌های اجارهٔ ۱۴۰۰ ساخته و روی ${formatNumber(b.listings)} آگهی اجارهٔ ۱۴۰۳ آزموده شد: ` +
    `اختلاف میانه با اجارهٔ درخواستی ${bias} و خطای میانهٔ مطلق ${formatPercent(b.mdape * 100, 1)}.` +
    (lastTested ? ` برای ماه‌های پس از ${formatJalaliMonth(lastTested)} داده‌ای برای آزمودن آن نیست.` : '')
  );
}

export function PriceDateNote({ kind, index, lastTested }: { kind: ValuationKind; index: ValuationPriceIndex; lastTested: string | null }) {
  const backtest = kind === 'rent' ? rentBacktestText(index, lastTested) : null;
  return (
    <p className={`${r.muted} ${r.caption}`} data-testid="price-index">
      {priceDateText(kind, index)}
      {backtest && (
        <>
          {' '}
          <span data-testid="rent-method">{backtest}</span>
        </>
      )}
    </p>
  );
}
