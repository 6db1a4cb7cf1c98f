import {
  NEIGHBOURHOOD_STATS_MIN_LISTINGS,
  SIMILAR_BUILD_YEARS,
  SIMILAR_FLOORS,
  SIMILAR_LISTINGS_MIN,
  type ValuationComparable,
  type ValuationDataSupport,
  type ValuationInputs,
  type ValuationKind,
} from '@/lib/contracts/valuation';
import { fewListingsWords, nearAreaWords } from '@/lib/contracts/valuation-display';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber } from '@/lib/fa/number';

/** What the estimate rests on, after the «برآورد هوشمند…» label: never «بر پایهٔ ۰ آگهی». */
export function estimateBasis(listingsInNeighbourhood: number): string {
  return listingsInNeighbourhood > 0
    ? `بر پایهٔ ${formatNumber(listingsInNeighbourhood)} آگهی در این محله`
    : 'از این محله آگهی قابل اتکایی نداریم؛ برآورد بر پایهٔ آگهی‌های منطقه و محله‌های نزدیک است';
}

/** Said above the comparables when some come from other neighbourhoods (the محله column names which); else null. */
export function comparablesOriginNote(rows: readonly ValuationComparable[], neighbourhoodId: string, listingsInNeighbourhood: number): string | null {
  if (!rows.some((c) => c.neighbourhood.id !== neighbourhoodId)) return null;
  return listingsInNeighbourhood > 0
    ? 'آگهی مشابه در این محله کم است؛ آگهی‌های محله‌های نزدیک هم آمده‌اند (ستون «محله»).'
    : 'از این محله آگهی قابل اتکایی نداریم؛ این‌ها آگهی‌های مشابه محله‌های نزدیک‌اند (ستون «محله»).';
}

const AMENITY_WORDS = { parking: 'پارکینگ', elevator: 'آسانسور' } as const;
/** Most = more than half of the comparables that say whether they have it (and at least 3 of them): the base
 * report shows five, and three of five with parking beside a flat without is already the case that looks wrong. */
const MOST_SHARE = 0.5;
/** The estimate per m² is said to be below or above the comparables' median when it is off by more than this. */
const APART = 0.05;

/**
 * Said above the comparables when the flat lacks an amenity most of them have, or has one most of them lack: a
 * no-parking flat shown beside listings with parking is valued below them, and without this the page looks wrong
 * («the estimate is below every similar listing»). null when the flat is like them.
 */
export function comparablesDifferenceNote(
  inputs: Pick<ValuationInputs, 'parking' | 'elevator'>,
  rows: readonly ValuationComparable[],
  perM2: number,
): string | null {
  const lacks: string[] = [];
  const has: string[] = [];
  for (const key of ['parking', 'elevator'] as const) {
    const known = rows.filter((c) => c[key] !== null);
    if (known.length < 3) continue;
    const share = known.filter((c) => c[key]).length / known.length;
    if (!inputs[key] && share > MOST_SHARE) lacks.push(AMENITY_WORDS[key]);
    if (inputs[key] && share < 1 - MOST_SHARE) has.push(AMENITY_WORDS[key]);
  }
  if (lacks.length === 0 && has.length === 0) return null;
  const clauses: string[] = [];
  if (lacks.length > 0) clauses.push(`بیشتر این آگهی‌ها ${lacks.join(' و ')} دارند و این ملک ندارد`);
  if (has.length > 0) clauses.push(`این ملک ${has.join(' و ')} دارد و بیشتر این آگهی‌ها ندارند`);
  const theirs = rows.map((c) => c.adjusted_to_price_date / c.area).sort((a, b) => a - b);
  const mid = theirs.length % 2 ? theirs[(theirs.length - 1) / 2] : (theirs[theirs.length / 2 - 1] + theirs[theirs.length / 2]) / 2;
  const tail =
    perM2 < mid * (1 - APART)
      ? 'مدل این تفاوت را در برآورد آورده است و برای همین برآورد هر متر این ملک از بیشتر آن‌ها کمتر است.'
      : perM2 > mid * (1 + APART)
        ? 'مدل این تفاوت را در برآورد آورده است و برای همین برآورد هر متر این ملک از بیشتر آن‌ها بیشتر است.'
        : 'مدل این تفاوت را در برآورد آورده است.';
  return `${clauses.join('؛ ')}؛ ${tail}`;
}

/**
 * Why the neighbourhood's price statistics are missing. `listingsInNeighbourhood` counts the listings the model kept:
 * 0 can mean none at all or a few it left out as mispriced, so 0 says «no reliable listing», true of both.
 */
export function missingStatsText(listingsInNeighbourhood: number): string {
  return listingsInNeighbourhood > 0
    ? `آمار قیمت این محله در دسترس نیست: کمتر از ${formatNumber(NEIGHBOURHOOD_STATS_MIN_LISTINGS)} آگهی از آن داریم.`
    : 'آمار قیمت این محله در دسترس نیست: آگهی قابل اتکایی از آن نداریم.';
}

/**
 * Why the confidence is low for a flat unlike the model's listings (engine `dataSupport`, SIMILAR_LISTINGS_MIN): how
 * few of them share its area, build year, room count or floor. null when all are well represented, or for a report
 * stored before.
 */
export function thinSupportText(kind: ValuationKind, inputs: Pick<ValuationInputs, 'area' | 'build_year' | 'rooms' | 'floor'>, support: ValuationDataSupport | null): string | null {
  if (!support) return null;
  const counts: Array<[number, string]> = [];
  const few = (n: number | undefined): n is number => n !== undefined && n < SIMILAR_LISTINGS_MIN;
  // «منفی ۱» as the form words a basement, not a minus sign that RTL text moves about.
  const signed = (v: number) => (v < 0 ? `منفی ${toPersianDigits(-v)}` : toPersianDigits(v));
  const range = (v: number, d: number) => `${signed(v - d)} تا ${signed(v + d)}`;
  if (few(support.similar_area)) counts.push([support.similar_area, nearAreaWords(inputs.area)]);
  if (few(support.similar_build_year)) counts.push([support.similar_build_year, `ساخت ${range(inputs.build_year, SIMILAR_BUILD_YEARS)}`]);
  if (few(support.similar_rooms)) counts.push([support.similar_rooms, inputs.rooms === 0 ? 'بدون اتاق خواب' : `${toPersianDigits(inputs.rooms)} خوابه`]);
  if (few(support.similar_floor)) counts.push([support.similar_floor, `در طبقهٔ ${range(inputs.floor, SIMILAR_FLOORS)}`]);
  if (counts.length === 0) return null;
  return (
    `${fewListingsWords(kind, counts)}؛ ` +
    'برآورد چنین ملکی از روی ملک‌های دیگر است و درستی بازهٔ ۸۰٪ برای آن سنجیده نشده، پس اطمینان آن پایین است.'
  );
}

/** Why a newer flat is rated low when the model values the same flat five years older far above it (engine `older_flat`). */
export function olderFlatText(support: ValuationDataSupport | null): string | null {
  const older = support?.older_flat;
  if (!older) return null;
  return (
    `مدل همین ملک را با سال ساخت ${toPersianDigits(older.build_year)} حدود ${formatMoney(older.total)} برآورد می‌کند، بسیار بیشتر از این ملک نوسازتر؛ ` +
    'در داده‌های این محله آگهی‌های نوساز ارزان‌تر از ساختمان‌های قدیمی‌ترند، پس اطمینان این برآورد پایین است و شاید بسیار کمتر از ارزش ملک باشد.'
  );
}
