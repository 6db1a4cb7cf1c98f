import { ResultNotFound } from '@/features/shared/result/result-not-found';

export function ValuationNotFound() {
  return (
    <ResultNotFound testId="valuation-not-found" title="نتیجهٔ قیمت‌گذاری پیدا نشد" action={{ href: '/price', label: 'قیمت‌گذاری ملک' }}>
      قیمت‌گذاری‌ای با این نشانی پیدا نشد؛ ممکن است پیوند ناقص کپی شده باشد. می‌توانید ملک خود را دوباره قیمت‌گذاری کنید.
    </ResultNotFound>
  );
}
