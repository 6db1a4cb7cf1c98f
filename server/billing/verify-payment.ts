import 'server-only';
import { eq } from 'drizzle-orm';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { toPersianDigits } from '@/lib/fa/digits';
import type { Db } from '@/server/db/client';
import { payments, plans, type PaymentStatus } from '@/server/db/schema/billing';
import { NotFound } from '@/server/core/errors';
import { log } from '@/server/core/log';
import { postEntry } from '@/server/credits/ledger';
import { paymentGateway } from '@/server/providers/payment/gateway';
import { NOT_PAID, type PaymentGateway } from '@/server/providers/payment/types';
import { recordDiscountUse } from './discounts';
import { sessionCutoff } from './payment-session';

type PaymentRow = typeof payments.$inferSelect;

/** `repeat`: this check found the payment already settled (a reopened link, a reload, a second tab, the reconcile job). */
function messageFor(row: PaymentRow, repeat: boolean): string {
  switch (row.status) {
    case 'paid':
      // A reopened link must not read as a new top-up: the card shows when it was paid.
      return repeat
        ? `این پرداخت پیش‌تر تأیید شده است و ${toPersianDigits(row.credits)} اعتبار آن همان زمان به حساب شما افزوده شد.`
        : `پرداخت با موفقیت انجام شد و ${toPersianDigits(row.credits)} اعتبار به حساب شما افزوده شد.`;
    case 'cancelled':
      return 'پرداخت لغو شد و اعتباری به حساب شما افزوده نشد.';
    case 'failed':
      return 'پرداخت ناموفق بود و اعتباری به حساب شما افزوده نشد. اگر مبلغی از حساب شما کسر شده باشد، طی ۷۲ ساعت بازگردانده می‌شود.';
    default:
      return 'پرداخت هنوز تأیید نشده است. چند دقیقهٔ دیگر دوباره بررسی کنید.';
  }
}

async function view(db: Db, row: PaymentRow, repeat: boolean): Promise<PaymentTransaction> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, row.planId));
  return {
    authority: row.authority ?? '',
    status: row.status,
    plan: { id: plan.id, name: plan.name, label: plan.label, credits: plan.credits },
    amount: row.amount,
    discount_percent: row.discountPercent,
    credits_granted: row.status === 'paid' ? row.credits : 0,
    ref_id: row.refId,
    message: messageFor(row, repeat),
    created_at: row.createdAt.toISOString(),
    verified_at: row.verifiedAt?.toISOString() ?? null,
    // Credits are granted in the same transaction that marks the payment paid and stamps verified_at.
    paid_at: row.status === 'paid' ? (row.verifiedAt?.toISOString() ?? null) : null,
    newly_paid: row.status === 'paid' && !repeat,
  };
}

/**
 * Verifies a payment with the gateway using the amount stored when it started, and grants its credits exactly
 * once. Safe to call any number of times, concurrently (callback replays, double clicks, the reconcile job):
 * the gateway's verify is itself idempotent (100 then 101), and the state change happens under a row lock on the
 * payment, only from 'pending' (or from 'cancelled' to 'paid'), backed by the ledger's unique index on payment_id.
 * A NOK, a cancelled or a failed verify grants nothing; money the gateway took is never left without credits. `userId` null is the reconcile job acting for the system.
 */
export async function verifyPayment(
  db: Db,
  input: {
    authority: string;
    userId: string | null;
    gateway?: PaymentGateway;
    /** "Not paid" closes the payment now: the user cancelled at the gateway (Status=NOK), or the reconcile job. */
    closeUnpaid?: boolean;
    now?: Date;
  },
): Promise<PaymentTransaction> {
  const [row] = await db.select().from(payments).where(eq(payments.authority, input.authority)).limit(1);
  // Another user's payment is indistinguishable from a missing one.
  if (!row || (input.userId !== null && row.userId !== input.userId)) throw new NotFound('تراکنش یافت نشد.');
  // A cancelled payment is asked again: the gateway may have taken the money after all (another tab paid after
  // the cancel, a pay racing the NOK check), and a payment the gateway verifies is always honoured.
  if (row.status === 'paid' || row.status === 'failed') return view(db, row, true);

  const gateway = input.gateway ?? paymentGateway();
  // The gateway is called outside the transaction: no lock is held across the network.
  const result = await gateway.verify({ authority: input.authority, amountToman: row.amount });

  let next: PaymentStatus | null = null;
  if (result.ok) next = 'paid';
  else if (row.status === 'cancelled') next = null;
  else if (result.definitive && result.code !== NOT_PAID) next = 'failed';
  else if (result.definitive) {
    // An early status check (a second tab, a reload before paying) must not cancel a payment the user can still
    // complete at the gateway: the gateway would take the money for a payment we no longer verify.
    const sessionOver = row.createdAt <= sessionCutoff(input.now ?? new Date());
    if (input.closeUnpaid || sessionOver) next = 'cancelled';
  }
  if (!result.ok) log.info('payment not verified', { authority: input.authority, code: result.code, definitive: result.definitive });

  const { updated, repeat } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, row.id)).for('update');
    const open = locked.status === 'pending' || (locked.status === 'cancelled' && next === 'paid');
    // This check changes nothing: a payment paid now was settled by a concurrent check, which granted the credits.
    if (!open || next === null) return { updated: locked, repeat: true };
    const [saved] = await tx
      .update(payments)
      .set({
        status: next,
        refId: result.ok ? result.refId : null,
        cardPan: result.ok ? result.cardPan : null,
        failureCode: result.ok ? null : result.code,
        verifiedAt: new Date(),
      })
      .where(eq(payments.id, row.id))
      .returning();
    if (next === 'paid') {
      await postEntry(tx, {
        userId: locked.userId,
        entryType: 'purchase',
        paidDelta: locked.credits,
        paymentId: locked.id,
        note: `payment ${locked.authority}`,
      });
      if (locked.discountCodeId !== null) await recordDiscountUse(tx, locked.discountCodeId);
    }
    return { updated: saved, repeat: false };
  });
  return view(db, updated, repeat);
}
