process.env.PUBLIC_BASE_URL = 'http://localhost:3000';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as payRoute } from '@/app/api/payment/payment-subscription/route';
import { GET as transactionRoute } from '@/app/api/payment/payment-transaction/[authority]/route';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { resetServerEnv } from '@/lib/env';
import { reconcilePayments } from '@/server/billing/reconcile-payments';
import { getCreditSummary } from '@/server/credits/account';
import { getDb } from '@/server/db/client';
import { payments } from '@/server/db/schema/billing';
import { createZarinpalGateway, toGatewayAmount } from '@/server/providers/payment/zarinpal';
import { startFakeZarinpal, type FakeZarinpal } from '@/tests/fakes/zarinpal';
import { call } from './http';
import { userWith } from './users';

let fake: FakeZarinpal;

beforeAll(async () => {
  fake = await startFakeZarinpal();
  process.env.PAYMENT_GATEWAY = 'zarinpal';
  process.env.ZARINPAL_BASE_URL = fake.baseUrl;
  process.env.ZARINPAL_MERCHANT_ID = fake.merchantId;
  process.env.ZARINPAL_CURRENCY = 'IRR';
  resetServerEnv();
});
afterAll(async () => {
  await fake.close();
});

async function start(token: string, plan = 'base') {
  return call<{ link: string; detail?: string }>(payRoute, '/api/payment/payment-subscription/', {
    method: 'POST',
    token,
    body: { plan, callback_url: 'http://localhost:3000/subscription' },
  });
}

const verify = (token: string, authority: string, gatewayStatus?: 'OK' | 'NOK') =>
  call<PaymentTransaction>(transactionRoute, `/api/payment/payment-transaction/${authority}${gatewayStatus ? `?Status=${gatewayStatus}` : ''}`, {
    token,
    params: { authority },
  });

describe('Zarinpal v4 adapter against a local fake server', () => {
  it('converts toman to rial (IRR) or sends toman (IRT) explicitly', () => {
    expect(toGatewayAmount(150000, 'IRR')).toBe(1500000);
    expect(toGatewayAmount(150000, 'IRT')).toBe(150000);
  });

  it('requests in rial, redirects to StartPay, verifies with the stored amount, grants once (100 then 101)', async () => {
    const user = await userWith();
    const res = await start(user.token, 'professional');
    expect(res.status).toBe(200);
    const authority = res.body.link.split('/').pop()!;
    expect(res.body.link).toBe(`${fake.baseUrl}/pg/StartPay/${authority}`);
    const sent = fake.requests.find((r) => r.path.endsWith('/request.json'))!.body;
    expect(sent).toMatchObject({
      merchant_id: fake.merchantId,
      amount: 10_000_000, // 1,000,000 toman
      currency: 'IRR',
      callback_url: 'http://localhost:3000/subscription',
      metadata: { mobile: user.mobile },
    });
    expect(sent.description).toMatch(/^خرید طرح .+ \(۲۵ اعتبار\)$/); // Persian digits on the gateway's page too

    // the user came back with Status=NOK? no: they paid; 20 concurrent verifies (replays, double clicks)
    fake.pay(authority);
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(user.token, authority)));
    for (const r of results) expect(r.body).toMatchObject({ status: 'paid', credits_granted: 25 });
    expect((await getCreditSummary(await getDb(), user.id)).active_credits_count).toBe(25);
    const verifies = fake.requests.filter((r) => r.path.endsWith('/verify.json'));
    expect(verifies.every((v) => v.body.amount === 10_000_000)).toBe(true);
  });

  it('an unpaid (NOK) payment: -51 grants nothing and is marked cancelled; money taken later is honoured', async () => {
    const user = await userWith();
    const authority = (await start(user.token)).body.link.split('/').pop()!;
    // Before the user is back from the gateway, -51 means "not yet": the payment stays open.
    expect((await verify(user.token, authority)).body.status).toBe('pending');
    const res = await verify(user.token, authority, 'NOK');
    expect(res.body).toMatchObject({ status: 'cancelled', credits_granted: 0 });
    expect((await verify(user.token, authority)).body.status).toBe('cancelled');
    expect((await getCreditSummary(await getDb(), user.id)).active_credits_count).toBe(0);
    // If the gateway takes the money after all, the verified payment is honoured.
    fake.pay(authority);
    expect((await verify(user.token, authority)).body.status).toBe('paid');
  });

  it('an amount mismatch (-50) fails the payment without credits', async () => {
    const user = await userWith();
    const authority = (await start(user.token)).body.link.split('/').pop()!;
    fake.pay(authority);
    fake.payments.get(authority)!.amount = 999_000; // the gateway holds a different amount than our record
    const res = await verify(user.token, authority);
    expect(res.body).toMatchObject({ status: 'failed', credits_granted: 0 });
    const db = await getDb();
    const [row] = await db.select().from(payments).where(eq(payments.authority, authority));
    expect(row.failureCode).toBe(-50);
  });

  it('a transient error (-12, or a 5xx) keeps the payment pending; the reconcile job grants it later', async () => {
    const user = await userWith();
    const authority = (await start(user.token)).body.link.split('/').pop()!;
    fake.pay(authority);
    fake.failNext('verify', -12, 429);
    expect((await verify(user.token, authority)).body.status).toBe('pending');
    expect((await getCreditSummary(await getDb(), user.id)).active_credits_count).toBe(0);
    // the browser never comes back: unVerified.json lists it and the job settles it, whatever its age
    const report = await reconcilePayments(await getDb(), { olderThanMinutes: 60 });
    expect(report.paid).toBe(1);
    expect((await getCreditSummary(await getDb(), user.id)).active_credits_count).toBe(3);
  });

  it("the gateway's unexpected error (-52) on verify is asked again, not a failed payment", async () => {
    const user = await userWith();
    const authority = (await start(user.token)).body.link.split('/').pop()!;
    fake.pay(authority);
    fake.failNext('verify', -52);
    expect((await verify(user.token, authority)).body).toMatchObject({ status: 'pending', credits_granted: 0 });
    // The user reloads the verify page (or the reconcile job runs): the payment is verified and granted once.
    expect((await verify(user.token, authority)).body).toMatchObject({ status: 'paid', credits_granted: 3 });
    expect((await getCreditSummary(await getDb(), user.id)).active_credits_count).toBe(3);
  });

  it('a refused request (-10 bad merchant, -9 validation) answers 502 with the purchase-failed text and records nothing', async () => {
    const user = await userWith();
    fake.failNext('request', -10);
    const res = await start(user.token);
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe('مشکلی در درخواست شما پیش آمد؛ لطفاً بعداً دوباره تلاش کنید.');
    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it('IRT sends toman with currency IRT; a wrong merchant is reported as a definitive failure', async () => {
    const gw = createZarinpalGateway({ merchantId: fake.merchantId, baseUrl: fake.baseUrl, currency: 'IRT' });
    const started = await gw.request({ amountToman: 50000, description: 'x', callbackUrl: 'http://localhost:3000/s', orderId: 'o1' });
    expect(fake.payments.get(started.authority)).toMatchObject({ amount: 50000, currency: 'IRT' });
    fake.pay(started.authority);
    expect(await gw.verify({ authority: started.authority, amountToman: 50000 })).toMatchObject({ ok: true, alreadyVerified: false });
    expect(await gw.verify({ authority: started.authority, amountToman: 50000 })).toMatchObject({ ok: true, alreadyVerified: true });
    const wrong = createZarinpalGateway({ merchantId: 'nope', baseUrl: fake.baseUrl, currency: 'IRT' });
    await expect(wrong.request({ amountToman: 50000, description: 'x', callbackUrl: 'http://x/', orderId: 'o' })).rejects.toThrow(/-10/);
    expect(await gw.verify({ authority: 'A000bad', amountToman: 50000 })).toMatchObject({ ok: false, code: -54, definitive: true });
    const down = createZarinpalGateway({ merchantId: 'm', baseUrl: 'http://127.0.0.1:1', currency: 'IRR' });
    expect(await down.verify({ authority: 'A1', amountToman: 1 })).toMatchObject({ ok: false, definitive: false });
  });
});
