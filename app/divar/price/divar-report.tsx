'use client';
import dynamic from 'next/dynamic';
import { LoadWhenVisible } from '@/components/ui/load-when-visible';
import lean from '@/components/ui/lean.module.css';
import { withProviders } from '@/components/providers/with-providers';
import type { ModelAccuracy, ValuationResult } from '@/lib/contracts/valuation';

// The report's sections are /price-result's own (MUI, charts): they load as the user goes on to them (scrolls, or
// taps the button), so the first screen in Divar's webview carries only the verdict.
const ValuationReportSections = dynamic(
  withProviders(() => import('@/features/valuation/components/valuation-report').then((m) => m.ValuationReportSections)),
  { ssr: false, loading: () => <div className={lean.skeleton} style={{ height: 480 }} aria-hidden="true" /> },
);

/** The same report sections as /price-result, under the Divar result's verdict. */
export function DivarReport({ result, accuracy }: { result: ValuationResult; accuracy: ModelAccuracy | null }) {
  return (
    <section aria-labelledby="divar-report-title" data-testid="divar-report">
      <h2 id="divar-report-title" className={lean.heading}>
        جزئیات گزارش
      </h2>
      <LoadWhenVisible
        label="نمایش جزئیات گزارش"
        summary="بازهٔ قیمت، عوامل اثرگذار، روند قیمت منطقه، آگهی‌های مشابه، قیمت‌های محله و دقت مدل."
        height={160}
        testId="divar-report-placeholder"
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <ValuationReportSections r={result} accuracy={accuracy} />
        </div>
      </LoadWhenVisible>
    </section>
  );
}
