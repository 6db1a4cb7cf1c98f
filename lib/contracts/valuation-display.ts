import type { ValuationConfidence } from './valuation';

// Presentation helpers of the valuation contract with no zod in them (lib/contracts/valuation.ts re-exports them):
// what the result page's client islands need, without the form's validation code.

export const CONFIDENCE_LABEL: Record<ValuationConfidence, string> = { high: 'اطمینان بالا', medium: 'اطمینان متوسط', low: 'اطمینان پایین' };

/** spec §9 rent split at the configured rate: monthly rent for a given deposit, rounded to 100,000 toman. */
export function monthlyRentFor(fullDeposit: number, deposit: number, rate: number): number {
  const d = Math.min(Math.max(deposit, 0), fullDeposit);
  return Math.round(((fullDeposit - d) * rate) / 1e5) * 1e5;
}
