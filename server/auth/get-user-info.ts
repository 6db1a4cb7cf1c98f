import 'server-only';
import { eq } from 'drizzle-orm';
import type { UserInfo } from '@/lib/contracts/auth';
import { getCreditSummary } from '@/server/credits/account';
import type { Db, Tx } from '@/server/db/client';
import { users } from '@/server/db/schema/core';
import { NotSignedIn } from '@/server/core/errors';
import { authMessages } from './messages';

/** GET /api/users/user-info/: the profile plus the credit figures billing owns (spec §3 User). */
export async function getUserInfo(db: Db | Tx, userId: string): Promise<UserInfo> {
  const [user] = await db
    .select({ fullName: users.fullName, mobileNumber: users.mobileNumber, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // A valid token for a deleted account: the client refreshes, fails, and signs out.
  if (!user) throw new NotSignedIn(authMessages.userGone);
  const credits = await getCreditSummary(db, userId);
  return {
    full_name: user.fullName,
    mobile_number: user.mobileNumber,
    email: user.email,
    active_credits_count: credits.active_credits_count,
    free_credit_count: credits.free_credits_count,
    services_credit_separately: Object.fromEntries(
      credits.services.map((s) => [
        s.service_name,
        { available_credits: s.available_credits, free_credits: s.free_credits, can_use_service: s.can_use_service },
      ]),
    ),
  };
}
