import { closeDb, getDb } from '@/server/db/client';
import { reconcilePayments } from '@/server/billing/reconcile-payments';

// npm run payments:reconcile [-- --older-than=30]: run from cron every few minutes. Prints a JSON report.
const arg = process.argv.find((a) => a.startsWith('--older-than='));
const olderThanMinutes = arg ? Number(arg.split('=')[1]) : 30;
if (!Number.isFinite(olderThanMinutes) || olderThanMinutes < 0) {
  console.error('usage: payments:reconcile [--older-than=<minutes>]');
  process.exit(2);
}

try {
  const report = await reconcilePayments(await getDb(), { olderThanMinutes });
  console.log(JSON.stringify(report));
} finally {
  await closeDb();
}
