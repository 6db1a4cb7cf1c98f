import Alert from '@mui/material/Alert';
import type { ModelAccuracy } from '@/lib/contracts/valuation';
import { accuracySentence } from './accuracy-sentence';

export function AccuracyNote({ accuracy, kind }: { accuracy: ModelAccuracy | null; kind: 'sale' | 'rent' }) {
  if (!accuracy) return null;
  return (
    <Alert severity="info" icon={false} data-testid="model-accuracy" sx={{ lineHeight: 2 }}>
      <strong>دقت منتشرشدهٔ مدل: </strong>
      {accuracySentence(accuracy, kind)}
    </Alert>
  );
}
