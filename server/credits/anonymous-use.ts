import 'server-only';
import { createHmac } from 'node:crypto';
import { ANONYMOUS_FAMILIES, type AnonymousFamily } from '@/lib/contracts/billing';
import { jalaliMonthKey } from '@/lib/fa/jalali-month';
import type { Db, Tx } from '@/server/db/client';
import { anonymousUses } from '@/server/db/schema/billing';
import { jwtSecret } from '@/server/auth/jwt-secret';
import { upgradeRequired } from '@/server/http/errors';

/** spec §8 (426): 'to use this service again please register'. */
export const REGISTER_TO_CONTINUE = 'برای استفادهٔ دوباره از این سرویس لطفاً ثبت نام کنید.';

/**
 * A privacy-respecting device fingerprint: HMAC-SHA256 of IP and user agent under a server secret. The raw IP is
 * never stored, and the value cannot be reversed or correlated across deployments (different secret).
 */
export function anonymousFingerprint(request: Request, ip: string): string {
  const userAgent = request.headers.get('user-agent') ?? '';
  return createHmac('sha256', jwtSecret()).update(`anon-use\u0000${ip}\u0000${userAgent}`).digest('base64url');
}

/**
 * Records one anonymous use of a family in the current Jalali month; throws 426 (spec §8) when this fingerprint
 * already used it. Call inside the evaluation's transaction so a failed evaluation does not count. The primary
 * key makes it atomic under concurrency: exactly one of two simultaneous first uses wins.
 */
export async function consumeAnonymousUse(
  tx: Db | Tx,
  input: { fingerprint: string; family: AnonymousFamily; at?: Date },
): Promise<void> {
  if (!ANONYMOUS_FAMILIES.includes(input.family)) throw upgradeRequired(REGISTER_TO_CONTINUE);
  const inserted = await tx
    .insert(anonymousUses)
    .values({ fingerprint: input.fingerprint, family: input.family, period: jalaliMonthKey(input.at) })
    .onConflictDoNothing()
    .returning({ period: anonymousUses.period });
  if (inserted.length === 0) throw upgradeRequired(REGISTER_TO_CONTINUE);
}
