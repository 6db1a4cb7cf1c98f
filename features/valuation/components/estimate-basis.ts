import { NEIGHBOURHOOD_STATS_MIN_LISTINGS, type ValuationComparable } from '@/lib/contracts/valuation';
import { formatNumber } from '@/lib/fa/number';

/** What the estimate rests on, after the «برآورد هوشمند…» label: never «بر پایهٔ ۰ آگهی». */
export function estimateBasis(listingsInNeighbourhood: number): string {
  return listingsInNeighbourhood > 0
    ? `بر پایهٔ ${formatNumber(listingsInNeighbourhood)} آگهی در این محله`
    : 'این محله آگهی ثبت‌شده ندارد؛ برآورد بر پایهٔ آگهی‌های منطقه و محله‌های نزدیک است';
}

/** Said above the comparables when some come from other neighbourhoods (the محله column names which); else null. */
export function comparablesOriginNote(rows: readonly ValuationComparable[], neighbourhoodId: string, listingsInNeighbourhood: number): string | null {
  if (!rows.some((c) => c.neighbourhood.id !== neighbourhoodId)) return null;
  return listingsInNeighbourhood > 0
    ? 'آگهی مشابه در این محله کم است؛ آگهی‌های محله‌های نزدیک هم آمده‌اند (ستون «محله»).'
    : 'این محله آگهی ثبت‌شده ندارد؛ این‌ها آگهی‌های مشابه محله‌های نزدیک‌اند (ستون «محله»).';
}

/** Why the neighbourhood's price statistics are missing. */
export function missingStatsText(listingsInNeighbourhood: number): string {
  return listingsInNeighbourhood > 0
    ? `آمار قیمت این محله در دسترس نیست: کمتر از ${formatNumber(NEIGHBOURHOOD_STATS_MIN_LISTINGS)} آگهی از آن داریم.`
    : 'آمار قیمت این محله در دسترس نیست: آگهی ثبت‌شده‌ای از آن نداریم.';
}
