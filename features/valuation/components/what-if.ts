import type { ValuationAmenity, ValuationKind, ValuationWhatIf } from '@/lib/contracts/valuation';
import { formatMoney, formatMoneyBeside } from '@/lib/fa/money';

export const AMENITY_LABEL: Record<ValuationAmenity, string> = { elevator: 'آسانسور', parking: 'پارکینگ', storage: 'انباری' };

/** The section's title and the drivers' caption name it the same way. */
export const WHAT_IF_TITLE = 'همین آپارتمان با امکانات دیگر';

/** Under the section: what its figures are, and why the drivers' line for the same amenity differs from them. */
export const WHAT_IF_NOTE =
  'هر رقم برآورد همین مدل برای همین ملک با همین یک تفاوت است؛ رقم آن امکان در «عوامل اثرگذار بر قیمت» سهم آن از برآورد است، نه این تفاوت.';

/** What the flat's own state of the amenity is worth against the same flat flipped: estimate − that flat's figure. */
export function amenityDifference(w: ValuationWhatIf, estimate: number): number {
  return estimate - w.total;
}

/** «۲٫۵ میلیارد تومان کمتر» / «… بیشتر» / «همان برآورد»: the flipped flat against this one. */
function againstEstimate(w: ValuationWhatIf, estimate: number): string {
  const d = w.total - estimate;
  if (d === 0) return 'همان برآورد';
  return `${formatMoney(Math.abs(d))} ${d < 0 ? 'کمتر' : 'بیشتر'}`;
}

/** «بدون آسانسور» / «با پارکینگ»: the flat of the figure. */
export function flippedWords(w: ValuationWhatIf): string {
  return `${w.has ? 'با' : 'بدون'} ${AMENITY_LABEL[w.feature]}`;
}

/**
 * One line of the section: «همین آپارتمان بدون آسانسور: ۲۸٫۲ میلیارد تومان (۲٫۵ میلیارد تومان کمتر)»; rent's figure is
 * its full-deposit equivalent, as the headline's. The figure is shown with as many decimals as it takes not to read as
 * the headline when they differ.
 */
export function whatIfLine(w: ValuationWhatIf, estimate: number, kind: ValuationKind): string {
  const figure = `${kind === 'rent' ? 'معادل رهن کامل ' : ''}${formatMoneyBeside(w.total, estimate)}`;
  return `همین آپارتمان ${flippedWords(w)}: ${figure} (${againstEstimate(w, estimate)})`;
}

/** The same difference, said beside the comparables: «همین ملک بدون آسانسور: ۲٫۵ میلیارد تومان کمتر». */
export function whatIfShort(w: ValuationWhatIf, estimate: number): string {
  return `همین ملک ${flippedWords(w)}: ${againstEstimate(w, estimate)}`;
}
