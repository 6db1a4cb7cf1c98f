import type { QueryClient } from '@tanstack/react-query';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { userKeys } from '@/features/shared/user/user-keys';
import { userDataChanged } from '@/features/shared/user/user-data-changed';

/**
 * Fetches the user (credits included) again now that the payment is settled, and tells the other tabs. A first fetch
 * still in flight (the page has just loaded) may have been answered before the payment was, and invalidating alone
 * would reuse it (TanStack Query only cancels an in-flight fetch for a query that already has data): cancel it, then
 * fetch anew.
 */
export async function refreshUserAfterPayment(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: userKeys.all });
  await userDataChanged(client);
}

/**
 * After a payment check (the gateway's return, /verify-subscription-payment): only the check that confirmed the
 * payment changed a balance, so only it makes every tab refetch. A payment confirmed earlier (a reopened link, a
 * reload, the reconcile job got there first) is refetched in this tab alone, in case it showed the balance from
 * before; a pending, failed or cancelled one changed nothing.
 */
export async function refreshAfterPaymentCheck(client: QueryClient, t: Pick<PaymentTransaction, 'status' | 'newly_paid'>): Promise<void> {
  if (t.newly_paid) await refreshUserAfterPayment(client);
  else if (t.status === 'paid') await client.invalidateQueries({ queryKey: userKeys.all });
}
