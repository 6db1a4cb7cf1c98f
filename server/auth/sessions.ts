import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '@/lib/contracts/refs';
import type { Db, Tx } from '@/server/db/client';
import { refreshTokens } from '@/server/db/schema/auth';

/**
 * A sign-in is live while its refresh-token family holds an unrevoked token of `userId`. Logout and theft
 * detection revoke the whole family, so access tokens of that sign-in stop working at once instead of at their
 * expiry; a deleted account takes its tokens with it. Checking the user too means a token can only ever name the
 * account it was issued for, even one signed with a leaked key.
 */
export async function isSessionLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  if (!isUuid(sessionId) || !isUuid(userId)) return false;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Ends a sign-in: every unrevoked token of the family (logout, or a rotated token presented again). */
export async function revokeSession(db: Db | Tx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
}
