import {
  NEIGHBOURHOOD_STATS_MIN_LISTINGS,
  SIMILAR_BUILD_YEARS,
  SIMILAR_FLOORS,
  SIMILAR_LISTINGS_MIN,
  type ValuationComparable,
  type ValuationDataSupport,
  type ValuationDriver,
  type ValuationInputs,
  type ValuationKind,
  type ValuationWhatIf,
} from '@/lib/contracts/valuation';
import { fewListingsWords, modelListingsWords, nearAreaWords, olderFlatWords, smallerFlatClause } from '@/lib/contracts/valuation-display';
import { toPersianDigits } from '@/lib/fa/digits';
import { persianList } from '@/lib/fa/list';
import { formatMoney, formatSignedMoney } from '@/lib/fa/money';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import { AMENITY_LABEL, amenityDifference, whatIfShort } from './what-if';

/** What the estimate rests on, after the «برآورد هوشمند…» label: never «بر پایهٔ ۰ آگهی». */
export function estimateBasis(listingsInNeighbourhood: number): string {
  return listingsInNeighbourhood > 0
    ? `بر پایهٔ ${modelListingsWords(listingsInNeighbourhood)}`
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
 * Beyond this the gap to the comparables' median is said and explained: 81 % of held-out sale listings (71 % rent,
 * artifacts meta.json ppe20) lie within ±20 % of their estimate, so a median of similar listings further off is more
 * than the model's usual error, and the page would otherwise leave it unexplained (Niavaran: 888 M against 653 M).
 */
const FAR = 0.2;
/** Named drivers behind a gap beyond FAR: the strongest few, as the drivers list shows them. */
const NAMED_DRIVERS = 3;

/** The comparables' median per m² at the price date: the figure the table's «ارزش به تاریخ برآورد» column gives. */
function medianPerM2(rows: readonly ValuationComparable[]): number {
  const v = rows.map((c) => c.adjusted_to_price_date / c.area).sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
}

/** A trait's effect in toman and how the note words it. */
interface Effect {
  feature: string;
  effect: number;
  words: string;
}

/** The same flat with an amenity flipped, and the estimate it is set against (the page's what-if section). */
export interface WhatIfFigures {
  items: readonly ValuationWhatIf[];
  estimate: number;
}

/**
 * An amenity's effect as the page's what-if section gives it (the same flat with it flipped), else its driver, the
 * share of the estimate booked to it (reports stored before the what-if figures). The share can be a small part of
 * what having it changes (Vanak: elevator +147 M, the same flat without one 2.5 B lower), so where the what-if figure
 * exists the note quotes it and never the share.
 */
function amenityEffect(key: string, drivers: readonly ValuationDriver[], whatIf: WhatIfFigures | null): Effect | null {
  const w = whatIf?.items.find((x) => x.feature === key);
  if (w && whatIf) return { feature: key, effect: amenityDifference(w, whatIf.estimate), words: whatIfShort(w, whatIf.estimate) };
  const d = drivers.find((x) => x.feature === key);
  return d ? { feature: key, effect: d.effect, words: `${d.label}: ${formatSignedMoney(d.effect)}` } : null;
}


/**
 * Said above the comparables when the page would otherwise look wrong beside them, from the figures it shows:
 * - the flat lacks an amenity most of them have, or has one most of them lack: the model counts it; the lower (or
 *   higher) estimate is put down to it only when that amenity's effect covers most of the gap in toman (Shahr-e Rey:
 *   parking −295 M against a −646 M gap is not «برای همین»). The effect is the what-if section's figure (the same flat
 *   with it flipped) where the report has one, else the amenity's driver;
 * - the estimate per m² is more than FAR from their median at the price date: it says by how much and names the
 *   flat's own drivers that moved the estimate most that way (not the similar listings' level), and says when they
 *   cover less than half of the gap.
 * null when neither holds.
 */
export function comparablesDifferenceNote(
  inputs: Pick<ValuationInputs, 'parking' | 'elevator' | 'area'>,
  rows: readonly ValuationComparable[],
  perM2: number,
  drivers: readonly ValuationDriver[],
  whatIf: WhatIfFigures | null = null,
): string | null {
  if (rows.length === 0) return null;
  const lacks: Array<keyof typeof AMENITY_WORDS> = [];
  const has: Array<keyof typeof AMENITY_WORDS> = [];
  for (const key of ['parking', 'elevator'] as const) {
    const known = rows.filter((c) => c[key] !== null);
    if (known.length < 3) continue;
    const share = known.filter((c) => c[key]).length / known.length;
    if (!inputs[key] && share > MOST_SHARE) lacks.push(key);
    if (inputs[key] && share < 1 - MOST_SHARE) has.push(key);
  }
  const mid = medianPerM2(rows);
  const gap = perM2 / mid - 1;
  const way = gap < -APART ? -1 : gap > APART ? 1 : 0;
  const sentences: string[] = [];
  // Features the amenity sentence already named with their amounts: the gap sentence does not name them again.
  const amenities = new Set<string>([...lacks, ...has]);
  if (amenities.size > 0) {
    const clauses: string[] = [];
    if (lacks.length > 0) clauses.push(`بیشتر این آگهی‌ها ${persianList(lacks.map((k) => AMENITY_WORDS[k]))} دارند و این ملک ندارد`);
    if (has.length > 0) clauses.push(`این ملک ${persianList(has.map((k) => AMENITY_WORDS[k]))} دارد و بیشتر این آگهی‌ها ندارند`);
    const shown = [...lacks, ...has].map((k) => amenityEffect(k, drivers, whatIf)).filter((e): e is Effect => e !== null);
    const effect = shown.reduce((a, d) => a + d.effect, 0);
    const gapToman = (perM2 - mid) * inputs.area;
    const covers = way !== 0 && Math.sign(effect) === way && Math.abs(effect) > Math.abs(gapToman) / 2;
    const amounts = shown.length > 0 ? ` (${shown.map((d) => d.words).join('، ')})` : '';
    const tail = covers
      ? `مدل این تفاوت را در برآورد آورده است${amounts} و برای همین برآورد هر متر این ملک از بیشتر آن‌ها ${way < 0 ? 'کمتر' : 'بیشتر'} است.`
      : `مدل این تفاوت را در برآورد آورده است${amounts}.`;
    sentences.push(`${clauses.join('؛ ')}؛ ${tail}`);
  }
  if (Math.abs(gap) > FAR) {
    // The similar listings' level is left out: it is these listings' own level, so naming it would explain the gap to
    // them by themselves. What remains is the flat's place and traits, said to cover only part of the gap when so.
    // An amenity with a what-if figure is named by that figure, not by its share.
    const flips: Effect[] = whatIf
      ? whatIf.items.map((w) => ({
          feature: w.feature,
          effect: amenityDifference(w, whatIf.estimate),
          words: `${w.has ? 'نداشتن ' : ''}${AMENITY_LABEL[w.feature]} (${whatIfShort(w, whatIf.estimate)})`,
        }))
      : [];
    const own: Effect[] = [
      ...drivers
        .filter((d) => !flips.some((f) => f.feature === d.feature))
        .map((d) => ({ feature: d.feature, effect: d.effect, words: `${d.label} (${formatSignedMoney(d.effect)})` })),
      ...flips,
    ];
    const named = own
      .filter((d) => d.feature !== 'comparables' && !amenities.has(d.feature) && Math.sign(d.effect) === Math.sign(gap))
      .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
      .slice(0, NAMED_DRIVERS);
    const namedToman = named.reduce((sum, d) => sum + Math.abs(d.effect), 0);
    const gapToman = Math.abs(perM2 - mid) * inputs.area;
    const more = gap > 0 ? 'بیشتر' : 'کمتر';
    const said =
      `برآورد هر متر این ملک (${formatMoney(perM2)}) ${formatPercent(Math.abs(gap) * 100)} ${more} از میانهٔ هر متر این آگهی‌ها ` +
      `به تاریخ برآورد (${formatMoney(mid)}) است`;
    const list = persianList(named.map((d) => d.words));
    const part = namedToman < gapToman / 2 ? '؛ این‌ها فقط بخشی از این فاصله را توضیح می‌دهند' : '';
    sentences.push(
      named.length > 0 ? `${said}؛ ویژگی‌هایی که برآورد را بیش از همه ${gap > 0 ? 'بالا' : 'پایین'} برده‌اند: ${list}${part}.` : `${said}.`,
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
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
  return `${olderFlatWords(older.build_year, older.total)}.`;
}

/**
 * Why a sale estimate is rated low when the model values the same flat a few m² smaller above it (engine
 * `smaller_flat`). The reason is the model's, measured: its own area input never lowers a bigger flat's total; the
 * similar listings it reads, which change with the area, do (ml/README.md "Step-downs").
 */
export function smallerFlatText(support: ValuationDataSupport | null): string | null {
  const smaller = support?.smaller_flat;
  if (!smaller) return null;
  return (
    `${smallerFlatClause(smaller.area, smaller.total)} ` +
    'برآورد بر قیمت مشابه‌ترین آگهی‌ها تکیه دارد و با چند متر تفاوت در متراژ، آگهی‌هایی که مشابه‌ترین شمرده می‌شوند عوض می‌شوند. ' +
    'پس اطمینان این برآورد پایین است.'
  );
}
