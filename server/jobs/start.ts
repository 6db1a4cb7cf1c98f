import 'server-only';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { DatabaseInUseError, handleOwnerRequests } from '@/server/db/owner';
import { log } from '@/server/core/log';
import { purgeExpired } from './housekeeping';
import { reconcileNow } from './reconcile';
import { startBatchWorker } from '@/server/request-api/batch/batch-worker';

const MINUTE = 60_000;

function every(minutes: number, name: string, task: () => Promise<unknown>): void {
  if (minutes <= 0) return;
  const timer = setInterval(() => {
    task()
      .then((report) => log.info(`${name} done`, { report }))
      .catch((error: unknown) => log.error(`${name} failed`, { error }));
  }, minutes * MINUTE);
  timer.unref();
}

/**
 * The server's start (instrumentation.ts): open the database now, so a second app on the same embedded folder
 * stops at once with a clear message instead of failing its first request, then start the scheduled jobs (payments
 * reconcile, and an hourly purge of expired codes, tokens and rate-limit counters) and the batch valuation worker,
 * which resumes the jobs a restart interrupted (their state is in the database) and waits for new ones.
 * `npm run payments:reconcile` reaches the same job through the owner's socket (server/db/owner.ts).
 */
export async function startServerJobs(): Promise<void> {
  try {
    await getDb();
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    // Anything else (a PostgreSQL server not up yet) is retried by the next request; /api/health/ says 503 meanwhile.
    log.error('database not available at start', { error });
  }
  handleOwnerRequests('reconcile', (request) =>
    reconcileNow(typeof request.olderThanMinutes === 'number' ? request.olderThanMinutes : undefined),
  );
  every(serverEnv().RECONCILE_INTERVAL_MINUTES, 'payments reconcile', () => reconcileNow());
  every(60, 'housekeeping', () => purgeExpired());
  // A database not reachable yet (a PostgreSQL server still starting) is retried by the worker's sweep.
  await startBatchWorker().catch((error: unknown) => log.error('batch worker not started', { error }));
}
