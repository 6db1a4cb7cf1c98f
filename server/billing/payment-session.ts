import 'server-only';

/** How long a started payment can still be paid at the gateway page: until then, "not paid" means "not yet". */
export const PAYMENT_SESSION_MINUTES = 30;

/** Payments started at or before this moment are past their gateway session at `now`. */
export const sessionCutoff = (now: Date, minutes = PAYMENT_SESSION_MINUTES): Date => new Date(now.getTime() - minutes * 60_000);
