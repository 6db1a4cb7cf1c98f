import { useEffect } from 'react';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';

/** What the service dialog saved before going to the gateway (its context minus the callback, and the page's path). */
export interface PendingService {
  path?: string;
  formValues?: Record<string, unknown>;
  /** The service (name) the user had chosen when they left to buy credit: the reopened dialog chooses it first. */
  preferredService?: unknown;
}

/** The service the user chose before the gateway, when what was saved names one (sessionStorage is anyone's text). */
export function chosenBeforeGateway(pending: PendingService): string | undefined {
  return typeof pending.preferredService === 'string' && pending.preferredService ? pending.preferredService : undefined;
}

type PaymentReturnDetail = { transaction?: { status?: string }; pending?: PendingService | null };

/**
 * Calls `onPaid` with what the service dialog saved when the gateway return verified on this page was paid
 * (PAYMENT_RETURN_EVENT) and `enabled`: a form submits again, a result page reopens its upgrade. `onUnpaid` hears a
 * return that did not pay (cancelled, failed, still pending), so the page can keep the user's choice for the next try.
 */
export function usePaidReturnHere(onPaid: (pending: PendingService) => void, enabled: boolean, onUnpaid?: (pending: PendingService) => void) {
  useEffect(() => {
    function onReturn(event: Event) {
      const detail = (event as CustomEvent<PaymentReturnDetail>).detail;
      const pending = detail?.pending;
      if (!pending || pending.path !== window.location.pathname || !enabled) return;
      if (detail?.transaction?.status === 'paid') onPaid(pending);
      else onUnpaid?.(pending);
    }
    window.addEventListener(PAYMENT_RETURN_EVENT, onReturn);
    return () => window.removeEventListener(PAYMENT_RETURN_EVENT, onReturn);
  }, [onPaid, enabled, onUnpaid]);
}
