import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { sandboxPayments } from '@/server/db/schema/billing';
import { NOT_PAID, type PaymentGateway, type VerifyResult } from './types';

// The embedded test gateway (PAYMENT_GATEWAY=sandbox, the local default): a page of ours titled
// «درگاه پرداخت آزمایشی» with pay and cancel buttons. It speaks Zarinpal's model and codes (100/101, -50, -51,
// -54), keeps its state in sandbox_payments as a bank would, and is refused when APP_ENV=production unless
// ALLOW_SANDBOX_PAYMENTS=1 (lib/env.ts and server/providers/payment/gateway.ts). No money moves.

export type SandboxRow = typeof sandboxPayments.$inferSelect;

export function createSandboxGateway(baseUrl: string): PaymentGateway {
  const origin = new URL(baseUrl).origin;
  const startUrl = (authority: string) => `${origin}/sandbox-gateway/${authority}`;
  return {
    name: 'sandbox',

    async request(input) {
      const db = await getDb();
      const authority = `S${randomBytes(18).toString('hex').toUpperCase()}`;
      await db.insert(sandboxPayments).values({
        authority,
        amount: input.amountToman,
        callbackUrl: input.callbackUrl,
        description: input.description,
      });
      return { authority, redirectUrl: startUrl(authority) };
    },

    startUrl,

    async verify({ authority, amountToman }): Promise<VerifyResult> {
      const db = await getDb();
      const row = await findSandboxPayment(authority);
      if (!row) return { ok: false, code: -54, message: 'invalid authority', definitive: true };
      if (row.amount !== amountToman) return { ok: false, code: -50, message: 'amount mismatch', definitive: true };
      if (row.status !== 'paid') return { ok: false, code: NOT_PAID, message: 'not paid', definitive: true };
      // Atomic flip: exactly one caller sees "verified now" (100); everyone after gets "already verified" (101).
      const flipped = await db
        .update(sandboxPayments)
        .set({ verified: true })
        .where(and(eq(sandboxPayments.authority, authority), eq(sandboxPayments.verified, false)))
        .returning({ refId: sandboxPayments.refId });
      return { ok: true, refId: row.refId ?? '', cardPan: '6037-99**-****-0000', alreadyVerified: flipped.length === 0 };
    },

    async listUnverified() {
      const db = await getDb();
      const rows = await db
        .select({ authority: sandboxPayments.authority })
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.status, 'paid'), eq(sandboxPayments.verified, false)));
      return rows.map((r) => r.authority);
    },
  };
}

export async function findSandboxPayment(authority: string): Promise<SandboxRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.authority, authority)).limit(1);
  return row ?? null;
}

/**
 * The user pressed پرداخت or انصراف on the sandbox page. Only a pending payment changes; the answer is where
 * to send the browser: the callback with Authority and Status=OK|NOK, as Zarinpal does.
 */
export async function settleSandboxPayment(authority: string, action: 'pay' | 'cancel'): Promise<string | null> {
  const db = await getDb();
  await db
    .update(sandboxPayments)
    .set(
      action === 'pay'
        ? { status: 'paid', refId: String(100000000 + Math.floor(Math.random() * 900000000)) }
        : { status: 'cancelled' },
    )
    .where(and(eq(sandboxPayments.authority, authority), eq(sandboxPayments.status, 'pending')));
  const row = await findSandboxPayment(authority);
  if (!row) return null;
  return callbackWith(row.callbackUrl, authority, row.status === 'paid' ? 'OK' : 'NOK');
}

export function callbackWith(callbackUrl: string, authority: string, status: 'OK' | 'NOK'): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('Authority', authority);
  url.searchParams.set('Status', status);
  return url.toString();
}
