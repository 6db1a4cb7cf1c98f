import type { ModelAccuracy } from '@/lib/contracts/valuation';
import { accuracySentence } from './accuracy-sentence';

/**
 * The models' published accuracy (ml/REPORT.md) for the home page: plain markup, no client JavaScript. Renders
 * nothing while no accuracy has been published.
 */
export function ModelAccuracySummary({ sale, rent, className }: { sale: ModelAccuracy | null; rent: ModelAccuracy | null; className?: string }) {
  if (!sale && !rent) return null;
  return (
    <p className={className} data-testid="home-model-accuracy">
      <strong>دقت منتشرشدهٔ مدل‌ها: </strong>
      {[sale && accuracySentence(sale, 'sale'), rent && accuracySentence(rent, 'rent')].filter(Boolean).join(' ')}
    </p>
  );
}
