import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { refreshTokens } from '@/server/db/schema/auth';
import { verifyAccessToken } from './access-token';
import { sha256 } from './hashing';
import { revokeSession } from './sessions';

/**
 * POST /api/users/logout/: ends the sign-in the refresh token belongs to (its whole family, so no rotated sibling
 * survives); the sign-in's access tokens stop working with it (the route wrapper checks the session). A still
 * valid access token sent along ends its own sign-in too, so a client that lost its refresh token can still log
 * out. Unknown or already revoked tokens succeed as well: logging out twice is not an error, and the answer
 * reveals nothing about a token.
 */
export async function logout(
  db: Db,
  refresh: string,
  access?: string | null,
  options: { now?: Date } = {},
): Promise<Record<string, never>> {
  const now = options.now ?? new Date();
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refresh)))
    .limit(1);
  const claims = access ? await verifyAccessToken(access) : null;
  const families = new Set([row?.familyId, claims?.sessionId].filter((id): id is string => id !== undefined));
  for (const familyId of families) await revokeSession(db, familyId, now);
  return {};
}
