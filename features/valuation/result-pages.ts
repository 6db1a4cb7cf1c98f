import { RESULT_PAGES } from '@/lib/contracts/result-pages';
import type { ValuationKind } from '@/lib/contracts/valuation-constants';

/** The result page of each kind (spec §2); apart from the API calls, so a form names it without loading the client. */
export const RESULT_PAGE: Record<ValuationKind, string> = { sale: RESULT_PAGES.sale, rent: RESULT_PAGES.rent };
