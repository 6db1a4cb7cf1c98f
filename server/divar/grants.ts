import 'server-only';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { divarGrants } from '@/server/db/schema/divar';
import { seal, unseal } from './seal';

/** Stop using a Divar token a minute before it expires, so a call never starts with one about to die. */
const EXPIRY_MARGIN_MS = 60_000;

export async function saveGrant(
  db: Db | Tx,
  input: { userId: string; postToken: string | null; scopes: readonly string[]; accessToken: string; expiresInSeconds: number; divarUserId: string | null },
  now = new Date(),
): Promise<void> {
  await db.insert(divarGrants).values({
    userId: input.userId,
    postToken: input.postToken,
    scopes: input.scopes.join(' '),
    accessToken: seal(input.accessToken),
    divarUserId: input.divarUserId,
    expiresAt: new Date(now.getTime() + input.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS),
    createdAt: now,
  });
}

/** Whether this user ever granted `scope` in a consent about this ad (or about no particular ad). */
export async function hasGranted(db: Db | Tx, userId: string, scope: string, postToken: string): Promise<boolean> {
  const rows = await db
    .select({ scopes: divarGrants.scopes })
    .from(divarGrants)
    .where(and(eq(divarGrants.userId, userId), or(eq(divarGrants.postToken, postToken), isNull(divarGrants.postToken))));
  return rows.some((row) => row.scopes.split(' ').includes(scope));
}

/**
 * The newest live Divar token this user granted that covers `scope` (for a per-ad scope, granted in a consent
 * about that ad, or in one about no particular ad); null when there is none: ask for consent again.
 */
export async function liveGrant(db: Db | Tx, userId: string, scope: string, postToken: string | null, now = new Date()): Promise<{ accessToken: string } | null> {
  const rows = await db
    .select({ scopes: divarGrants.scopes, accessToken: divarGrants.accessToken })
    .from(divarGrants)
    .where(
      and(
        eq(divarGrants.userId, userId),
        gt(divarGrants.expiresAt, now),
        postToken ? or(eq(divarGrants.postToken, postToken), isNull(divarGrants.postToken)) : undefined,
      ),
    )
    .orderBy(desc(divarGrants.createdAt))
    .limit(20);
  for (const row of rows) {
    if (!row.scopes.split(' ').includes(scope)) continue;
    const accessToken = unseal(row.accessToken);
    if (accessToken) return { accessToken };
  }
  return null;
}
