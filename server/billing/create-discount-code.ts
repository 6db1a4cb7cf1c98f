import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { createDiscountCodeBody } from '@/lib/contracts/billing';
import { serverEnv } from '@/lib/env';
import type { Db } from '@/server/db/client';
import { discountCodes } from '@/server/db/schema/billing';
import { invalidField, NotFound, NotSignedIn } from '@/server/core/errors';
import { consumeRateLimit, refuseWhenSpent, type RateLimitRule } from '@/server/http/rate-limit';
import { findPlan } from './list-plans';

/**
 * Refused admin tokens an address may send in an hour. The token is only required to be 12 characters: one an
 * operator chose could fall to a dictionary, at hundreds of tries a second, without a bound.
 */
export const ADMIN_GUESSES_PER_HOUR = 20;
const adminGuessLimit = (ipKey: string): RateLimitRule => ({
  bucket: `admin-token-ip:${ipKey}`,
  limit: ADMIN_GUESSES_PER_HOUR,
  windowSeconds: 3600,
  detail: 'تعداد تلاش‌های ناموفق با توکن مدیریت از این نشانی بیش از حد مجاز است؛ لطفاً بعداً تلاش کنید.',
});

/**
 * Admin endpoints exist only when ADMIN_API_TOKEN is set; they answer 404 otherwise, so their presence is not
 * even visible. The token is compared in constant time; an address that sent ADMIN_GUESSES_PER_HOUR wrong ones
 * is refused (429) before any comparison until the hour is over, the right token included.
 */
export async function requireAdmin(request: Request, ipKey: string): Promise<void> {
  const expected = serverEnv().ADMIN_API_TOKEN;
  if (!expected) throw new NotFound();
  const rule = adminGuessLimit(ipKey);
  await refuseWhenSpent(rule);
  const match = /^Token\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  const given = Buffer.from(match?.[1].trim() ?? '');
  const want = Buffer.from(expected);
  if (given.length !== want.length || !timingSafeEqual(given, want)) {
    await consumeRateLimit(rule).catch(() => undefined); // counted after the fact: this answer stays the 401
    throw new NotSignedIn('توکن مدیریت نامعتبر است.');
  }
}

export async function createDiscountCode(db: Db, input: z.output<typeof createDiscountCodeBody>) {
  let planId: number | null = null;
  if (input.plan !== null && input.plan !== undefined) {
    const plan = await findPlan(db, input.plan);
    if (!plan) throw invalidField('plan', 'طرح انتخاب‌شده معتبر نیست.');
    planId = plan.id;
  }
  const [row] = await db
    .insert(discountCodes)
    .values({
      code: input.code,
      percent: input.percent,
      validFrom: input.valid_from ? new Date(input.valid_from) : null,
      validUntil: input.valid_until ? new Date(input.valid_until) : null,
      maxUses: input.max_uses ?? null,
      planId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw invalidField('code', 'این کد تخفیف قبلاً ثبت شده است.');
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    max_uses: row.maxUses,
    used_count: row.usedCount,
    plan_id: row.planId,
  };
}
