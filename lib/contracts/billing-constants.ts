/** sessionStorage key: the VPN notice (spec §4) is shown once before the first purchase attempt. */
export const VPN_NOTICE_SHOWN_KEY = 'billing:vpn-notice-shown';
/** sessionStorage key: the service dialog's context saved before going to the gateway (minus the callback). */
export const PENDING_SERVICE_KEY = 'billing:pending-service';
/** The page the /subscription flow returns to (spec §2). */
export const VERIFY_PAYMENT_PATH = '/verify-subscription-payment';
/** The verify page's `from` when the credit history's «بررسی دوباره» opened it: its way back then leads there. */
export const VERIFY_FROM_CREDIT_HISTORY = 'credit-history';
/** The credit history's link that has the verify page ask the gateway again (the gateway's own return has no `from`). */
export const verifyAgainUrl = (authority: string) =>
  `${VERIFY_PAYMENT_PATH}?Authority=${encodeURIComponent(authority)}&from=${VERIFY_FROM_CREDIT_HISTORY}`;
/** POST here starts a payment (spec §7); the error catalogue knows its failures by this path. */
export const PAYMENT_START_URL = '/api/payment/payment-subscription/';

/** Dispatched on window after a gateway return is verified (features/credits): `detail` = { transaction, pending }. */
export const PAYMENT_RETURN_EVENT = 'billing:payment-return';

/** spec §3 Plan: the Persian label of each plan's wire name (`sntandard` (sic) and `standard` alike). */
export const PLAN_LABELS: Record<string, string> = {
  base: 'پایه',
  sntandard: 'استاندارد',
  standard: 'استاندارد',
  professional: 'حرفه‌ای',
  commercial: 'تجاری',
};

/** Whole percent off the list price (0 when none): the discount badge of a plan (spec §2 plan card). */
export const discountPercent = (price: number, finalPrice: number) => (price > 0 ? Math.max(0, Math.round(((price - finalPrice) / price) * 100)) : 0);
