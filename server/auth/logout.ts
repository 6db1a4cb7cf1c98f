import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { refreshTokens } from '@/server/db/schema/auth';
import { sha256 } from './hashing';

/**
 * POST /api/users/logout/: revokes the session the refresh token belongs to (its whole family, so no rotated
 * sibling survives). Unknown or already revoked tokens succeed too: logging out twice is not an error, and the
 * answer reveals nothing about a token. The access token simply runs out (ACCESS_TOKEN_TTL_SECONDS).
 */
export async function logout(db: Db, refresh: string, options: { now?: Date } = {}): Promise<Record<string, never>> {
  const now = options.now ?? new Date();
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refresh)))
    .limit(1);
  if (row) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  }
  return {};
}
