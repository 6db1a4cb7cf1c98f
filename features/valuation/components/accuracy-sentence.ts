import type { ModelAccuracy } from '@/lib/contracts/valuation';
import { formatNumber, formatPercent } from '@/lib/fa/number';

/** The model's published accuracy (ml/REPORT.md, out-of-fold figures) in two Persian sentences. */
export function accuracySentence(a: ModelAccuracy, kind: 'sale' | 'rent'): string {
  const what = kind === 'sale' ? 'قیمت فروش' : 'ارزش اجاره';
  const first = `در آزمون مدل ${what} روی ${formatNumber(a.n)} آگهی که مدل هنگام آموزش ندیده بود، ${formatPercent(a.ppe10 * 100)} برآوردها کمتر از ۱۰٪ و ${formatPercent(a.ppe20 * 100)} کمتر از ۲۰٪ با قیمت آگهی فاصله داشتند.`;
  const coverage = a.coverage80 === null ? '' : ` و قیمت ${formatPercent(a.coverage80 * 100)} آگهی‌ها در بازهٔ ۸۰ درصدی اعلام‌شده بود`;
  return `${first} میانهٔ خطا ${formatPercent(a.mdape * 100, 1)} بود${coverage}.`;
}
