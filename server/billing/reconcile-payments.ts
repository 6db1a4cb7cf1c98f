import 'server-only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { payments } from '@/server/db/schema/billing';
import { log } from '@/server/core/log';
import { paymentGateway } from '@/server/providers/payment/gateway';
import type { PaymentGateway } from '@/server/providers/payment/types';
import { sessionCutoff } from './payment-session';
import { verifyPayment } from './verify-payment';

export interface ReconcileReport {
  checked: number;
  paid: number;
  cancelled: number;
  failed: number;
  stillPending: number;
}

/**
 * Settles payments whose callback never arrived (the browser closed after paying, a network drop): first the
 * authorities the gateway reports as paid-but-unverified (cancelled ones too: paid after the cancel, and still
 * honoured), then every payment still pending after `olderThanMinutes` (by then the user has left the gateway
 * page; not paid means abandoned). Uses verifyPayment, so it can run at
 * any time next to live callbacks without granting anything twice.
 */
export async function reconcilePayments(
  db: Db,
  options: { olderThanMinutes?: number; gateway?: PaymentGateway; now?: Date } = {},
): Promise<ReconcileReport> {
  const gateway = options.gateway ?? paymentGateway();
  const cutoff = sessionCutoff(options.now ?? new Date(), options.olderThanMinutes);
  const unverified = (await gateway.listUnverified?.().catch((error: unknown) => {
    log.warn('could not list unverified payments', { error });
    return [] as string[];
  })) ?? [];

  const pendingPaid = unverified.length
    ? await db
        .select({ authority: payments.authority })
        .from(payments)
        .where(and(inArray(payments.status, ['pending', 'cancelled']), inArray(payments.authority, unverified)))
    : [];
  const stale = await db
    .select({ authority: payments.authority })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), eq(payments.gateway, gateway.name), lt(payments.createdAt, cutoff)));

  const authorities = [...new Set([...pendingPaid, ...stale].map((r) => r.authority).filter((a): a is string => !!a))];
  const report: ReconcileReport = { checked: 0, paid: 0, cancelled: 0, failed: 0, stillPending: 0 };
  for (const authority of authorities) {
    report.checked++;
    try {
      const tx = await verifyPayment(db, { authority, userId: null, gateway, closeUnpaid: true });
      if (tx.status === 'paid') report.paid++;
      else if (tx.status === 'cancelled') report.cancelled++;
      else if (tx.status === 'failed') report.failed++;
      else report.stillPending++;
    } catch (error) {
      report.stillPending++;
      log.error('reconcile: verify failed', { authority, error });
    }
  }
  return report;
}
