'use client';
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { useDialog } from '@/components/dialogs/dialog-store';
import { tokenStore } from '@/lib/auth-tokens';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { PENDING_SERVICE_KEY, VERIFY_PAYMENT_PATH } from '@/lib/contracts/billing-constants';
import { userKeys } from '@/lib/user-keys';
import { fetchTransaction } from '../api/credits-api';

// The dialogs load when first opened: a page view that never opens them pays nothing for them.
const ServiceDialog = dynamic(() => import('./service-dialog').then((m) => m.ServiceDialog), { ssr: false });
const PaymentNoticeDialog = dynamic(() => import('./payment-notice-dialog').then((m) => m.PaymentNoticeDialog), { ssr: false });

/** Dispatched on window after a gateway return is verified: `detail` = { transaction, pending } (the saved dialog context). */
export const PAYMENT_RETURN_EVENT = 'billing:payment-return';

// One verification per authority per page load, whatever React does with effects (strict mode runs them twice).
const handled = new Set<string>();

function useGatewayReturn() {
  const pathname = usePathname();
  const queryClient = useQueryClient();
  useEffect(() => {
    // /verify-subscription-payment shows the outcome itself.
    if (pathname === VERIFY_PAYMENT_PATH) return;
    const url = new URL(window.location.href);
    const authority = url.searchParams.get('Authority');
    const status = url.searchParams.get('Status');
    if (!authority || !status || handled.has(authority)) return;
    handled.add(authority);
    // spec §2: the gateway returns to the same page with query parameters; strip them once read.
    url.searchParams.delete('Authority');
    url.searchParams.delete('Status');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    if (!tokenStore.access() && !tokenStore.refresh()) return;

    let pending: unknown = null;
    try {
      pending = JSON.parse(sessionStorage.getItem(PENDING_SERVICE_KEY) ?? 'null');
      sessionStorage.removeItem(PENDING_SERVICE_KEY);
    } catch {
      pending = null;
    }
    fetchTransaction(authority)
      .then((transaction: PaymentTransaction) => {
        if (transaction.status === 'paid') notify('success', transaction.message, `payment-${authority}`);
        else if (transaction.status === 'pending') notify('info', transaction.message, `payment-${authority}`);
        else notify('error', transaction.message, `payment-${authority}`);
        window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, { detail: { transaction, pending } }));
      })
      .catch(() => undefined) // the API client already toasted the failure
      .finally(() => void queryClient.invalidateQueries({ queryKey: userKeys.all }));
  }, [pathname, queryClient]);
}

/**
 * Global billing pieces, mounted once in app/providers.tsx: the service-choice dialog and the payment notice
 * (opened through the dialog store), and the handling of a gateway return on any page.
 */
export function BillingHost() {
  useGatewayReturn();
  const service = useDialog('service');
  const notice = useDialog('paymentNotice');
  // Mounted from their first opening on, so they can animate out when closed.
  const [loaded, setLoaded] = useState({ service: false, notice: false });
  if ((service && !loaded.service) || (notice && !loaded.notice))
    setLoaded({ service: loaded.service || Boolean(service), notice: loaded.notice || Boolean(notice) });
  return (
    <>
      {loaded.service && <ServiceDialog />}
      {loaded.notice && <PaymentNoticeDialog />}
    </>
  );
}
