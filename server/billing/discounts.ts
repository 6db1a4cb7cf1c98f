import 'server-only';
import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { applyPercent, type PlanDiscount } from '@/lib/contracts/billing';
import { messages } from '@/lib/validation/messages';
import type { Db, Tx } from '@/server/db/client';
import { discountCodes, payments } from '@/server/db/schema/billing';
import { InvalidInput, invalidField } from '@/server/core/errors';
import { consumeRateLimit, refuseWhenSpent, type RateLimitRule } from '@/server/http/rate-limit';
import { listPlans } from './list-plans';
import { sessionCutoff } from './payment-session';

export type DiscountRow = typeof discountCodes.$inferSelect;

/**
 * Guessing codes is slowed per address, across both routes that accept one and whatever account asks: 20 tries a
 * minute. available-plans counts every lookup; a payment counts the codes it refused (a buyer paying with a good
 * code again is no guess), and is refused with 429 once the address has used its tries.
 */
export const discountGuessLimit = (ipKey: string): RateLimitRule => ({ bucket: `discount-ip:${ipKey}`, limit: 20, windowSeconds: 60 });

/** Runs a payment that carries `code`, under the per-address guess limit. */
export async function underDiscountGuessLimit<T>(ipKey: string, code: string | undefined, pay: () => Promise<T>): Promise<T> {
  if (!code) return pay();
  const rule = discountGuessLimit(ipKey);
  await refuseWhenSpent(rule);
  try {
    return await pay();
  } catch (error) {
    const refusedCode = error instanceof InvalidInput && !Array.isArray(error.fields) && 'discount_code' in error.fields;
    // Counted after the fact; the 400 stands even if this try was the last one.
    if (refusedCode) await consumeRateLimit(rule).catch(() => undefined);
    throw error;
  }
}

/** spec §5: 'the discount code is not valid' for every way a code can be unusable (no oracle for guessing). */
export const invalidDiscount = (field = 'code') => invalidField(field, messages.discountInvalid);

/**
 * The payments that may still end paid, so each holds one use of its capped code: those inside their gateway
 * session that are pending, or cancelled on the client's word (`Status=NOK` is a query parameter anyone can send;
 * the gateway still takes the money until the session ends, and verifyPayment honours it then).
 */
export const HOLDING_STATUSES = ['pending', 'cancelled'] as const;

/**
 * A code usable now: active, inside its validity window, under its usage cap counting the payments with it that the
 * gateway may still take (HOLDING_STATUSES). Codes are stored upper-case. `lock` (inside the transaction that records
 * a payment) holds the code's row so two payments cannot both take its last use.
 */
export async function findUsableDiscount(
  db: Db | Tx,
  code: string,
  now = new Date(),
  options: { lock?: boolean; userId?: string } = {},
): Promise<DiscountRow | null> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase())).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || !row.isActive) return null;
  if (row.validFrom && row.validFrom > now) return null;
  if (row.validUntil && row.validUntil <= now) return null;
  if (row.maxUses !== null) {
    const [open] = await db
      .select({ n: count() })
      .from(payments)
      .where(
        and(
          eq(payments.discountCodeId, row.id),
          inArray(payments.status, [...HOLDING_STATUSES]),
          gt(payments.createdAt, sessionCutoff(now)),
          // The user's own open payment does not keep the code from them (they left the gateway with Back and try
          // again): createPayment sends them back to that payment's session, or says how long to wait.
          options.userId ? ne(payments.userId, options.userId) : undefined,
        ),
      );
    if (row.usedCount + open.n >= row.maxUses) return null;
  }
  return row;
}

/** GET /api/payment/discount-codes/available-plans/?code= : the price of each plan the code applies to. */
export async function availablePlansForCode(db: Db | Tx, code: string, userId?: string): Promise<PlanDiscount[]> {
  const discount = await findUsableDiscount(db, code, new Date(), { userId });
  if (!discount) throw invalidDiscount();
  const plans = (await listPlans(db)).filter((p) => discount.planId === null || p.id === discount.planId);
  if (plans.length === 0) throw invalidDiscount();
  return plans.map((p) => ({
    name: p.name,
    discount_percentage: discount.percent,
    final_price: applyPercent(p.discounted_price, discount.percent),
  }));
}

/**
 * Counts one use when a payment made with the code is verified. The cap is checked when the payment starts; a
 * payment already made is honoured even if the cap filled meanwhile (the user has paid).
 */
export async function recordDiscountUse(tx: Tx, discountId: number): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(eq(discountCodes.id, discountId));
}
