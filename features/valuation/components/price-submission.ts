import { valuationForm, type ValuationFormValues } from '@/lib/contracts/valuation';

/** A submission saved before the payment gateway, read back through the same contract. */
export function restorePriceSubmission(saved: unknown): ValuationFormValues | null {
  const parsed = valuationForm.safeParse(saved);
  return parsed.success ? parsed.data : null;
}
