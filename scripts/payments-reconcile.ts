import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { closeDb, databaseKind } from '@/server/db/client';
import { askOwner, DatabaseInUseError } from '@/server/db/owner';
import { DEFAULT_RECONCILE_AGE_MINUTES, reconcileNow } from '@/server/jobs/reconcile';

// npm run payments:reconcile [-- --older-than=30]: settles payments whose callback never arrived and prints a JSON
// report. The running app does this every RECONCILE_INTERVAL_MINUTES on its own; this is for doing it now. On the
// embedded database a running app owns the folder, so it is asked to do it (server/db/owner.ts); with none
// running, or on PostgreSQL, this process does it.
const arg = process.argv.find((a) => a.startsWith('--older-than='));
const olderThanMinutes = arg ? Number(arg.split('=')[1]) : DEFAULT_RECONCILE_AGE_MINUTES;
if (!Number.isFinite(olderThanMinutes) || olderThanMinutes < 0) {
  console.error('usage: payments:reconcile [--older-than=<minutes>]');
  process.exit(2);
}

try {
  await databaseKind();
  console.log(JSON.stringify(await reconcileNow(olderThanMinutes)));
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error;
  const report = await askOwner(path.resolve(serverEnv().DATA_DIR), { op: 'reconcile', olderThanMinutes });
  // The owner stopped between the two steps: the next run opens the folder itself.
  if (report === null) throw error;
  console.log(JSON.stringify(report));
} finally {
  await closeDb();
}
