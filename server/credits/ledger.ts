import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { creditBalances, creditLedger, type LedgerEntryType } from '@/server/db/schema/billing';

export interface Balance {
  paid: number;
  free: number;
}

/**
 * Locks the user's balance row for the rest of the transaction (creating it at zero when missing), so every
 * spend and grant for one user is serialised: two concurrent spends can never both see the same balance.
 */
export async function lockBalance(tx: Tx, userId: string): Promise<Balance> {
  await tx.insert(creditBalances).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ paid: creditBalances.paidCredits, free: creditBalances.freeCredits })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .for('update');
  return row;
}

export async function readBalance(db: Db | Tx, userId: string): Promise<Balance> {
  const [row] = await db
    .select({ paid: creditBalances.paidCredits, free: creditBalances.freeCredits })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return row ?? { paid: 0, free: 0 };
}

export interface LedgerEntry {
  userId: string;
  entryType: LedgerEntryType;
  paidDelta?: number;
  freeDelta?: number;
  serviceId?: number | null;
  paymentId?: string | null;
  reference?: string | null;
  note?: string | null;
}

/**
 * Writes one ledger row and applies it to the balance in the same transaction (the caller's). The balance
 * table's CHECK constraints reject anything that would go below zero, whatever the caller computed.
 */
export async function postEntry(tx: Tx, entry: LedgerEntry): Promise<void> {
  const paid = (entry.paidDelta ?? 0) || 0; // `|| 0` turns -0 into 0
  const free = (entry.freeDelta ?? 0) || 0;
  await tx.insert(creditLedger).values({
    userId: entry.userId,
    entryType: entry.entryType,
    paidDelta: paid,
    freeDelta: free,
    serviceId: entry.serviceId ?? null,
    paymentId: entry.paymentId ?? null,
    reference: entry.reference ?? null,
    note: entry.note ?? null,
  });
  // Insert-then-update rather than an upsert: a CHECK is evaluated on an upsert's proposed row before the
  // conflict is resolved, which would reject a debit even when the existing balance covers it.
  await tx.insert(creditBalances).values({ userId: entry.userId }).onConflictDoNothing();
  await tx
    .update(creditBalances)
    .set({
      paidCredits: sql`${creditBalances.paidCredits} + ${paid}`,
      freeCredits: sql`${creditBalances.freeCredits} + ${free}`,
      updatedAt: sql`now()`,
    })
    .where(eq(creditBalances.userId, entry.userId));
}
