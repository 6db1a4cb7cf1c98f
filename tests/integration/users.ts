import { eq } from 'drizzle-orm';
import { issueSession } from '@/server/auth/issue-session';
import { postEntry, readBalance } from '@/server/credits/ledger';
import { getDb } from '@/server/db/client';
import { creditLedger } from '@/server/db/schema/billing';
import { users } from '@/server/db/schema/core';

// Every integration test file gets a database of its own (tests/setup/integration.ts), so a counter is enough to
// keep mobile numbers unique.
let seq = 0;

export interface TestUser {
  id: string;
  mobile: string;
  token: string;
}

/** A new account holding `paid` purchased credits (as an admin adjustment), signed in (a live session's access token). */
export async function userWith(paid = 0): Promise<TestUser> {
  const db = await getDb();
  const mobile = `0912${String(++seq).padStart(7, '0')}`;
  const [u] = await db.insert(users).values({ mobileNumber: mobile }).returning({ id: users.id });
  if (paid > 0) await grantPaid(u.id, paid);
  return { id: u.id, mobile, token: (await issueSession(db, u.id)).access };
}

export async function grantPaid(userId: string, amount: number): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => postEntry(tx, { userId, entryType: 'adjustment', paidDelta: amount }));
}

export const paidBalance = async (userId: string): Promise<number> => (await readBalance(await getDb(), userId)).paid;

export async function spendEntries(userId: string) {
  const db = await getDb();
  return (await db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).filter((e) => e.entryType === 'spend');
}
