import type { ValuationKind } from '@/lib/contracts/valuation';

// Query keys of the sale/rent valuation feature (architecture rule 5). The result pages seed `result` on the server.
export const valuationKeys = {
  all: ['valuation'] as const,
  result: (kind: ValuationKind, uuid: string) => [...valuationKeys.all, 'result', kind, uuid] as const,
};
