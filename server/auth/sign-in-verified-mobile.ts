import 'server-only';
import { eq } from 'drizzle-orm';
import type { TokenPair } from '@/lib/contracts/auth';
import { serverEnv } from '@/lib/env';
import { grantSignupCredits } from '@/server/credits/account';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/core';
import { issueSession } from './issue-session';
import { lockMobile } from './request-otp';

/**
 * Signs in with a mobile number a trusted party has already verified (Divar's USER_PHONE: the phone its user signed
 * in with), without a one-time code of ours. It is the same account mobile + code sign-in reaches: found by the
 * number, or created as signup creates it (with SIGNUP_FREE_CREDITS) — one account per number (spec §1).
 */
export async function signInVerifiedMobile(db: Db, mobileNumber: string, now = new Date()): Promise<{ userId: string; tokens: TokenPair; created: boolean }> {
  return db.transaction(async (tx) => {
    // The same per-number lock as the code flow, so a signup by code and one by Divar cannot both create the account.
    await lockMobile(tx, mobileNumber);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
    let userId = existing?.id;
    if (!userId) {
      const [created] = await tx.insert(users).values({ mobileNumber, createdAt: now, updatedAt: now }).returning({ id: users.id });
      userId = created.id;
      await grantSignupCredits(tx, userId, serverEnv().SIGNUP_FREE_CREDITS);
    }
    return { userId, tokens: await issueSession(tx, userId, now), created: !existing };
  });
}
