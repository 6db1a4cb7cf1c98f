import { z } from 'zod';
import { REPORT_KINDS } from './result-pages';

// A signed-in user's credit history (GET /api/users/credit-history/?page=N): every row of their credit ledger (a plan
// bought, a service paid for, the signup's free credit, a refund, an adjustment by support) and every payment that
// added nothing (still pending, failed, cancelled), newest first, so what they paid, when, and the gateway's tracking
// code are never lost. DRF's page-number pagination, like /api/users/reports/ (the same `page` rule and 404).

export { INVALID_PAGE, reportsQuery as creditHistoryQuery } from './reports';

export const CREDIT_HISTORY_PAGE_SIZE = 20;

/**
 * purchase: a plan paid for at the gateway (its credits added); spend: credits taken for a service; signup_grant:
 * the free credit given at signup; refund: credits given back (an API batch's failed rows); adjustment: credits set
 * by support; payment: a payment that added no credit (pending, failed or cancelled).
 */
export const CREDIT_ENTRY_KINDS = ['purchase', 'spend', 'signup_grant', 'refund', 'adjustment', 'payment'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'cancelled'] as const;

/** What a spend (or its refund) paid for: a report, a report's upgrade to the extended one, an API batch. */
export const CHARGE_ORIGINS = ['report', 'upgrade', 'batch'] as const;

export const creditHistoryEntry = z.object({
  /** Stable across pages: `ledger:{id}` or `payment:{uuid}`. */
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** When the credits moved (a purchase: when the payment was confirmed); a payment that added none: when it started. */
  created_at: z.iso.datetime({ offset: true }),
  /** Bought credits added (positive) or taken (negative). */
  paid_delta: z.number().int(),
  /** Free credits added or taken. */
  free_delta: z.number().int(),
  /** The service a spend or a refund was for. */
  service: z.object({ name: z.string(), title: z.string() }).nullable(),
  origin: z.enum(CHARGE_ORIGINS).nullable(),
  /** The result page of the report a spend paid for, when the ledger's reference names one. */
  report: z.object({ kind: z.enum(REPORT_KINDS), uuid: z.uuid(), url: z.string() }).nullable(),
  /** The payment behind a purchase, or the payment that added nothing. Money in toman. */
  payment: z
    .object({
      status: z.enum(PAYMENT_STATUSES),
      plan_name: z.string(),
      plan_label: z.string(),
      credits: z.number().int(),
      amount: z.number().int(),
      discount_percent: z.number().int(),
      /** The gateway's tracking code (شمارهٔ پیگیری), once the payment is confirmed. */
      ref_id: z.string().nullable(),
      /** The gateway's id of the payment: the verify page checks it again with the gateway. */
      authority: z.string().nullable(),
    })
    .nullable(),
});
export type CreditHistoryEntry = z.output<typeof creditHistoryEntry>;

export const creditHistoryPage = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(creditHistoryEntry),
});
export type CreditHistoryPage = z.output<typeof creditHistoryPage>;
