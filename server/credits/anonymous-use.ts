import 'server-only';
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { and, count, eq, sql } from 'drizzle-orm';
import { ANONYMOUS_FAMILIES, type AnonymousFamily, DIVAR_VISITOR_FREE_FAMILIES } from '@/lib/contracts/billing';
import { jalaliMonthKey } from '@/lib/fa/jalali-month';
import type { Db, Tx } from '@/server/db/client';
import { anonymousUses } from '@/server/db/schema/billing';
import { jwtSecret } from '@/server/auth/jwt-secret';
import { addressKey } from '@/server/http/client-ip';
import { SignUpRequired } from '@/server/core/errors';

/** spec §8 (426): 'to use this service again please register'. */
export const REGISTER_TO_CONTINUE = 'برای استفادهٔ دوباره از این سرویس لطفاً ثبت نام کنید.';

/**
 * How many devices one address gives their free monthly use of a family. An IPv6 /64 is one subscriber. An IPv4
 * address is often shared by many (offices, and the carriers' NAT in front of most mobile users), so it gets more;
 * whoever comes after is asked to register, which is free and comes with its own free credit.
 */
export const ANONYMOUS_DEVICES_PER_ADDRESS = { ipv4: 20, ipv6: 3 } as const;

/** Who an anonymous request is, as the monthly free use counts it; neither value can be turned back into an address. */
export interface AnonymousClient {
  /** The device: HMAC-SHA256 of address and user agent under a server secret. */
  fingerprint: string;
  /** The address alone (addressKey), so a script that changes its user agent still counts against one address. */
  address: string;
  /** ANONYMOUS_DEVICES_PER_ADDRESS for this kind of address. */
  devicesPerAddress: number;
}

/** Stands in when a caller reached an anonymous use without a client (it can only share one use with its kind). */
export const UNKNOWN_CLIENT: AnonymousClient = { fingerprint: 'unknown', address: 'unknown', devicesPerAddress: 1 };

const hmac = (text: string) => createHmac('sha256', jwtSecret()).update(text).digest('base64url');

export function anonymousClient(request: Request, ip: string): AnonymousClient {
  const userAgent = request.headers.get('user-agent') ?? '';
  const key = addressKey(ip);
  return {
    fingerprint: hmac(`anon-use\u0000${ip}\u0000${userAgent}`),
    address: hmac(`anon-address\u0000${key}`),
    devicesPerAddress: isIP(ip) === 6 ? ANONYMOUS_DEVICES_PER_ADDRESS.ipv6 : ANONYMOUS_DEVICES_PER_ADDRESS.ipv4,
  };
}

/**
 * Records one anonymous use of a family in the current Jalali month; throws 426 (spec §8) when this device already
 * used it, or when its address already gave its devicesPerAddress devices theirs (a user-agent switcher does not
 * get one per request; people behind one shared address get theirs up to the address's allowance). Call inside the
 * evaluation's transaction so a failed evaluation does not count. The primary key makes a device's use atomic, and
 * the address is counted under a lock, so simultaneous first uses cannot pass the cap together.
 */
export async function consumeAnonymousUse(tx: Db | Tx, input: { client: AnonymousClient; family: AnonymousFamily; at?: Date }): Promise<void> {
  if (![...ANONYMOUS_FAMILIES, ...DIVAR_VISITOR_FREE_FAMILIES].includes(input.family)) throw new SignUpRequired(REGISTER_TO_CONTINUE);
  const period = jalaliMonthKey(input.at);
  const { fingerprint, address, devicesPerAddress } = input.client;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`anon:${address}:${input.family}:${period}`}))`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(anonymousUses)
    .where(and(eq(anonymousUses.address, address), eq(anonymousUses.family, input.family), eq(anonymousUses.period, period)));
  if (n >= devicesPerAddress) throw new SignUpRequired(REGISTER_TO_CONTINUE);
  const inserted = await tx
    .insert(anonymousUses)
    .values({ fingerprint, address, family: input.family, period })
    .onConflictDoNothing()
    .returning({ period: anonymousUses.period });
  if (inserted.length === 0) throw new SignUpRequired(REGISTER_TO_CONTINUE);
}
