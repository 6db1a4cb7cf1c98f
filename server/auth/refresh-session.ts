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
 * How long after its rotation a refresh token may be presented again by its own holder, not a thief: two tabs of one
 * browser share the stored tokens and may refresh at the same moment with the same token, and a refresh whose answer
 * was lost (a flaky mobile network, a reload mid-refresh) leaves the client holding the rotated token. The client's
 * refresh gives up well inside this window and is sent once more at once (lib/api-client.ts, REFRESH_TIMEOUT_MS), so
 * that retry lands inside it.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * POST /api/users/token/refresh/: exchanges a refresh token for a new access token and a new refresh token
 * (rotation); the presented one is revoked. Presenting an already-rotated token means it was copied: the
 * whole family (that sign-in) is revoked, so neither the thief nor the user keeps the session.
 *
 * The exception is a token rotated less than REFRESH_REUSE_GRACE_MS ago in a session that is still live (a "reuse
 * interval", as Auth0's): that caller gets a new refresh token too, a sibling in the same family, and the successor
 * already issued stays live. Answering with an access token only is not enough: a client whose answer was lost still
 * holds the rotated token, presents it again at the next access expiry (15 min, beyond the window) and would be
 * signed out as a thief. The successor stays live because two tabs share localStorage and either answer may be the
 * one stored last. The window is anchored to the first rotation (a reuse does not extend it), so a token copied and
 * presented later than that still revokes the family, siblings included; what the window gives away is that a thief
 * presenting a copied token within 30 s of its rotation gets a chain of their own, as the holder of that token
 * before its rotation would have anyway.
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
        if (live) {
          const sibling = randomToken();
          await tx.insert(refreshTokens).values(newRow(row, sibling, now));
          return { userId: row.userId, familyId: row.familyId, refresh: sibling };
        }
      }
      await revokeSession(tx, row.familyId, now);
      return null;
    }
    if (row.expiresAt.getTime() <= now.getTime()) return null;

    const next = randomToken();
    const successor = newRow(row, next, now);
    await tx.insert(refreshTokens).values(successor);
    await tx.update(refreshTokens).set({ revokedAt: now, replacedBy: successor.id }).where(eq(refreshTokens.id, row.id));
    return { userId: row.userId, familyId: row.familyId, refresh: next };
  });
  if (!outcome) throw invalidRefresh();
  const access = await signAccessToken(outcome.userId, outcome.familyId);
  return { access, refresh: outcome.refresh };
}

/** A new refresh token of the same sign-in, with a full lifetime from `now`. */
function newRow(of: { userId: string; familyId: string }, token: string, now: Date) {
  return {
    id: randomUUID(),
    userId: of.userId,
    familyId: of.familyId,
    tokenHash: sha256(token),
    expiresAt: refreshExpiry(now),
    createdAt: now,
  };
}
