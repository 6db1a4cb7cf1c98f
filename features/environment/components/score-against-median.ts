import { toPersianDigits } from '@/lib/fa/digits';

/**
 * The sentence comparing a place's overall score with Tehran's median, from the two figures as the page shows them
 * (whole numbers): 57.5 against 48.2 reads «۵۸» and «۴۸», so the gap it states is ۱۰, not the ۹ of the raw scores.
 */
export function scoreAgainstMedian(overall: number, median: number): string {
  const shownMedian = Math.round(median);
  const gap = Math.round(overall) - shownMedian;
  const place = gap === 0 ? 'هم‌تراز میانه است.' : `${toPersianDigits(Math.abs(gap))} امتیاز ${gap > 0 ? 'بالاتر' : 'پایین‌تر'} از میانه است.`;
  return `میانهٔ امتیاز محله‌های تهران ${toPersianDigits(shownMedian)} است؛ این محل ${place}`;
}
