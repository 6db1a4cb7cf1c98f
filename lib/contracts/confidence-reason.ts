import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali-month';
import { formatMoney, moneyParts } from '@/lib/fa/money';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/fa/number';
import type { ValuationConfidence, ValuationDataSupport, ValuationInputs, ValuationKind } from './valuation';
import {
  FEW_NEIGHBOURHOOD_LISTINGS,
  LOW_CONFIDENCE_WIDTH,
  MEDIUM_CONFIDENCE_WIDTH,
  SIMILAR_BUILD_YEARS,
  SIMILAR_FLOORS,
  SIMILAR_IN_NEIGHBOURHOOD_MIN,
  SIMILAR_LISTINGS_MIN,
  THIN_NEIGHBOURHOOD_LISTINGS,
} from './valuation-constants';
import { CONFIDENCE_LABEL, fewListingsWords, nearAreaWords } from './valuation-display';

// Why an estimate is not «اطمینان بالا», read from the figures its result carries, as the engine's `confidenceOf`
// (server/valuation/engine/valuate.ts) decides the label. One cause, with the figure the engine measured, said in
// two lengths: a few words for the Divar ad's widget (200 characters for the whole description) and a sentence for
// the result pages beside the confidence chip (/price-result, the Divar result).

export type SimilarTrait = 'area' | 'build_year' | 'rooms' | 'floor';

export type ConfidenceCause =
  /** The months between the model's listings and the price date widened the range and lowered the label. */
  | { cause: 'price_date'; months: number; unwidened: ValuationConfidence }
  /** «low»: fewer than FEW_NEIGHBOURHOOD_LISTINGS of the neighbourhood's listings behind the model. */
  | { cause: 'few_in_neighbourhood'; listings: number }
  /** «medium»: fewer than THIN_NEIGHBOURHOOD_LISTINGS of them, never rated «high». */
  | { cause: 'thin_neighbourhood'; listings: number }
  /** «low»: fewer than SIMILAR_LISTINGS_MIN of the model's Tehran listings share a trait of the flat; fewest first. */
  | { cause: 'few_similar'; few: Array<{ trait: SimilarTrait; listings: number }> }
  /** «medium»: fewer than SIMILAR_IN_NEIGHBOURHOOD_MIN listings of about its area in its neighbourhood. */
  | { cause: 'few_of_size_in_neighbourhood'; listings: number }
  /** «low»: the model values the same flat built earlier far above it. */
  | { cause: 'older_flat'; build_year: number; total: number }
  /** «low»: the model values the same sale flat a few m² smaller above it. */
  | { cause: 'smaller_flat'; area: number; total: number }
  /** The 80 % range itself: `below` and `above` the estimate, as shares of it. */
  | { cause: 'wide_range'; below: number; above: number };

/** What a result carries that the label was decided on (a ValuationResult is one). */
export interface ConfidenceFigures {
  kind: ValuationKind;
  estimate: { confidence: ValuationConfidence; low: number; high: number; total?: number; full_deposit?: number };
  data_points: number;
  data_support: ValuationDataSupport | null;
  inputs: Pick<ValuationInputs, 'area' | 'build_year' | 'rooms' | 'floor'>;
}

/** How far under a width threshold a stored range (its ends rounded to the million) may fall from the engine's own. */
const ROUNDING = 0.02;

const headlineOf = (v: ConfidenceFigures): number => v.estimate.total ?? v.estimate.full_deposit ?? 0;

/**
 * The cause of a «low» or «medium» label, the first that holds in the engine's order; null for «high», or when the
 * figures prove none (a report stored without `data_support` whose range is not wide enough for its label).
 * With `data_support` every rule but the width's was checked, so what remains is the width, also when the stored range
 * (its ends rounded to the million) falls a hair under the threshold the engine's unrounded one crossed; a range well
 * under it proves nothing.
 */
export function confidenceCause(v: ConfidenceFigures): ConfidenceCause | null {
  const c = v.estimate.confidence;
  if (c === 'high') return null;
  const s = v.data_support;
  const n = v.data_points;
  const w = s?.time_widening;
  if (w && w.months !== 0 && w.confidence_unwidened !== c) return { cause: 'price_date', months: w.months, unwidened: w.confidence_unwidened };
  const headline = headlineOf(v);
  const width = headline > 0 ? (v.estimate.high - v.estimate.low) / headline : 0;
  const wide = (): ConfidenceCause => ({
    cause: 'wide_range',
    below: headline > 0 ? Math.max(0, 1 - v.estimate.low / headline) : 0,
    above: headline > 0 ? Math.max(0, v.estimate.high / headline - 1) : 0,
  });
  if (c === 'low') {
    if (n < FEW_NEIGHBOURHOOD_LISTINGS) return { cause: 'few_in_neighbourhood', listings: n };
    if (s) {
      const counts: Array<[SimilarTrait, number | undefined]> = [
        ['area', s.similar_area],
        ['build_year', s.similar_build_year],
        ['rooms', s.similar_rooms],
        ['floor', s.similar_floor],
      ];
      const few = counts
        .filter((x): x is [SimilarTrait, number] => x[1] !== undefined && x[1] < SIMILAR_LISTINGS_MIN)
        .map(([trait, listings]) => ({ trait, listings }))
        .sort((a, b) => a.listings - b.listings);
      if (few.length > 0) return { cause: 'few_similar', few };
      if (s.older_flat) return { cause: 'older_flat', ...s.older_flat };
      if (s.smaller_flat) return { cause: 'smaller_flat', ...s.smaller_flat };
    }
    return width > LOW_CONFIDENCE_WIDTH - (s ? ROUNDING : 0) ? wide() : null;
  }
  // «medium»: the width alone, or a rule that holds a «high» width at medium.
  if (width > MEDIUM_CONFIDENCE_WIDTH) return wide();
  if (n < THIN_NEIGHBOURHOOD_LISTINGS) return { cause: 'thin_neighbourhood', listings: n };
  if (s && s.similar_area_in_neighbourhood < SIMILAR_IN_NEIGHBOURHOOD_MIN) return { cause: 'few_of_size_in_neighbourhood', listings: s.similar_area_in_neighbourhood };
  return s && width > MEDIUM_CONFIDENCE_WIDTH - ROUNDING ? wide() : null;
}

const KIND_WORD: Record<ValuationKind, string> = { sale: 'فروش', rent: 'اجاره' };
/** «منفی ۱» as the form words a basement, not a minus sign that RTL text moves about. */
const signed = (x: number) => (x < 0 ? `منفی ${toPersianDigits(-x)}` : toPersianDigits(x));
const around = (x: number, d: number) => `${signed(x - d)} تا ${signed(x + d)}`;
/** A share of the estimate, whole percent. */
const share = (x: number) => formatPercent(x * 100);
/** «۲٫۳ میلیارد»: the unit without «تومان», as the widget's indicator says a figure. */
const shortMoney = (toman: number) => {
  const { amount, unit } = moneyParts(toman);
  return `${amount} ${unit.replace(/\s*تومان$/, '')}`.trim();
};

/** The trait as the short words name it: «با متراژ ۱٬۵۰۰ متر ±۲۰٪», «۶ خوابه». */
function traitShort(trait: SimilarTrait, inputs: ConfidenceFigures['inputs']): string {
  switch (trait) {
    case 'area':
      return `با متراژ ${formatNumber(inputs.area)} متر ±۲۰٪`;
    case 'build_year':
      return `با ساخت ${around(inputs.build_year, SIMILAR_BUILD_YEARS)}`;
    case 'rooms':
      return inputs.rooms === 0 ? 'بدون اتاق خواب' : `${toPersianDigits(inputs.rooms)} خوابه`;
    case 'floor':
      return `در طبقهٔ ${around(inputs.floor, SIMILAR_FLOORS)}`;
  }
}

/** The trait as the long sentence names it, in thinSupportText's words (the note in «بازهٔ قیمت»). */
function traitLong(trait: SimilarTrait, inputs: ConfidenceFigures['inputs']): string {
  switch (trait) {
    case 'area':
      return nearAreaWords(inputs.area);
    case 'build_year':
      return `ساخت ${around(inputs.build_year, SIMILAR_BUILD_YEARS)}`;
    case 'rooms':
      return inputs.rooms === 0 ? 'بدون اتاق خواب' : `${toPersianDigits(inputs.rooms)} خوابه`;
    case 'floor':
      return `در طبقهٔ ${around(inputs.floor, SIMILAR_FLOORS)}`;
  }
}

/** «تنها ۳ آگهی …», or «هیچ آگهی … نیست» for none. */
const onlyListings = (n: number, what: string) => (n === 0 ? `هیچ آگهی ${what} نیست` : `تنها ${formatNumber(n)} آگهی ${what}`);

/**
 * The cause in a few words with its figure, after «اطمینان پایین:» on the ad's widget: «تنها ۴ آگهی از این محله»,
 * «بازهٔ پهن، ۳۰٪ زیر تا ۳۸٪ بالای برآورد».
 */
export function confidenceCauseWords(c: ConfidenceCause, v: Pick<ConfidenceFigures, 'kind' | 'inputs'>): string {
  switch (c.cause) {
    case 'price_date':
      return `${toPersianDigits(Math.abs(c.months))} ماه فاصله با آگهی‌های مدل`;
    case 'few_in_neighbourhood':
    case 'thin_neighbourhood':
      return c.listings === 0 ? 'آگهی قابل اتکایی از این محله نیست' : `تنها ${formatNumber(c.listings)} آگهی از این محله`;
    case 'few_similar': {
      const { trait, listings } = c.few[0];
      return onlyListings(listings, `${KIND_WORD[v.kind]} ${traitShort(trait, v.inputs)} در تهران`);
    }
    case 'few_of_size_in_neighbourhood':
      return onlyListings(c.listings, `${traitShort('area', v.inputs)} در این محله`);
    case 'older_flat':
      return `برآورد بالاتر همین ملک با ساخت ${toPersianDigits(c.build_year)}: ${shortMoney(c.total)}`;
    case 'smaller_flat':
      return `برآورد بالاتر همین ملک با ${formatDecimal(c.area, 1)} متر: ${shortMoney(c.total)}`;
    case 'wide_range':
      return `بازهٔ پهن، ${share(c.below)} زیر تا ${share(c.above)} بالای برآورد`;
  }
}

/**
 * The sentence beside a result page's confidence chip: the label, its cause and the engine's figure, and the rule that
 * figure broke. null when confidenceCause finds none.
 */
export function confidenceReasonText(v: ConfidenceFigures, referenceMonth: string | null): string | null {
  const c = confidenceCause(v);
  if (!c) return null;
  const label = `«${CONFIDENCE_LABEL[v.estimate.confidence]}»`;
  const rent = v.kind === 'rent';
  const about = (toman: number) => (rent ? `معادل رهن کامل حدود ${formatMoney(toman)}` : `حدود ${formatMoney(toman)}`);
  switch (c.cause) {
    case 'price_date': {
      const at = referenceMonth ? `به قیمت ${formatJalaliMonth(referenceMonth)}` : 'در ماه آگهی‌های پایهٔ مدل';
      return `${label} به خاطر بازهٔ پهن‌تر این تاریخ است (بخش «بازهٔ قیمت»)؛ ${at} این برآورد «${CONFIDENCE_LABEL[c.unwidened]}» داشت.`;
    }
    case 'few_in_neighbourhood':
      return c.listings === 0
        ? `${label} به خاطر کمی آگهی‌های این محله است: از این محله آگهی قابل اتکایی در داده‌های مدل نیست.`
        : `${label} به خاطر کمی آگهی‌های این محله است: تنها ${formatNumber(c.listings)} آگهی از این محله در داده‌های مدل هست و با کمتر از ${formatNumber(FEW_NEIGHBOURHOOD_LISTINGS)} آگهی اطمینان برآورد پایین است.`;
    case 'thin_neighbourhood':
      return `${label} به خاطر کمی آگهی‌های این محله است: تنها ${formatNumber(c.listings)} آگهی از این محله در داده‌های مدل هست و با کمتر از ${formatNumber(THIN_NEIGHBOURHOOD_LISTINGS)} آگهی اطمینان برآورد بالا نیست.`;
    case 'few_similar':
      return `${label} به خاطر کمی آگهی‌های مشابه این ملک است: ${fewListingsWords(v.kind, c.few.map((f) => [f.listings, traitLong(f.trait, v.inputs)]))} (بخش «بازهٔ قیمت»).`;
    case 'few_of_size_in_neighbourhood':
      return (
        `${label} به خاطر کمی آگهی‌های هم‌اندازهٔ این ملک در این محله است: ` +
        `${c.listings === 0 ? 'هیچ آگهی' : `تنها ${formatNumber(c.listings)} آگهی`} از این محله ${nearAreaWords(v.inputs.area)} در داده‌های مدل ${c.listings === 0 ? 'نیست' : 'هست'} ` +
        `و با کمتر از ${formatNumber(SIMILAR_IN_NEIGHBOURHOOD_MIN)} آگهی اطمینان برآورد بالا نیست.`
      );
    case 'older_flat':
      return `${label} به خاطر برآورد بالاتر همین ملک قدیمی‌تر است: مدل همین ملک را با سال ساخت ${toPersianDigits(c.build_year)} ${about(c.total)} برآورد می‌کند.`;
    case 'smaller_flat':
      return `${label} به خاطر برآورد بالاتر همین ملک با متراژ کمتر است: مدل همین ملک را با متراژ ${formatDecimal(c.area, 1)} متر ${about(c.total)} برآورد می‌کند.`;
    case 'wide_range': {
      const limit = v.estimate.confidence === 'low' ? `بیش از ${share(LOW_CONFIDENCE_WIDTH)} برآورد اطمینان پایین است` : `بیش از ${share(MEDIUM_CONFIDENCE_WIDTH)} برآورد اطمینان بالا نیست`;
      return (
        `${label} به خاطر بازهٔ پهن برآورد است: بازهٔ ۸۰٪ از ${share(c.below)} زیر تا ${share(c.above)} بالای برآورد است (بخش «بازهٔ قیمت»)، ` +
        `و با بازه‌ای به پهنای ${limit}.`
      );
    }
  }
}
