import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { errorMessages } from '@/lib/errors/catalogue';
import { notify } from '@/lib/notify';
import { hasTokensSnapshot } from '@/lib/use-signed-in';

/**
 * A result page is rendered without knowing who looks at it (tokens live in the browser), so it may offer the paid
 * upgrade to someone a shared link reached. Before the service dialog (and any purchase in it), a signed-in
 * viewer's right to the upgrade is asked afresh; a viewer who is not the owner is told so and the offer goes.
 * A failed check lets the flow go on: the upgrade endpoint still decides.
 */
export async function confirmUpgradable<T extends { can_upgrade: boolean }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  fetchFresh: () => Promise<T>,
): Promise<boolean> {
  if (!hasTokensSnapshot()) return true;
  let fresh: T;
  try {
    fresh = await fetchFresh();
  } catch {
    return true;
  }
  queryClient.setQueryData(queryKey, fresh);
  if (!fresh.can_upgrade) notify('error', errorMessages.upgradeOwnerOnly, 'upgrade-owner-only');
  return fresh.can_upgrade;
}
