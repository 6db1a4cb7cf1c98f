import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { RefreshResponse } from '@/lib/contracts/auth';
import type { Db } from '@/server/db/client';
import { refreshTokens } from '@/server/db/schema/auth';
import { NotSignedIn } from '@/server/core/errors';
import { signAccessToken } from './access-token';
import { randomToken, sha256 } from './hashing';
import { refreshExpiry } from './issue-session';
import { authMessages } from './messages';
import { revokeSession } from './sessions';

export const invalidRefresh = () =>
  new NotSignedIn(authMessages.refreshInvalid, 'token_not_valid');

/**
 * Two tabs of one browser share the stored tokens and may refresh at the same moment with the same token: the one
 * that comes second within this window is the same user, not a thief.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * POST /api/users/token/refresh/: exchanges a refresh token for a new access token and a new refresh token
 * (rotation); the presented one is revoked. Presenting an already-rotated token means it was copied: the
 * whole family (that sign-in) is revoked, so neither the thief nor the user keeps the session. The exception is a
 * token rotated less than REFRESH_REUSE_GRACE_MS ago in a session that is still live: that caller gets an access
 * token only (no refresh token, so nothing long-lived leaves a possibly copied token), and the session lives on.
 */
export async function refreshSession(db: Db, refresh: string, options: { now?: Date } = {}): Promise<RefreshResponse> {
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refresh)))
      .limit(1)
      .for('update');
    if (!row) return null;
    if (row.revokedAt) {
      if (row.replacedBy && now.getTime() - row.revokedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
        const [live] = await tx
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
          .limit(1);
        if (live) return { userId: row.userId, familyId: row.familyId, refresh: undefined };
      }
      await revokeSession(tx, row.familyId, now);
      return null;
    }
    if (row.expiresAt.getTime() <= now.getTime()) return null;

    const next = randomToken();
    const nextId = randomUUID();
    await tx.insert(refreshTokens).values({
      id: nextId,
      userId: row.userId,
      familyId: row.familyId,
      tokenHash: sha256(next),
      expiresAt: refreshExpiry(now),
      createdAt: now,
    });
    await tx.update(refreshTokens).set({ revokedAt: now, replacedBy: nextId }).where(eq(refreshTokens.id, row.id));
    return { userId: row.userId, familyId: row.familyId, refresh: next };
  });
  if (!outcome) throw invalidRefresh();
  const access = await signAccessToken(outcome.userId, outcome.familyId);
  return outcome.refresh ? { access, refresh: outcome.refresh } : { access };
}
