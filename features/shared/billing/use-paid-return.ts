import { useEffect } from 'react';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';

/** What the service dialog saved before going to the gateway (its context minus the callback, and the page's path). */
export interface PendingService {
  path?: string;
  formValues?: Record<string, unknown>;
}

type PaymentReturnDetail = { transaction?: { status?: string }; pending?: PendingService | null };

/**
 * Calls `onPaid` with what the service dialog saved when the gateway return verified on this page was paid
 * (PAYMENT_RETURN_EVENT) and `enabled`: a form submits again, a result page reopens its upgrade.
 */
export function usePaidReturnHere(onPaid: (pending: PendingService) => void, enabled: boolean) {
  useEffect(() => {
    function onReturn(event: Event) {
      const detail = (event as CustomEvent<PaymentReturnDetail>).detail;
      const pending = detail?.pending;
      if (detail?.transaction?.status === 'paid' && pending?.path === window.location.pathname && enabled) onPaid(pending);
    }
    window.addEventListener(PAYMENT_RETURN_EVENT, onReturn);
    return () => window.removeEventListener(PAYMENT_RETURN_EVENT, onReturn);
  }, [onPaid, enabled]);
}
