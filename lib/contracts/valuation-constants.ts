import { jalaliYear } from '@/lib/fa/jalali-month';

// What the valuation pages need at run time without the zod contract (lib/contracts/valuation.ts re-exports it):
// a lean page (Divar's webview) loads zod only when its form first validates.

export type ValuationKind = 'sale' | 'rent';

/** Service families of spec §3 behind each kind. */
export const VALUATION_FAMILY = { sale: 'price_evaluation', rent: 'rental_evaluation' } as const satisfies Record<ValuationKind, string>;

export const BUILD_YEAR_MIN = 1300;
/** The current Jalali year (Tehran); build years up to it are accepted (a flat finished this year). */
export const buildYearMax = (): number => jalaliYear(new Date());
