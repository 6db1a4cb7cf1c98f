import { isAxiosError } from 'axios';
import { reportApiError } from '@/lib/api-client';
import type { UpgradeQuote } from '@/lib/contracts/billing';
import { errorMessages } from '@/lib/errors/catalogue';
import { notify } from '@/lib/notify';
import { hasTokensSnapshot } from '@/lib/use-signed-in';

// The steps of a result's upgrade (use-result-upgrade.ts loads this module when they are first needed: a visitor
// who never signs in or upgrades downloads none of it). `store` hands a fresh view of the result to the page.

/**
 * A result page is rendered without knowing who looks at it (tokens live in the browser), so it may offer the paid
 * upgrade to someone a shared link reached. Before the service dialog (and any purchase in it), a signed-in
 * viewer's right to the upgrade is asked afresh; a viewer who is not the owner is told so and the offer goes.
 * A failed check lets the flow go on: the upgrade endpoint still decides.
 */
export async function confirmUpgradable<T extends { can_upgrade: boolean }>(store: (fresh: T) => void, fetchFresh: () => Promise<T>): Promise<boolean> {
  if (!hasTokensSnapshot()) return true;
  let fresh: T;
  try {
    fresh = await fetchFresh();
  } catch {
    return true;
  }
  store(fresh);
  if (!fresh.can_upgrade) notify('error', errorMessages.upgradeOwnerOnly, 'upgrade-owner-only');
  return fresh.can_upgrade;
}

/**
 * The server's price of the upgrade for a signed-in viewer (the base report they paid for counted towards it), so the
 * dialog shows what the upgrade will charge. null without tokens: the dialog asks to sign in first, and a report
 * offered to a visitor is an anonymous free one, nothing paid for it to count. false when it could not be had: the
 * dialog does not open on a price the server may not charge, and its error is told (a 403, someone else's report, in
 * confirmUpgradable's words and toast, so it shows once).
 */
export async function quoteForViewer(fetchQuote: () => Promise<UpgradeQuote>): Promise<UpgradeQuote | null | false> {
  if (!hasTokensSnapshot()) return null;
  try {
    return await fetchQuote();
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 403) notify('error', errorMessages.upgradeOwnerOnly, 'upgrade-owner-only');
    else reportApiError(error, { force: true });
    return false;
  }
}

/**
 * Once on a result page, a signed-in viewer's own view of the result is fetched (quietly), so the upgrade is offered
 * only to whom it belongs from the first look, not withdrawn on the first click, and stays so after a reload.
 */
export async function refreshForViewer<T>(store: (fresh: T) => void, fetchFresh: () => Promise<T>): Promise<void> {
  if (!hasTokensSnapshot()) return;
  try {
    store(await fetchFresh());
  } catch {
    // The page keeps what it was rendered with; confirmUpgradable asks again before any purchase.
  }
}

/**
 * Sends an upgrade. When it fails without an answer (a dropped connection, a timeout, a server error) the server may
 * have upgraded and charged all the same: the result is fetched again, and if it is upgraded the page shows it and
 * the upgrade counts as done, instead of a stale base report offering to be paid for again.
 */
export async function upgradeOrFindUpgraded<T>(
  store: (fresh: T) => void,
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
    store(fresh);
  }
}
