import type { ModelAccuracy } from '@/lib/contracts/valuation';
import { laterCheckSentence } from '@/lib/contracts/valuation-display';
import { formatNumber, formatPercent } from '@/lib/fa/number';

/**
 * The model's published accuracy (ml/REPORT.md, out-of-fold figures) in Persian sentences. For sale, also the market
 * index's check on later listings: an estimate carried to a later month errs more than the out-of-fold figure, and
 * nothing tests the months after the last checked year (the rent page's price-date note says the same of rent).
 */
export function accuracySentence(a: ModelAccuracy, kind: 'sale' | 'rent'): string {
  const what = kind === 'sale' ? 'قیمت فروش' : 'ارزش اجاره';
  const first = `در آزمون مدل ${what} روی ${formatNumber(a.n)} آگهی که مدل هنگام آموزش ندیده بود، ${formatPercent(a.ppe10 * 100)} برآوردها کمتر از ۱۰٪ و ${formatPercent(a.ppe20 * 100)} کمتر از ۲۰٪ با قیمت آگهی فاصله داشتند.`;
  const coverage = a.coverage80 === null ? '' : ` و قیمت ${formatPercent(a.coverage80 * 100)} آگهی‌ها در بازهٔ ۸۰ درصدی اعلام‌شده بود`;
  const sentence = `${first} میانهٔ خطا ${formatPercent(a.mdape * 100, 1)} بود${coverage}.`;
  const later = kind === 'sale' ? laterCheckSentence(a) : null;
  return later ? `${sentence} ${later}` : sentence;
}
