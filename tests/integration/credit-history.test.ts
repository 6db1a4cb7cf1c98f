process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
process.env.PAYMENT_GATEWAY = 'sandbox';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as historyRoute } from '@/app/api/users/credit-history/route';
import { POST as sale } from '@/app/api/houses/price-suggestion/route';
import { POST as upgradeSale } from '@/app/api/houses/price-suggestion-complementary/route';
import { POST as payRoute } from '@/app/api/payment/payment-subscription/route';
import { GET as transactionRoute } from '@/app/api/payment/payment-transaction/[authority]/route';
import { POST as sandboxRoute } from '@/app/api/payment/sandbox/[authority]/[action]/route';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { CREDIT_ENTRY_KINDS, creditHistoryPage, INVALID_PAGE, type CreditHistoryEntry, type CreditHistoryPage } from '@/lib/contracts/credit-history';
import { verifyPayment } from '@/server/billing/verify-payment';
import { grantSignupCredits } from '@/server/credits/account';
import { batchRefundReference, batchSpendReference } from '@/server/credits/charge-references';
import { findServiceOf } from '@/server/credits/find-service';
import { refundSpend, spendForService } from '@/server/credits/spend-credits';
import { getDb } from '@/server/db/client';
import { creditLedger, payments } from '@/server/db/schema/billing';
import type { PaymentGateway } from '@/server/providers/payment/types';
import { call } from './http';
import { grantPaid, userWith, type TestUser } from './users';

// GET /api/users/credit-history/: what a signed-in user paid, when, with the gateway's tracking code, and where every
// credit went; payments that added nothing are listed too, so money the bank took is never out of sight.

const URL_ = '/api/users/credit-history/';
const FLAT = { latitude: 35.7575, longitude: 51.4105, area: 90, rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: true, storage: true };

const history = (u: TestUser | null, query = '') => call<CreditHistoryPage>(historyRoute, `${URL_}${query}`, { token: u?.token });

async function startPayment(u: TestUser, plan: string): Promise<string> {
  const res = await call<{ link: string }>(payRoute, '/api/payment/payment-subscription/', { method: 'POST', token: u.token, body: { plan, callback_url: '/subscription' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(res.body.link).pathname.split('/').pop()!;
}

const sandbox = (authority: string, action: 'pay' | 'cancel') =>
  call(sandboxRoute, `/api/payment/sandbox/${authority}/${action}/`, { method: 'POST', params: { authority, action } });

async function verify(u: TestUser, authority: string, status?: 'OK' | 'NOK') {
  const res = await call<PaymentTransaction>(transactionRoute, `/api/payment/payment-transaction/${authority}${status ? `?Status=${status}` : ''}`, { token: u.token, params: { authority } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function valuation(u: TestUser): Promise<string> {
  const res = await call<{ uuid: string }>(sale, '/api/houses/price-suggestion/', { method: 'POST', token: u.token, body: { service: 'price_evaluation_product_base', ...FLAT } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.uuid;
}

/** A gateway that answers a verify with a definitive failure other than "not paid" (the bank refused the payment). */
const refusingGateway: PaymentGateway = {
  name: 'sandbox',
  request: () => Promise.reject(new Error('not used')),
  startUrl: () => '',
  verify: async () => ({ ok: false, code: -50, message: 'amount mismatch', definitive: true }),
};

describe('a user’s credit history', () => {
  it('lists every kind of entry, newest first: purchase with its tracking code, spends linked to their report, grants, refunds and unfinished payments', async () => {
    const a = await userWith();
    const other = await userWith(3);
    const db = await getDb();

    await db.transaction((tx) => grantSignupCredits(tx, a.id, 1));
    await grantPaid(a.id, 2);
    const bought = await startPayment(a, 'sntandard');
    await sandbox(bought, 'pay');
    const paid = await verify(a, bought);
    expect(paid.status).toBe('paid');
    expect(paid.ref_id).toBeTruthy();
    const report = await valuation(a);
    const up = await call(upgradeSale, '/api/houses/price-suggestion-complementary/', { method: 'POST', token: a.token, body: { uuid: report } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    // An API batch of 3 rows, one of which failed: the charge and its refund, as the batch jobs write them.
    const service = await findServiceOf(db, 'price_evaluation', 'price_evaluation_product_base', ['base']);
    const batchId = crypto.randomUUID();
    await db.transaction((tx) => spendForService(tx, { userId: a.id, service, reference: batchSpendReference(batchId), units: 3 }));
    await db.transaction((tx) => refundSpend(tx, { userId: a.id, spendReference: batchSpendReference(batchId), reference: batchRefundReference(batchId), credits: 1 }));
    const cancelled = await startPayment(a, 'base');
    await sandbox(cancelled, 'cancel');
    expect((await verify(a, cancelled, 'NOK')).status).toBe('cancelled');
    const failed = await startPayment(a, 'professional');
    expect((await verifyPayment(db, { authority: failed, userId: a.id, gateway: refusingGateway })).status).toBe('failed');
    const pending = await startPayment(a, 'topup_2');
    // Someone else's purchase and spend are never in the list.
    const theirs = await startPayment(other, 'base');
    await valuation(other);

    const res = await history(a);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = creditHistoryPage.parse(res.body);
    expect(body).toMatchObject({ count: 10, next: null, previous: null });
    const kinds = body.results.map((e) => [e.kind, e.payment?.status ?? null, e.origin]);
    expect(kinds).toEqual([
      ['payment', 'pending', null],
      ['payment', 'failed', null],
      ['payment', 'cancelled', null],
      ['refund', null, 'batch'],
      ['spend', null, 'batch'],
      ['spend', null, 'upgrade'],
      ['spend', null, 'report'],
      ['purchase', 'paid', null],
      ['adjustment', null, null],
      ['signup_grant', null, null],
    ]);
    // Every kind the contract names is used by some entry.
    expect(new Set(body.results.map((e) => e.kind))).toEqual(new Set(CREDIT_ENTRY_KINDS));
    const times = body.results.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const [pend, fail, canc, refund, batch, upgrade, spend, purchase, adjustment, grant] = body.results;

    expect(purchase).toMatchObject({
      paid_delta: 10,
      free_delta: 0,
      report: null,
      payment: { status: 'paid', plan_name: 'sntandard', plan_label: 'استاندارد', credits: 10, amount: 450000, ref_id: paid.ref_id, authority: bought },
    });
    // The free credit goes first; the report's result page is the one the spend bought.
    expect(spend).toMatchObject({
      paid_delta: 0,
      free_delta: -1,
      service: { name: 'price_evaluation_product_base', title: 'ارزیابی قیمت خرید و فروش' },
      report: { kind: 'sale', uuid: report, url: `/price-result?uuid=${report}` },
    });
    expect(upgrade).toMatchObject({ paid_delta: -1, free_delta: 0, service: { name: 'price_evaluation_product_complementary' }, report: { uuid: report } });
    // A batch has no result page: nothing is linked that the ledger does not name.
    expect(batch).toMatchObject({ paid_delta: -3, report: null, service: { name: 'price_evaluation_product_base' } });
    expect(refund).toMatchObject({ paid_delta: 1, free_delta: 0, report: null });
    expect(adjustment).toMatchObject({ paid_delta: 2, free_delta: 0, service: null, payment: null, origin: null });
    expect(grant).toMatchObject({ paid_delta: 0, free_delta: 1, service: null, payment: null });
    for (const [entry, status, authority, plan] of [
      [pend, 'pending', pending, 'topup_2'],
      [fail, 'failed', failed, 'professional'],
      [canc, 'cancelled', cancelled, 'base'],
    ] as const) {
      expect(entry, status).toMatchObject({ paid_delta: 0, free_delta: 0, payment: { status, authority, plan_name: plan, ref_id: null } });
    }
    expect(new Set(body.results.map((e) => e.id)).size).toBe(10);

    // The balance the history adds up to is the account's own.
    const sum = (f: (e: CreditHistoryEntry) => number) => body.results.reduce((s, e) => s + f(e), 0);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, a.id));
    expect(sum((e) => e.paid_delta)).toBe(ledger.reduce((s, e) => s + e.paidDelta, 0));
    expect(sum((e) => e.free_delta)).toBe(ledger.reduce((s, e) => s + e.freeDelta, 0));

    const others = creditHistoryPage.parse((await history(other)).body);
    expect(others.results.map((e) => e.kind)).toEqual(['spend', 'payment', 'adjustment']);
    expect(others.results[1].payment?.authority).toBe(theirs);
    expect(others.results.flatMap((e) => (e.payment?.authority ? [e.payment.authority] : []))).not.toContain(bought);
  });

  it('pages by 20 like DRF, with links, and answers a page past the end with 404', async () => {
    const u = await userWith();
    const db = await getDb();
    // 23 adjustments, some at the very same moment (the id orders those), and 2 pending payments among them.
    const start = Date.now();
    await db.insert(creditLedger).values(Array.from({ length: 23 }, (_, i) => ({ userId: u.id, entryType: 'adjustment' as const, paidDelta: i + 1, createdAt: new Date(start - 60_000 * Math.floor(i / 2)) })));
    for (const plan of ['base', 'topup_1']) await startPayment(u, plan);
    await db.update(payments).set({ createdAt: new Date(start - 90_000) }).where(eq(payments.userId, u.id));

    const one = await history(u);
    expect(one.status).toBe(200);
    expect(one.body.count).toBe(25);
    expect(one.body.results).toHaveLength(20);
    expect(one.body.previous).toBeNull();
    expect(one.body.next).toBe(`http://localhost:3000${URL_}?page=2`);
    const two = await history(u, '?page=۲');
    expect(two.status).toBe(200);
    expect(two.body.results).toHaveLength(5);
    expect(two.body.next).toBeNull();
    expect(two.body.previous).toBe(`http://localhost:3000${URL_}`);
    const all = [...one.body.results, ...two.body.results];
    expect(new Set(all.map((e) => e.id)).size).toBe(25);
    const times = all.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // Within one moment the later row comes first.
    expect(all.slice(0, 2).map((e) => e.paid_delta)).toEqual([2, 1]);
    expect(all.filter((e) => e.kind === 'payment')).toHaveLength(2);

    const past = await history(u, '?page=3');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: INVALID_PAGE });
    const empty = await userWith();
    expect((await history(empty)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await history(empty, '?page=2')).status).toBe(404);
    const bad = await call<Record<string, string[]>>(historyRoute, `${URL_}?page=0`, { token: u.token });
    expect(bad.status).toBe(400);
    expect(bad.body.page?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('needs sign-in (a DRF-style 401)', async () => {
    const res = await history(null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect((await call(historyRoute, URL_, { token: 'not-a-token' })).status).toBe(401);
  });
});
