import 'server-only';

import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { USAGE_DAYS, type ApiUsageDay } from '@/lib/contracts/request-api';
import type { SpendResult } from '@/server/credits/spend-credits';
import type { Db, Tx } from '@/server/db/client';
import { apiKeys, apiUsage } from '@/server/db/schema/api';

const tehranDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Tehran calendar day of a moment, YYYY-MM-DD: usage is counted by the day the customer lives in. */
export function usageDay(at = new Date()): string {
  return tehranDay.format(at);
}

interface UsageDelta {
  calls?: number;
  failedCalls?: number;
  credits?: number;
  batchRows?: number;
}

/** Adds to a key's counters for today (one upsert). */
export async function addUsage(db: Db | Tx, keyId: string, delta: UsageDelta, at = new Date()): Promise<void> {
  const values = { calls: delta.calls ?? 0, failedCalls: delta.failedCalls ?? 0, credits: delta.credits ?? 0, batchRows: delta.batchRows ?? 0 };
  await db
    .insert(apiUsage)
    .values({ apiKeyId: keyId, day: usageDay(at), ...values })
    .onConflictDoUpdate({
      target: [apiUsage.apiKeyId, apiUsage.day],
      set: {
        calls: sql`${apiUsage.calls} + ${values.calls}`,
        failedCalls: sql`${apiUsage.failedCalls} + ${values.failedCalls}`,
        credits: sql`${apiUsage.credits} + ${values.credits}`,
        batchRows: sql`${apiUsage.batchRows} + ${values.batchRows}`,
      },
    });
}

/** One answered call of a key (counted by the route wrapper, whatever its status), and the key's last use. */
export async function recordApiCall(db: Db, keyId: string, failed: boolean, at = new Date()): Promise<void> {
  await addUsage(db, keyId, { calls: 1, failedCalls: failed ? 1 : 0 }, at);
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}

/** The credits a charge took, counted for the key in the charge's own transaction (stored-report's `meter`). */
export function meterFor(keyId: string, onCharged?: (credits: number) => void) {
  return async (tx: Tx, spend: SpendResult): Promise<void> => {
    const credits = spend.charged ? spend.freeSpent + spend.paidSpent : 0;
    onCharged?.(credits);
    if (credits > 0) await addUsage(tx, keyId, { credits });
  };
}

/** The user's usage per key and day over the last USAGE_DAYS days, newest first. */
export async function listApiUsage(db: Db, userId: string, now = new Date()): Promise<ApiUsageDay[]> {
  const keys = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, userId));
  if (keys.length === 0) return [];
  const since = usageDay(new Date(now.getTime() - (USAGE_DAYS - 1) * 86_400_000));
  const rows = await db
    .select()
    .from(apiUsage)
    .where(and(inArray(apiUsage.apiKeyId, keys.map((k) => k.id)), gte(apiUsage.day, since)))
    .orderBy(asc(apiUsage.day));
  return rows.reverse().map((r) => ({
    api_key_id: r.apiKeyId,
    day: r.day,
    calls: r.calls,
    failed_calls: r.failedCalls,
    credits: r.credits,
    batch_rows: r.batchRows,
  }));
}
