import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { creditLedger } from '@/server/db/schema/billing';
import { Forbidden } from '@/server/core/errors';
import type { ServiceRow } from './find-service';
import { lockBalance, postEntry } from './ledger';

/** spec §8: the balance is short of the service's credits (403). */
export const NOT_ENOUGH_CREDIT = 'اعتبار شما برای استفاده از این سرویس کافی نیست.';
export class NotEnoughCredit extends Forbidden {
  /**
   * `shortfall`: what the charge needed and what the locked balance held, for a caller that words them (the batch
   * API); `details`: the figures sent beside the spec's sentence.
   */
  constructor(
    readonly shortfall?: { required: number; available: number },
    details?: Record<string, unknown>,
  ) {
    super(NOT_ENOUGH_CREDIT);
    this.details = details;
  }
}

export interface SpendInput {
  userId: string;
  /** The service paid for, as the request's findServiceOf found it. */
  service: ServiceRow;
  /** What is being paid for, e.g. the evaluation's uuid. One reference is charged at most once, ever. */
  reference: string;
  /** How many uses of the service are bought at once (a batch's rows); default 1. */
  units?: number;
  /**
   * The price when it is not the service's list price: an upgrade's (server/credits/upgrade-price.ts), which may be
   * 0 (the entry is still written, so the ledger says the report was upgraded and a retry charges nothing).
   */
  credits?: number;
  /** Why the entry was written, for whoever reads the ledger (an upgrade names the report and the base credited). */
  note?: string;
}

export interface SpendResult {
  service: ServiceRow;
  /** false when this reference had already been paid: nothing was charged again. */
  charged: boolean;
  freeSpent: number;
  paidSpent: number;
  /** true when free credits covered the whole price. */
  free: boolean;
}

/**
 * Charges a service's credits_required (times `units`; or `credits`, a price set by the caller) to the user inside the caller's transaction (so a failed evaluation rolls
 * the charge back). The balance row is locked first, so concurrent spends serialise and can never overdraw;
 * free credits go first, then paid. Throws 403 with the spec's message when the balance is short.
 */
export async function spendForService(tx: Tx, input: SpendInput): Promise<SpendResult> {
  const { service } = input;
  const reference = input.reference.trim();
  if (!reference) throw new Error('spendForService: reference is required');

  const balance = await lockBalance(tx, input.userId);

  // Checked under the user's lock: a concurrent spend of the same reference by this user has committed by now.
  const [previous] = await tx
    .select({ userId: creditLedger.userId, paid: creditLedger.paidDelta, free: creditLedger.freeDelta })
    .from(creditLedger)
    .where(and(eq(creditLedger.reference, reference), eq(creditLedger.entryType, 'spend')))
    .limit(1);
  if (previous) {
    if (previous.userId !== input.userId) throw new Error('spendForService: reference belongs to another user');
    return { service, charged: false, freeSpent: -previous.free, paidSpent: -previous.paid, free: previous.paid === 0 };
  }

  const units = input.units ?? 1;
  if (!Number.isInteger(units) || units < 1) throw new Error('spendForService: units must be a positive integer');
  if (input.credits !== undefined && (!Number.isInteger(input.credits) || input.credits < 0)) throw new Error('spendForService: credits must be a whole number');
  const need = input.credits ?? service.creditsRequired * units;
  if (balance.free + balance.paid < need) throw new NotEnoughCredit({ required: need, available: balance.free + balance.paid });
  const freeSpent = Math.min(balance.free, need);
  const paidSpent = need - freeSpent;
  await postEntry(tx, {
    userId: input.userId,
    entryType: 'spend',
    freeDelta: -freeSpent,
    paidDelta: -paidSpent,
    serviceId: service.id,
    reference,
    note: input.note,
  });
  return { service, charged: true, freeSpent, paidSpent, free: paidSpent === 0 };
}

export interface RefundInput {
  userId: string;
  /** The spend being partly given back. */
  spendReference: string;
  /** The refund's own reference: one refund per reference, ever (a retried finish refunds nothing more). */
  reference: string;
  credits: number;
}

/**
 * Gives back credits a spend took for work that was not done (a batch's failed rows), inside the caller's
 * transaction: paid credits first, up to what the spend took of them, then free ones. Never more than the spend
 * took; returns the credits refunded (0 when this reference was already refunded).
 */
export async function refundSpend(tx: Tx, input: RefundInput): Promise<number> {
  if (!Number.isInteger(input.credits) || input.credits < 0) throw new Error('refundSpend: credits must be a whole number');
  if (input.credits === 0) return 0;
  await lockBalance(tx, input.userId);
  const [done] = await tx.select({ id: creditLedger.id }).from(creditLedger).where(and(eq(creditLedger.reference, input.reference), eq(creditLedger.entryType, 'refund'))).limit(1);
  if (done) return 0;
  const [spend] = await tx
    .select({ userId: creditLedger.userId, paid: creditLedger.paidDelta, free: creditLedger.freeDelta, serviceId: creditLedger.serviceId })
    .from(creditLedger)
    .where(and(eq(creditLedger.reference, input.spendReference), eq(creditLedger.entryType, 'spend')))
    .limit(1);
  if (!spend || spend.userId !== input.userId) throw new Error('refundSpend: no such spend for this user');
  const credits = Math.min(input.credits, -spend.paid - spend.free);
  const paid = Math.min(credits, -spend.paid);
  await postEntry(tx, {
    userId: input.userId,
    entryType: 'refund',
    paidDelta: paid,
    freeDelta: credits - paid,
    serviceId: spend.serviceId,
    reference: input.reference,
  });
  return credits;
}
