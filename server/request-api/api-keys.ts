import 'server-only';

import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, API_KEYS_PER_USER, type ApiKeySummary, type CreatedApiKey } from '@/lib/contracts/request-api';
import { hashesEqual, sha256 } from '@/server/auth/hashing';
import { NotFound, NotSignedIn, Refused } from '@/server/core/errors';
import type { Db } from '@/server/db/client';
import { apiKeys } from '@/server/db/schema/api';

// A key is `arz_<id>_<secret>`: `arz_<id>` (the prefix, 12 characters) is stored in clear, unique, to find the key
// in one index probe and to show the owner which key is which; the whole key is stored only as its SHA-256. The
// secret is 32 random bytes, so a fast hash is safe (nobody can guess 256 bits from a dump).

const PREFIX_ID_LENGTH = 8;
const KEY_PATTERN = /^arz_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const API_KEY_NOT_VALID = 'کلید API معتبر نیست.';
export const API_KEY_REVOKED = 'این کلید API باطل شده است.';
export const API_KEY_MISSING = 'کلید API را در سرآیند Authorization به شکل «Api-Key <کلید>» بفرستید.';
export const API_KEY_NOT_FOUND = 'کلید API پیدا نشد.';
const TOO_MANY_KEYS = `هر حساب حداکثر ${API_KEYS_PER_USER.toLocaleString('fa-IR')} کلید فعال دارد؛ کلیدی را که استفاده نمی‌کنید باطل کنید.`;

function randomId(length: number): string {
  // 248 = 62 × 4: bytes at or above it are dropped, so every character is equally likely.
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) if (b < 248 && out.length < length) out += ALPHABET[b % 62];
  }
  return out;
}

/** A new key: what the owner is shown once, and what is stored. */
export function generateApiKey(): { key: string; prefix: string; secretHash: string } {
  const prefix = `${API_KEY_PREFIX}${randomId(PREFIX_ID_LENGTH)}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, secretHash: sha256(key) };
}

type KeyRow = typeof apiKeys.$inferSelect;

function summary(row: KeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    rate_limit_per_minute: row.rateLimitPerMinute,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function createApiKey(db: Db, userId: string, name: string): Promise<CreatedApiKey> {
  return db.transaction(async (tx) => {
    // Serialises one user's creations, so two at once cannot both pass the cap.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`api-keys:${userId}`}))`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if (n >= API_KEYS_PER_USER) throw new Refused(TOO_MANY_KEYS);
    const { key, prefix, secretHash } = generateApiKey();
    const [row] = await tx.insert(apiKeys).values({ userId, name, prefix, secretHash }).returning();
    return { ...summary(row), key };
  });
}

/** The user's keys, oldest first, revoked ones included (their usage stays on the page). */
export async function listApiKeys(db: Db, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.prefix));
  return rows.map(summary);
}

/** Revokes one of the user's keys; revoking it again is a no-op. Someone else's key is "not found". */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<ApiKeySummary> {
  const [row] = await db.select().from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId))).limit(1);
  if (!row) throw new NotFound(API_KEY_NOT_FOUND);
  if (row.revokedAt) return summary(row);
  const [updated] = await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id)).returning();
  return summary(updated);
}

/** Who calls with a key: the key and its owner, whose credits pay. */
export interface ApiKeyPrincipal {
  keyId: string;
  userId: string;
  name: string;
  prefix: string;
  rateLimitPerMinute: number;
}

/**
 * The principal of an `Authorization: Api-Key <key>` value; 401 (with a code the client can act on) when the key
 * is malformed, unknown, wrong or revoked. The hash is compared in constant time.
 */
export async function authenticateApiKey(db: Db, key: string): Promise<ApiKeyPrincipal> {
  const match = KEY_PATTERN.exec(key.trim());
  if (!match) throw new NotSignedIn(API_KEY_NOT_VALID, 'api_key_not_valid');
  const prefix = `${API_KEY_PREFIX}${match[1]}`;
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, prefix)).limit(1);
  // An unknown prefix is hashed and compared too, so the answer's timing does not say which prefixes exist.
  const ok = hashesEqual(sha256(key.trim()), row?.secretHash ?? sha256(`${key}\u0000missing`));
  if (!row || !ok) throw new NotSignedIn(API_KEY_NOT_VALID, 'api_key_not_valid');
  if (row.revokedAt) throw new NotSignedIn(API_KEY_REVOKED, 'api_key_revoked');
  return { keyId: row.id, userId: row.userId, name: row.name, prefix: row.prefix, rateLimitPerMinute: row.rateLimitPerMinute };
}
