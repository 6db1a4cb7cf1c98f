'use client';
import type { QueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { notify } from '@/lib/notify';
import { tokenStore } from '@/lib/auth-tokens';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { PAYMENT_RETURN_EVENT, PENDING_SERVICE_KEY, VERIFY_PAYMENT_PATH } from '@/lib/contracts/billing-constants';
import { getQueryClient } from '@/lib/query-client';
import { userKeys } from '@/lib/user-keys';
import { fetchTransaction } from '@/lib/billing-api';

/**
 * Fetches the user (credits included) again now that the payment is settled. A first fetch still in flight (the
 * page has just loaded) may have been answered before the payment was, and invalidating alone would reuse it
 * (TanStack Query only cancels an in-flight fetch for a query that already has data): cancel it, then fetch anew.
 */
export async function refreshUserAfterPayment(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: userKeys.all });
  await client.invalidateQueries({ queryKey: userKeys.all });
}

// One verification per authority per page load, whatever React does with effects (strict mode runs them twice).
const handled = new Set<string>();

/**
 * The handling of a gateway return on any page (loaded by billing-host.tsx only when the address carries the
 * gateway's parameters): verify the payment, toast the outcome, tell the page, refresh the user's credits.
 */
export function GatewayReturn() {
  const pathname = usePathname();
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
    fetchTransaction(authority, status)
      .then((transaction: PaymentTransaction) => {
        if (transaction.status === 'paid') notify('success', transaction.message, `payment-${authority}`);
        else if (transaction.status === 'pending') notify('info', transaction.message, `payment-${authority}`);
        else notify('error', transaction.message, `payment-${authority}`);
        window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, { detail: { transaction, pending } }));
      })
      .catch(() => undefined) // the API client already toasted the failure
      .finally(() => void refreshUserAfterPayment(getQueryClient()));
  }, [pathname]);
  return null;
}
