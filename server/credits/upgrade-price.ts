import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { creditLedger } from '@/server/db/schema/billing';
import { reportChargeReference } from './charge-references';

// The price of upgrading a stored base report to its extended one (a sale or rent valuation, a neighbourhood
// evaluation): the one place the rule lives. The upgrade (server/reports/stored-report.ts) charges it, and the
// quote the service dialog shows (GET on the upgrade's path) read the same two functions below, so both always agree.
//
// The rule (a product decision): the extended report bought in two steps costs what it costs in one. The upgrade
// costs the complementary service's credits_required less the credits the base report's own charge took off this
// user's balance (the base service of the same family and agent type, so normally its credits_required), never
// less than zero; a difference of 0 makes the upgrade free.
// - Free credits count as paid: the signup's free credit came off the balance as much as a bought one.
// - A base that took nothing off the balance is not counted: an anonymous visitor's free monthly valuation claimed
//   at the upgrade, a Divar visitor's free use. Its upgrade costs the full complementary price.
// - What was charged is read from the ledger, not today's price list: a repriced base service changes nobody's
//   credit for a report already paid for.

/** What an upgrade costs: the complementary credits less the credits paid for the base, never below zero. */
export function upgradeCredits(complementaryCredits: number, basePaid: number): number {
  return Math.max(0, complementaryCredits - Math.max(0, basePaid));
}


/**
 * The credits a report's own charge took off this user's balance (free and paid alike): 0 when the report cost
 * them nothing (a free use, or a report they did not pay for).
 */
export async function basePaidCredits(db: Db | Tx, input: { userId: string; family: string; reportId: string }): Promise<number> {
  const [spend] = await db
    .select({ paid: creditLedger.paidDelta, free: creditLedger.freeDelta })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.reference, reportChargeReference(input.family, input.reportId)),
        eq(creditLedger.entryType, 'spend'),
        eq(creditLedger.userId, input.userId),
      ),
    )
    .limit(1);
  return spend ? -(spend.paid + spend.free) : 0;
}
