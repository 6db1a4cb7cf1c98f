import type { ModelAccuracy } from '@/lib/contracts/valuation';
import r from '@/features/shared/result/result.module.css';
import { accuracySentence } from './accuracy-sentence';

export function AccuracyNote({ accuracy, kind }: { accuracy: ModelAccuracy | null; kind: 'sale' | 'rent' }) {
  if (!accuracy) return null;
  return (
    <p className={`${r.alert} ${r.alertInfo}`} data-testid="model-accuracy">
      <strong>دقت منتشرشدهٔ مدل: </strong>
      {accuracySentence(accuracy, kind)}
    </p>
  );
}
