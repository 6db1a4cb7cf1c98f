import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { applyPercent, type PaymentLink } from '@/lib/contracts/billing';
import { toPersianDigits } from '@/lib/fa/digits';
import type { Db } from '@/server/db/client';
import { payments } from '@/server/db/schema/billing';
import { users } from '@/server/db/schema/core';
import { ApiError, fieldError } from '@/server/http/errors';
import { log } from '@/server/http/log';
import { paymentGateway } from '@/server/providers/payment/gateway';
import { GatewayError } from '@/server/providers/payment/types';
import { ownCallbackUrl } from './callback-url';
import { findUsableDiscount, invalidDiscount } from './discounts';
import { findPlan } from './list-plans';

export interface CreatePaymentInput {
  userId: string;
  plan: number | string;
  callbackUrl: string;
  discountCode?: string;
}

/** spec §8 purchase failure text, used when the gateway cannot start a payment. */
export const PURCHASE_FAILED = 'مشکلی در درخواست شما پیش آمد؛ لطفاً بعداً دوباره تلاش کنید.';

/**
 * POST /api/payment/payment-subscription/: the amount is computed here from the plan and the code (never taken
 * from the client), the payment is recorded with it, and the browser is sent to the gateway's page.
 */
export async function createPayment(db: Db, input: CreatePaymentInput): Promise<PaymentLink> {
  const plan = await findPlan(db, input.plan);
  if (!plan) throw fieldError('plan', 'طرح انتخاب‌شده معتبر نیست.');
  const callbackUrl = ownCallbackUrl(input.callbackUrl);
  if (!callbackUrl) throw fieldError('callback_url', 'آدرس بازگشت معتبر نیست.');

  const [user] = await db.select({ mobile: users.mobileNumber, email: users.email }).from(users).where(eq(users.id, input.userId));
  const orderId = randomUUID();
  const gateway = paymentGateway();
  // The payment is recorded before the gateway is asked, in one transaction with the code check, so parallel
  // payments cannot all take the last use of a capped code (each open payment holds one use until it settles).
  const { amount, percent } = await db.transaction(async (tx) => {
    let discount = null;
    if (input.discountCode) {
      discount = await findUsableDiscount(tx, input.discountCode, new Date(), { lock: true, userId: input.userId });
      if (!discount || (discount.planId !== null && discount.planId !== plan.id)) throw invalidDiscount('discount_code');
      if (discount.maxUses !== null) {
        // This payment replaces the user's earlier unpaid one with the same capped code, so one person holds one use.
        // Were that one paid at the gateway after all, the check or the reconcile job still honours it.
        await tx
          .update(payments)
          .set({ status: 'cancelled' })
          .where(and(eq(payments.userId, input.userId), eq(payments.discountCodeId, discount.id), eq(payments.status, 'pending')));
      }
    }
    const percent = discount?.percent ?? 0;
    const amount = applyPercent(plan.discountedPrice, percent);
    await tx.insert(payments).values({
      id: orderId,
      userId: input.userId,
      planId: plan.id,
      gateway: gateway.name,
      amount,
      credits: plan.credits,
      discountCodeId: discount?.id ?? null,
      discountPercent: percent,
      callbackUrl,
    });
    return { amount, percent };
  });

  let start;
  try {
    start = await gateway.request({
      amountToman: amount,
      description: `خرید طرح ${plan.label} (${toPersianDigits(plan.credits)} اعتبار)`,
      callbackUrl,
      mobile: user?.mobile,
      email: user?.email,
      orderId,
    });
  } catch (error) {
    // Never started at the gateway: nothing to settle, and the code's use is released.
    await db.delete(payments).where(eq(payments.id, orderId));
    if (!(error instanceof GatewayError)) throw error;
    log.warn('payment gateway refused a request', { gateway: gateway.name, code: error.code, message: error.message, percent });
    throw new ApiError(502, { detail: PURCHASE_FAILED });
  }
  await db.update(payments).set({ authority: start.authority }).where(eq(payments.id, orderId));
  return { link: start.redirectUrl };
}
