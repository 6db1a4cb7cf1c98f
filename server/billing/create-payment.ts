import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { applyPercent, type PaymentLink } from '@/lib/contracts/billing';
import { toPersianDigits } from '@/lib/fa/digits';
import type { Db } from '@/server/db/client';
import { payments } from '@/server/db/schema/billing';
import { users } from '@/server/db/schema/core';
import { invalidField, Refused, UpstreamFailed } from '@/server/core/errors';
import { log } from '@/server/core/log';
import { paymentGateway } from '@/server/providers/payment/gateway';
import { GatewayError } from '@/server/providers/payment/types';
import { ownCallbackUrl } from './callback-url';
import { findUsableDiscount, HOLDING_STATUSES, invalidDiscount } from './discounts';
import { findPlan } from './list-plans';
import { PAYMENT_SESSION_MINUTES, sessionCutoff } from './payment-session';

export interface CreatePaymentInput {
  userId: string;
  plan: number | string;
  callbackUrl: string;
  discountCode?: string;
}

/** spec §8 purchase failure text, used when the gateway cannot start a payment. */
export const PURCHASE_FAILED = 'مشکلی در درخواست شما پیش آمد؛ لطفاً بعداً دوباره تلاش کنید.';

const minutesLeft = (startedAt: Date, now: Date) =>
  toPersianDigits(Math.max(1, Math.ceil((startedAt.getTime() + PAYMENT_SESSION_MINUTES * 60_000 - now.getTime()) / 60_000)));

/** A capped code's holder asked for another plan while their payment with it is still open at the gateway. */
export function openPaymentWithCode(startedAt: Date, now: Date): string {
  return `پرداخت دیگری با این کد تخفیف هنوز در درگاه باز است. همان را کامل کنید یا ${minutesLeft(startedAt, now)} دقیقهٔ دیگر دوباره تلاش کنید.`;
}

/** A capped code's holder cancelled their payment with it, whose gateway session could still be paid. */
export function cancelledPaymentWithCode(startedAt: Date, now: Date): string {
  return `پرداخت قبلی شما با این کد تخفیف لغو شد، اما درگاه تا ${minutesLeft(startedAt, now)} دقیقهٔ دیگر آن را باز نگه می‌دارد؛ پس از آن دوباره با این کد خرید کنید یا بدون کد ادامه دهید.`;
}

/**
 * POST /api/payment/payment-subscription/: the amount is computed here from the plan and the code (never taken
 * from the client), the payment is recorded with it, and the browser is sent to the gateway's page.
 */
export async function createPayment(db: Db, input: CreatePaymentInput): Promise<PaymentLink> {
  const plan = await findPlan(db, input.plan);
  if (!plan) throw invalidField('plan', 'طرح انتخاب‌شده معتبر نیست.');
  const callbackUrl = ownCallbackUrl(input.callbackUrl);
  if (!callbackUrl) throw invalidField('callback_url', 'آدرس بازگشت معتبر نیست.');

  const [user] = await db.select({ mobile: users.mobileNumber, email: users.email }).from(users).where(eq(users.id, input.userId));
  const orderId = randomUUID();
  const gateway = paymentGateway();
  const now = new Date();
  // The payment is recorded before the gateway is asked, in one transaction with the code check, so parallel
  // payments cannot all take the last use of a capped code (each open payment holds one use until it settles).
  const recorded = await db.transaction(async (tx): Promise<{ resume: string } | { amount: number; percent: number }> => {
    let discount = null;
    if (input.discountCode) {
      discount = await findUsableDiscount(tx, input.discountCode, now, { lock: true, userId: input.userId });
      if (!discount || (discount.planId !== null && discount.planId !== plan.id)) throw invalidDiscount('discount_code');
      if (discount.maxUses !== null) {
        // One person holds one use of a capped code: a second gateway session would let them pay (and be credited
        // at the discount) twice. Back from the gateway and "buy" again returns to the session still open. A payment
        // they cancelled (Status=NOK, their word only) may still be paid at the gateway until its session ends.
        const [open] = await tx
          .select({ planId: payments.planId, authority: payments.authority, status: payments.status, createdAt: payments.createdAt })
          .from(payments)
          .where(
            and(
              eq(payments.userId, input.userId),
              eq(payments.discountCodeId, discount.id),
              inArray(payments.status, [...HOLDING_STATUSES]),
              gt(payments.createdAt, sessionCutoff(now)),
            ),
          )
          .orderBy(desc(payments.createdAt))
          .limit(1);
        if (open?.status === 'cancelled') throw new Refused(cancelledPaymentWithCode(open.createdAt, now));
        if (open?.authority && open.planId === plan.id) return { resume: gateway.startUrl(open.authority) };
        // Not a fault of the code (it stays applied on the page, and the open plan resumes with it): a detail, not
        // a discount_code error, which the page would take as the code being refused.
        if (open) throw new Refused(openPaymentWithCode(open.createdAt, now));
        // Past its session the gateway no longer takes the earlier one: it is closed (the check or the reconcile
        // job still honours it were it paid after all), and the use passes to this payment.
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
  if ('resume' in recorded) return { link: recorded.resume };
  const { amount, percent } = recorded;

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
    throw new UpstreamFailed(PURCHASE_FAILED);
  }
  await db.update(payments).set({ authority: start.authority }).where(eq(payments.id, orderId));
  return { link: start.redirectUrl };
}
