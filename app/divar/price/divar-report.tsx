import lean from '@/components/ui/lean.module.css';
import { ValuationReportSections } from '@/features/valuation/components/valuation-report';
import type { ModelAccuracy, ValuationResult } from '@/lib/contracts/valuation';

/**
 * The same report sections as /price-result under the Divar result's verdict: /price-result's own server-rendered
 * sections (markup and CSS; the rent slider and the map are its small client islands, the map loading when seen).
 */
export function DivarReport({ result, accuracy }: { result: ValuationResult; accuracy: ModelAccuracy | null }) {
  return (
    <section aria-labelledby="divar-report-title" data-testid="divar-report">
      <h2 id="divar-report-title" className={lean.heading}>
        جزئیات گزارش
      </h2>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <ValuationReportSections v={result} accuracy={accuracy} />
      </div>
    </section>
  );
}
