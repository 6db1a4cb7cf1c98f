import type { Metadata } from 'next';
import type { ValuationKind, ValuationResult } from '@/lib/contracts/valuation';
import { formatJalaliMonth } from '@/lib/fa/jalali-month';
import { formatMoney } from '@/lib/fa/money';
import { ValuationResultView, type ValuationResultProps } from './valuation-result';

// Shared by the two result pages (server components in app/): they read the result through server/ and hand it
// here, to a view rendered on the server with a few client islands.

export const RESULT_TITLE: Record<ValuationKind, string> = { sale: 'نتیجهٔ قیمت‌گذاری ملک', rent: 'نتیجهٔ ارزیابی قیمت اجاره' };

export function resultMetadata(kind: ValuationKind, result: ValuationResult | null): Metadata {
  if (!result) return { title: 'نتیجه پیدا نشد' };
  const value = result.kind === 'sale' ? result.estimate.total : result.estimate.full_deposit;
  const what = kind === 'sale' ? 'قیمت برآوردی' : 'ارزش رهن کامل';
  const description =
    `${what} ملک ${result.place.neighbourhood.name} (${result.place.district_name})، به قیمت ${formatJalaliMonth(result.price_date)}: ` +
    `${formatMoney(value)}؛ ${result.label}.`;
  return {
    title: `${RESULT_TITLE[kind]} – ${result.place.neighbourhood.name}`,
    description,
    openGraph: { title: RESULT_TITLE[kind], description, type: 'article', locale: 'fa_IR' },
    twitter: { card: 'summary', title: RESULT_TITLE[kind], description },
  };
}

export function ValuationPage(props: ValuationResultProps) {
  return <ValuationResultView {...props} />;
}
