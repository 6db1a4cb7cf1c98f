import { useEffect } from 'react';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';

type PaymentReturnDetail = { transaction?: { status?: string }; pending?: { path?: string } | null };

/**
 * Calls `onPaid` when the gateway return verified on this page was paid (PAYMENT_RETURN_EVENT) and `enabled`:
 * a result page reopens the upgrade the user went to buy credit for.
 */
export function usePaidReturnHere(onPaid: () => void, enabled: boolean) {
  useEffect(() => {
    function onReturn(event: Event) {
      const detail = (event as CustomEvent<PaymentReturnDetail>).detail;
      if (detail?.transaction?.status === 'paid' && detail.pending?.path === window.location.pathname && enabled) onPaid();
    }
    window.addEventListener(PAYMENT_RETURN_EVENT, onReturn);
    return () => window.removeEventListener(PAYMENT_RETURN_EVENT, onReturn);
  }, [onPaid, enabled]);
}
