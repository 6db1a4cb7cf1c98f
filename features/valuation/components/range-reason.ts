import { THIN_NEIGHBOURHOOD_LISTINGS, type ValuationDataSupport, type ValuationKind } from '@/lib/contracts/valuation';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatDecimal } from '@/lib/fa/number';

/**
 * Why the 80 % range is as wide as it is, from the figures the engine used (`data_support.time_widening`,
 * `data_points`). «More listings, narrower range» is said only where it holds: a neighbourhood under
 * THIN_NEIGHBOURHOOD_LISTINGS, whose range is calibrated wider and never rated «high». At a price date away from the
 * model's listings the range was widened for the index's error over the months between them, and the note says so.
 */
export function rangeNoteText(listingsInNeighbourhood: number, support: ValuationDataSupport | null, kind: ValuationKind): string {
  const parts = ['با احتمال حدود ۸۰٪ ارزش ملک در این بازه است.'];
  parts.push(
    listingsInNeighbourhood < THIN_NEIGHBOURHOOD_LISTINGS
      ? 'هرچه آگهی‌های مشابه محله بیشتر باشد، بازه باریک‌تر و اطمینان بیشتر است.'
      : 'پهنای آن از فاصلهٔ برآوردهای مدل با قیمت آگهی‌های همین محله سنجیده شده است.',
  );
  const carried = timeWideningText(support, kind);
  if (carried) parts.push(carried);
  return parts.join(' ');
}

/**
 * «شاخص قیمت منطقه قیمت را ۴۳ ماه جلو آورده است؛ …»; null without a widening. The months and the widening only: the
 * price-date note under the headline is the one place that says which month the listings are from. Rent is carried
 * by the district's sale index, and its widening is what that carry needed on the 1403 rent listings held out of
 * the 1400-fitted model (ml/rent_widening.py), so the rent note says so.
 */
export function timeWideningText(support: ValuationDataSupport | null, kind: ValuationKind): string | null {
  const w = support?.time_widening;
  if (!w || w.months === 0) return null;
  const months = toPersianDigits(Math.abs(w.months));
  const moved = w.months > 0 ? `${months} ماه جلو آورده است` : `${months} ماه به عقب برده است`;
  const factor = `حدود ${formatDecimal(w.factor, 2)} برابر کرده است`;
  if (kind === 'rent') {
    return `شاخص قیمت فروش منطقه اجاره را ${moved}؛ خطای این کار، سنجیده روی آگهی‌های اجارهٔ ۱۴۰۳، پهنای بازه را ${factor}.`;
  }
  return `شاخص قیمت منطقه قیمت را ${moved}؛ خطای شاخص در این فاصله پهنای بازه را ${factor}.`;
}
