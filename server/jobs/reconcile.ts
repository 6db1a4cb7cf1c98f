import 'server-only';
import { reconcilePayments, type ReconcileReport } from '@/server/billing/reconcile-payments';
import { getDb } from '@/server/db/client';

/** Payments whose callback never arrived are settled after this long (the user has left the gateway by then). */
export const DEFAULT_RECONCILE_AGE_MINUTES = 30;

let running: Promise<ReconcileReport> | null = null;

/** One reconcile at a time in this process: the schedule and `npm run payments:reconcile` share it. */
export function reconcileNow(olderThanMinutes = DEFAULT_RECONCILE_AGE_MINUTES): Promise<ReconcileReport> {
  running ??= (async () => reconcilePayments(await getDb(), { olderThanMinutes }))().finally(() => {
    running = null;
  });
  return running;
}
