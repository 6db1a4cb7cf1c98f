import type { Metadata } from 'next';
import { SeededQuery } from '@/features/shared/result/seeded-query';
import type { ModelAccuracy, ValuationKind, ValuationResult } from '@/lib/contracts/valuation';
import { formatMoney } from '@/lib/fa/money';
import { valuationKeys } from '../api/valuation-keys';
import { ValuationResultView } from './valuation-result';

// Shared by the two result pages (server components in app/): they read the result through server/ and hand it
// here; the client view then finds it in React Query's cache under the key its own hook uses.

export const RESULT_TITLE: Record<ValuationKind, string> = { sale: 'نتیجهٔ قیمت‌گذاری ملک', rent: 'نتیجهٔ ارزیابی قیمت اجاره' };

export function resultMetadata(kind: ValuationKind, result: ValuationResult | null): Metadata {
  if (!result) return { title: 'نتیجه پیدا نشد', robots: { index: false } };
  const value = result.kind === 'sale' ? result.estimate.total : result.estimate.full_deposit;
  const what = kind === 'sale' ? 'قیمت برآوردی' : 'ارزش رهن کامل';
  const description = `${what} ملک ${result.place.neighbourhood.name} (${result.place.district_name}): ${formatMoney(value)}؛ ${result.label}.`;
  return {
    title: `${RESULT_TITLE[kind]} – ${result.place.neighbourhood.name}`,
    description,
    robots: { index: false },
    openGraph: { title: RESULT_TITLE[kind], description, type: 'article', locale: 'fa_IR' },
    twitter: { card: 'summary', title: RESULT_TITLE[kind], description },
  };
}

export function ValuationPage({ kind, result, accuracy, state }: { kind: ValuationKind; result: ValuationResult; accuracy: ModelAccuracy | null; state?: string }) {
  return (
    <SeededQuery queryKey={valuationKeys.result(kind, result.uuid)} data={result}>
      <ValuationResultView kind={kind} uuid={result.uuid} accuracy={accuracy} state={state} />
    </SeededQuery>
  );
}
