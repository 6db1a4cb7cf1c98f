import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { errorMessages } from '@/lib/errors/catalogue';
import { notify } from '@/lib/notify';
import { hasTokensSnapshot, useSignedIn } from '@/lib/use-signed-in';

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

/**
 * Once on a result page, a signed-in viewer's own view of the result is fetched (quietly), so the upgrade is offered
 * only to whom it belongs from the first look, not withdrawn on the first click, and stays so after a reload.
 */
export async function refreshForViewer<T>(queryClient: QueryClient, queryKey: QueryKey, fetchFresh: () => Promise<T>): Promise<void> {
  if (!hasTokensSnapshot()) return;
  try {
    queryClient.setQueryData(queryKey, await fetchFresh());
  } catch {
    // The page keeps what it was rendered with; confirmUpgradable asks again before any purchase.
  }
}

/**
 * Runs refreshForViewer on arrival and again whenever the viewer signs in on the page (`fetchFresh` must be stable:
 * a new one fetches again). Returns whether the result
 * shown is the viewer's own view: false while a signed-in viewer's is being fetched (offer nothing paid till then).
 */
export function useRefreshForViewer<T>(queryKey: QueryKey, fetchFresh: () => Promise<T>): boolean {
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const key = JSON.stringify(queryKey);
  const [checked, setChecked] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    void refreshForViewer(queryClient, JSON.parse(key) as QueryKey, fetchFresh).finally(() => {
      if (live) setChecked(key);
    });
    return () => {
      live = false;
    };
  }, [queryClient, key, signedIn, fetchFresh]);
  return !signedIn || checked === key;
}

/**
 * Sends an upgrade. When it fails without an answer (a dropped connection, a timeout, a server error) the server may
 * have upgraded and charged all the same: the result is fetched again, and if it is upgraded the page shows it and
 * the upgrade counts as done, instead of a stale base report offering to be paid for again.
 */
export async function upgradeOrFindUpgraded<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  request: () => Promise<unknown>,
  fetchFresh: () => Promise<T>,
  isUpgraded: (fresh: T) => boolean,
): Promise<void> {
  try {
    await request();
  } catch (error) {
    if (isAxiosError(error) && error.response && error.response.status < 500) throw error;
    const fresh = await fetchFresh().catch(() => null);
    if (fresh === null || !isUpgraded(fresh)) throw error;
    queryClient.setQueryData(queryKey, fresh);
  }
}
