import 'server-only';

/** How long a started payment can still be paid at the gateway page: until then, "not paid" means "not yet". */
export const PAYMENT_SESSION_MINUTES = 30;
