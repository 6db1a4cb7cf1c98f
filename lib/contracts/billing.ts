import { z } from 'zod';
import { MAX_ROW_ID, resultUuid, rowId } from '@/lib/contracts/refs';
import { toLatinDigits } from '@/lib/fa/digits';
import { discountCode, discountCodeValue } from '@/lib/validation/rules';
import { messages } from '@/lib/validation/messages';

// Billing contracts (spec §3, §5, §7): services, plans, cities, discount codes, payments, VPN check.
// Money is an integer number of toman everywhere here (architecture rule 8).

export const SERVICE_FAMILIES = [
  'price_evaluation',
  'rental_evaluation',
  'environmental_evaluation',
  'buy_suggestion',
  'rent_suggestion',
  'report',
] as const;
export type ServiceFamily = (typeof SERVICE_FAMILIES)[number];
/**
 * spec §1: the families free once a Jalali month without an account (the server counts; the browser remembers
 * its spent month). A rent valuation is a price_evaluation here, like a sale.
 */
export const ANONYMOUS_FAMILIES = ['price_evaluation', 'buy_suggestion'] as const satisfies readonly ServiceFamily[];
/**
 * Issue 28: a Divar visitor may also evaluate an ad's neighbourhood once a Jalali month without an account (spec §2
 * `noLoginRequired` on the visitor's form), counted and refused (426) like the others; only the Divar visitor's
 * base service is free so (server/environment), so the product pages still ask to sign in.
 */
export const DIVAR_VISITOR_FREE_FAMILIES = ['environmental_evaluation'] as const satisfies readonly ServiceFamily[];
export type AnonymousFamily = (typeof ANONYMOUS_FAMILIES)[number] | (typeof DIVAR_VISITOR_FREE_FAMILIES)[number];
export const AGENT_TYPES = ['product', 'divar_advertiser', 'divar_visitor'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];
export type ServiceKind = 'base' | 'complementary' | 'advanced';

/** spec §3 Service. */
export interface Service {
  id: number;
  name: string;
  title: string;
  service_kind: ServiceKind;
  category_name: ServiceFamily;
  source_agent_type: AgentType;
  credits_required: number;
  /** toman */
  price: number;
}

/** spec §3 Plan: the wire name of the standard plan is `sntandard` (sic); `standard` is accepted as input. */
export const PLAN_NAMES = ['base', 'sntandard', 'professional', 'commercial'] as const;

export interface Plan {
  id: number;
  name: string;
  /** Persian label for the UI. */
  label: string;
  credits: number;
  description: string;
  /** toman */
  price: number;
  /** toman; equals price when the plan has no discount of its own */
  discounted_price: number;
  discount_percent: number;
  is_main: boolean;
}

/** spec §3 City. */
export interface City {
  id: number;
  name: string;
  label: string;
  services_access: { id: number; name: string }[];
}

export const cityQuery = z.object({
  services_access_category: z.enum(SERVICE_FAMILIES).optional(),
});

/** Normalises a plan reference from the client: id, wire name, or the correctly spelled `standard`. */
export const planRef = z.preprocess(
  (v) => (typeof v === 'string' ? toLatinDigits(v).trim().toLowerCase() : v),
  z.union([
    rowId,
    z
      .string()
      .min(1, messages.required)
      .max(40)
      .transform((s) => (/^\d+$/.test(s) && Number(s) <= MAX_ROW_ID ? Number(s) : s === 'standard' ? 'sntandard' : s)),
  ]),
);

/** GET discount-code validation: the code is the subject here, so it must be given. */
export const discountQuery = z.object({ code: discountCodeValue });

/** spec §3: one entry per plan the code applies to. */
export interface PlanDiscount {
  name: string;
  discount_percentage: number;
  /** toman */
  final_price: number;
}

export const paymentRequestBody = z.object({
  plan: planRef,
  callback_url: z.string().min(1, messages.required).max(2000),
  discount_code: discountCode,
});
export type PaymentRequestBody = z.input<typeof paymentRequestBody>;

export interface PaymentLink {
  link: string;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** The gateway's own answer on the callback, passed on: NOK (the user cancelled there) closes an unpaid payment at once. */
export const transactionQuerySchema = z.object({ Status: z.enum(['OK', 'NOK']).optional().catch(undefined) });

/** GET /api/payment/payment-transaction/{authority} */
export interface PaymentTransaction {
  authority: string;
  status: PaymentStatus;
  plan: { id: number; name: string; label: string; credits: number };
  /** toman */
  amount: number;
  discount_percent: number;
  credits_granted: number;
  ref_id: string | null;
  /** Persian, for the verify page and the toast. */
  message: string;
  created_at: string;
  verified_at: string | null;
  /** When the payment was confirmed and its credits granted (ISO); null unless paid. The verify page dates it. */
  paid_at: string | null;
  /**
   * True only on the check that confirmed the payment and granted its credits: a repeat (a reopened link, a reload,
   * another tab, the reconcile job got there first) changed no balance, and the client tells no other tab to refetch.
   */
  newly_paid: boolean;
}

/** GET /api/ip-check/check/ */
export interface IpCheck {
  is_iran: boolean;
}

/** POST /api/admin/discount-codes/ (operations; no UI in the spec). */
export const createDiscountCodeBody = z
  .object({
    code: discountCodeValue,
    percent: z.number().int().min(1).max(99),
    valid_from: z.iso.datetime({ offset: true }).nullish(),
    valid_until: z.iso.datetime({ offset: true }).nullish(),
    max_uses: z.number().int().positive().max(MAX_ROW_ID).nullish(),
    plan: planRef.nullish(),
  })
  .refine((v) => !v.valid_from || !v.valid_until || Date.parse(v.valid_from) < Date.parse(v.valid_until), {
    path: ['valid_until'],
    message: 'پایان اعتبار باید بعد از شروع آن باشد.',
  });
export type CreateDiscountCodeBody = z.input<typeof createDiscountCodeBody>;

/** spec §9: credit price = price / credits_required (toman). */
export const creditPrice = (service: Pick<Service, 'price' | 'credits_required'>) =>
  Math.round(service.price / service.credits_required);


/** Applies a percentage to a toman amount; whole toman. */
export const applyPercent = (toman: number, percent: number) => Math.round((toman * (100 - percent)) / 100);

/**
 * spec §4 service dialog context: what the opener passes to `openDialog('service', …)`. The dialog lists the
 * services of `category` for `agentType` and `serviceKinds`, and calls `onPayWithCredit(service)` when the user
 * chooses to spend credit (the opener creates the evaluation with `service.id`; the server charges it).
 */
export interface ServiceDialogContext {
  category: ServiceFamily;
  /** default 'product' */
  agentType?: AgentType;
  /** default: every kind */
  serviceKinds?: ServiceKind[];
  /** City id or name: only services the city offers are listed (GET /api/houses/city/). */
  city?: number | string;
  /** Added to the gateway's return address, so the opener can restore its state after buying credit. */
  extraQuery?: Record<string, string>;
  /** The opener's form values, kept for the opener (saved in sessionStorage before going to the gateway). */
  formValues?: Record<string, unknown>;
  /**
   * The service of an earlier submission of this same input that got no answer (a dropped connection, a reload
   * while it ran). Paying for it again sends the same request id: the server answers with the report it may already
   * have charged for, without charging again, so it is offered even when the balance no longer covers it.
   */
  unansweredService?: number;
  /**
   * The service (name) the opener already offered at its price (a chat card's «۱ اعتبار»): chosen first instead of
   * the list's first, which may be a dearer one.
   */
  preferredService?: string;
  /** An upgrade of a report already paid for at the base tier: the server's price of each service (GET on its path). */
  upgradeQuote?: UpgradeQuote;
  onPayWithCredit: (service: Service) => Promise<void>;
}

/**
 * GET /api/houses/{price-suggestion,rental-evaluation,environmental-evaluation}-complementary/?uuid=…: what upgrading
 * a report costs its owner (server/credits/upgrade-price.ts), for the service dialog to show before the POST charges
 * the same.
 */
export interface UpgradeQuote {
  uuid: string;
  /** Already the extended report: the upgrade answers without charging. */
  upgraded: boolean;
  /** Credits the base report's own charge took off the balance, counted towards the upgrade (0 when it was free). */
  base_credits_paid: number;
  /** Each complementary service of the report's family and agent type, with what the upgrade costs with it. */
  services: { id: number; name: string; credits_required: number; upgrade_credits: number }[];
}

export const upgradeQuoteQuery = z.object({ uuid: resultUuid('شناسهٔ ارزیابی معتبر نیست') });

// Plain constants live in a zod-free module so always-loaded client code doesn't pull zod into every page.
export { discountPercent, PAYMENT_START_URL, PENDING_SERVICE_KEY, PLAN_LABELS, VERIFY_PAYMENT_PATH, VPN_NOTICE_SHOWN_KEY } from './billing-constants';
