import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali-month';
import { formatMoney } from '@/lib/fa/money';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/fa/number';
import type { ModelAccuracy, ValuationConfidence } from './valuation';

// Presentation helpers of the valuation contract with no zod in them (lib/contracts/valuation.ts re-exports them):
// what the result page's client islands need, without the form's validation code.

export const CONFIDENCE_LABEL: Record<ValuationConfidence, string> = { high: 'اطمینان بالا', medium: 'اطمینان متوسط', low: 'اطمینان پایین' };

/** spec §9 rent split at the configured rate: monthly rent for a given deposit, rounded to 100,000 toman. */
export function monthlyRentFor(fullDeposit: number, deposit: number, rate: number): number {
  const d = Math.min(Math.max(deposit, 0), fullDeposit);
  return Math.round(((fullDeposit - d) * rate) / 1e5) * 1e5;
}

/**
 * «۲۶۸ آگهی این محله که مدل از آن‌ها آموخته»: what a valuation (and a suggestion card) rests on, the neighbourhood's
 * listings the model kept (`data_points`). Named so, it is not read as the neighbourhood's statistics' count (every
 * plausible listing, `neighbourhood_stats.listings`: 280 in Vanak beside these 268) or the chat's market card's.
 */
export const modelListingsWords = (n: number): string => `${formatNumber(n)} آگهی این محله که مدل از آن‌ها آموخته`;

/** «با متراژی نزدیک به ۲٬۰۰۰ متر مربع (±۲۰٪)»: the area band the engine counts listings in (SIMILAR_AREA_RATIO). */
export const nearAreaWords = (area: number): string => `با متراژی نزدیک به ${formatNumber(area)} متر مربع (±۲۰٪)`;

/**
 * «از آگهی‌های فروش تهران که مدل از آن‌ها آموخته، تنها ۳ آگهی … هست»: how few of the model's listings are like the
 * flat, each `[count, what]` one clause. Shared by the valuation result and the suggestion result, which end it
 * in their own words.
 */
export function fewListingsWords(kind: 'sale' | 'rent', counts: Array<[number, string]>): string {
  const few = ([n, what]: [number, string]) => (n === 0 ? `هیچ آگهی‌ای ${what} نیست` : `تنها ${formatNumber(n)} آگهی ${what} هست`);
  return `از آگهی‌های ${kind === 'sale' ? 'فروش' : 'اجارهٔ'} تهران که مدل از آن‌ها آموخته، ${counts.map(few).join(' و ')}`;
}

/**
 * Why an estimate is doubted when the model values the same flat built earlier far above it (engine `older_flat`),
 * without a full stop: the valuation result's note and the suggestion card's reason say it in these words. It states
 * only the model's own check, not what the neighbourhood's listings show (nobody counted them there).
 */
export function olderFlatWords(buildYear: number, toman: number): string {
  return (
    `مدل همین ملک را با سال ساخت ${toPersianDigits(buildYear)} حدود ${formatMoney(toman)} برآورد می‌کند، بسیار بیشتر از این ملک نوسازتر؛ ` +
    'پس اطمینان این برآورد پایین است و شاید بسیار کمتر از ارزش ملک باشد'
  );
}

/**
 * Why a sale estimate is doubted when the model values the same flat a few m² smaller above it (engine `smaller_flat`),
 * without a full stop: the suggestion card's reason says it. It opens like the valuation result's note
 * (features/valuation estimate-basis.ts `smallerFlatText`). «شاید کمتر از ارزش ملک باشد», not «بسیار»: the check
 * fires from SMALLER_FLAT_TOLERANCE (5 %) up, and the smaller flat's figure may be the one that is off.
 */
export function smallerFlatWords(area: number, toman: number): string {
  return `${smallerFlatClause(area, toman)} پس اطمینان این برآورد پایین است و شاید کمتر از ارزش ملک باشد`;
}

/** «مدل همین ملک را با متراژ … برآورد می‌کند، بیشتر از این ملک بزرگ‌تر؛» — what both smaller-flat notes open with. */
export function smallerFlatClause(area: number, toman: number): string {
  return `مدل همین ملک را با متراژ ${formatDecimal(area, 1)} متر حدود ${formatMoney(toman)} برآورد می‌کند، بیشتر از این ملک بزرگ‌تر؛`;
}

/**
 * «برآورد به ماهی دیرتر از آگهی‌ها خطای بیشتری دارد: …» from the index's check on later sale listings (ml/REPORT.md);
 * null without it. The result page's accuracy note and the chat bot's accuracy answer say it.
 */
export function laterCheckSentence(a: ModelAccuracy): string | null {
  if (!a.later || a.later.rows.length === 0) return null;
  const rows = [...a.later.rows].sort((x, y) => x.year - y.year);
  // A year named once: a second file of the same year (1403's official sample beside its ads) is «دیگر همان سال».
  const parts = rows.map((l, i) =>
    i > 0 && rows[i - 1].year === l.year
      ? `روی ${formatNumber(l.n)} آگهی دیگر همان سال میانهٔ خطا ${formatPercent(l.mdape * 100, 1)}`
      : `روی ${formatNumber(l.n)} آگهی ${toPersianDigits(l.year)} میانهٔ خطا ${formatPercent(l.mdape * 100, 1)}`,
  );
  return (
    `برآورد به ماهی دیرتر از آگهی‌ها خطای بیشتری دارد: مدلی که تنها با آگهی‌های ${toPersianDigits(a.later.fitted_year)} ساخته شد و برآوردش با شاخص قیمت منطقه به ماه هر آگهی برده شد، ` +
    `${parts.join(' و ')} داشت. برای ماه‌های پس از ${formatJalaliMonth(a.later.last_month)} داده‌ای برای آزمودن آن نیست.`
  );
}
