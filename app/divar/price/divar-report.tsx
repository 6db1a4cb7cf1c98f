import lean from '@/components/ui/lean.module.css';
import { PriceDateNote } from '@/features/valuation/components/price-date-note';
import { ValuationReportSections } from '@/features/valuation/components/valuation-report';
import type { ModelAccuracy, ValuationResult } from '@/lib/contracts/valuation';

/**
 * The same report sections as /price-result under the Divar result's verdict: /price-result's own server-rendered
 * sections (markup and CSS; the rent slider and the map are its small client islands, the map loading when seen).
 * They open with /price-result's note on the price date (issue 30: every result names the index behind its month, and
 * a rent how it was brought there): the verdict above names the month alone.
 */
export function DivarReport({ result, accuracy }: { result: ValuationResult; accuracy: ModelAccuracy | null }) {
  return (
    <section aria-labelledby="divar-report-title" data-testid="divar-report">
      <h2 id="divar-report-title" className={lean.heading}>
        جزئیات گزارش
      </h2>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {result.price_index && <PriceDateNote kind={result.kind} index={result.price_index} lastTested={accuracy?.backtest_last_month ?? null} />}
        <ValuationReportSections v={result} accuracy={accuracy} />
      </div>
    </section>
  );
}
