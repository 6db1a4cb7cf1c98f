import 'server-only';
import { randomUUID } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import type { TokenPair } from '@/lib/contracts/auth';
import type { Db, Tx } from '@/server/db/client';
import { refreshTokens } from '@/server/db/schema/auth';
import { signAccessToken } from './access-token';
import { randomToken, sha256 } from './hashing';

export function refreshExpiry(now: Date): Date {
  return new Date(now.getTime() + serverEnv().REFRESH_TOKEN_TTL_DAYS * 86_400_000);
}

/**
 * Starts a session: a short-lived access JWT and an opaque refresh token, stored as its SHA-256 only, opening a
 * new token family (the family is what a logout or a detected reuse revokes).
 */
export async function issueSession(db: Db | Tx, userId: string, now = new Date()): Promise<TokenPair> {
  const refresh = randomToken();
  const familyId = randomUUID();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(refresh),
    expiresAt: refreshExpiry(now),
    createdAt: now,
  });
  // Access tokens are checked against the real clock by the route wrapper, so they are signed with it too.
  return { access: await signAccessToken(userId, familyId), refresh };
}
