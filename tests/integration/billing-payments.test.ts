process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
process.env.PAYMENT_GATEWAY = 'sandbox';
process.env.ADMIN_API_TOKEN = 'it-admin-token-123';
process.env.TRUSTED_PROXIES = '127.0.0.1'; // as behind a reverse proxy on the same machine

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { burstFromMinuteStart } from './clock';
import { GET as plansRoute } from '@/app/api/subscription/plan/route';
import { GET as servicesRoute } from '@/app/api/subscription/service/route';
import { GET as citiesRoute } from '@/app/api/houses/city/route';
import { GET as discountRoute } from '@/app/api/payment/discount-codes/available-plans/route';
import { POST as payRoute } from '@/app/api/payment/payment-subscription/route';
import { GET as transactionRoute } from '@/app/api/payment/payment-transaction/[authority]/route';
import { POST as sandboxRoute } from '@/app/api/payment/sandbox/[authority]/[action]/route';
import { GET as ipCheckRoute } from '@/app/api/ip-check/check/route';
import { POST as adminDiscountRoute } from '@/app/api/admin/discount-codes/route';
import type { City, Plan, PlanDiscount, PaymentTransaction, Service } from '@/lib/contracts/billing';
import { resetServerEnv } from '@/lib/env';
import { getCreditSummary } from '@/server/credits/account';
import { getDb } from '@/server/db/client';
import { discountCodes, payments } from '@/server/db/schema/billing';
import { reconcilePayments } from '@/server/billing/reconcile-payments';
import { ADMIN_GUESSES_PER_HOUR } from '@/server/billing/create-discount-code';
import { call } from './http';
import { userWith } from './users';

const ADMIN = { authorization: 'Token it-admin-token-123' };

async function createCode(body: Record<string, unknown>) {
  return call<Record<string, unknown>>(adminDiscountRoute, '/api/admin/discount-codes/', { method: 'POST', body, headers: ADMIN });
}

async function startPayment(token: string, body: Record<string, unknown>) {
  return call<{ link: string } & Record<string, string[]>>(payRoute, '/api/payment/payment-subscription/', {
    method: 'POST',
    token,
    body,
  });
}

const authorityOf = (link: string) => new URL(link).pathname.split('/').pop()!;

async function sandbox(authority: string, action: 'pay' | 'cancel') {
  return call(sandboxRoute, `/api/payment/sandbox/${authority}/${action}/`, { method: 'POST', params: { authority, action } });
}

async function verify(token: string, authority: string, gatewayStatus?: 'OK' | 'NOK') {
  const query = gatewayStatus ? `?Status=${gatewayStatus}` : '';
  return call<PaymentTransaction>(transactionRoute, `/api/payment/payment-transaction/${authority}${query}`, { token, params: { authority } });
}

describe('reference data', () => {
  it('lists main plans (sntandard wire name) and top-up packs, cacheable for 15 minutes', async () => {
    const res = await call<Plan[]>(plansRoute, '/api/subscription/plan/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=900');
    expect(res.body.filter((p) => p.is_main).map((p) => p.name)).toEqual(['base', 'sntandard', 'professional', 'commercial']);
    expect(res.body.filter((p) => !p.is_main).map((p) => p.credits)).toEqual([1, 2, 3]);
    const std = res.body.find((p) => p.name === 'sntandard')!;
    expect(std).toMatchObject({ label: 'استاندارد', credits: 10, price: 500000, discounted_price: 450000, discount_percent: 10 });
  });

  it('lists 36 services with {family}_{agent}_{kind} names', async () => {
    const res = await call<Service[]>(servicesRoute, '/api/subscription/service/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=900');
    expect(res.body).toHaveLength(36);
    expect(res.body.find((s) => s.name === 'rental_evaluation_divar_advertiser_base')).toMatchObject({
      service_kind: 'base',
      category_name: 'rental_evaluation',
      source_agent_type: 'divar_advertiser',
      credits_required: 1,
      price: 50000,
    });
  });

  it('names the neighbourhood service as the site does, «ارزیابی محله», in every agent and kind', async () => {
    // 0003 seeded «ارزیابی محیطی ملک», shown in the service dialog and the credit history while the menu, /neighborhood
    // and /reports said «ارزیابی محله».
    const res = await call<Service[]>(servicesRoute, '/api/subscription/service/');
    const titles = res.body.filter((s) => s.category_name === 'environmental_evaluation').map((s) => s.title);
    expect(titles).toHaveLength(6);
    expect(new Set(titles)).toEqual(new Set(['ارزیابی محله', 'ارزیابی محله (گزارش تکمیلی)']));
  });

  it('lists cities, Tehran first; a category keeps only cities offering it', async () => {
    const all = await call<City[]>(citiesRoute, '/api/houses/city/');
    expect(all.body.map((c) => c.name)).toEqual(['tehran', 'pardis', 'karaj']);
    expect(all.body[0].services_access).toHaveLength(36);
    expect(all.body[1].services_access).toEqual([]);
    const price = await call<City[]>(citiesRoute, '/api/houses/city/?services_access_category=price_evaluation');
    expect(price.body.map((c) => c.name)).toEqual(['tehran']);
    expect(price.body[0].services_access.every((s) => s.name.startsWith('price_evaluation_'))).toBe(true);
    expect((await call(citiesRoute, '/api/houses/city/?services_access_category=nope')).status).toBe(400);
  });

  it('answers is_iran from the offline database, honouring X-Forwarded-For only from trusted proxies', async () => {
    expect((await call(ipCheckRoute, '/api/ip-check/check/', { ip: '8.8.8.8' })).body).toEqual({ is_iran: false });
    expect((await call(ipCheckRoute, '/api/ip-check/check/', { ip: '5.160.0.1' })).body).toEqual({ is_iran: true });
    expect((await call(ipCheckRoute, '/api/ip-check/check/', { ip: '127.0.0.1', headers: { 'x-forwarded-for': '8.8.8.8' } })).body).toEqual({ is_iran: false });
    // an untrusted peer cannot claim to be in Iran
    expect((await call(ipCheckRoute, '/api/ip-check/check/', { ip: '8.8.8.8', headers: { 'x-forwarded-for': '5.160.0.1' } })).body).toEqual({ is_iran: false });
    expect((await call(ipCheckRoute, '/api/ip-check/check/', { ip: '192.168.1.5' })).body).toEqual({ is_iran: true });
  });
});

describe('discount codes', () => {
  it('admin endpoint: 404 without the env token, 401 with a wrong token, validates input', async () => {
    process.env.ADMIN_API_TOKEN = '';
    resetServerEnv();
    expect((await createCode({ code: 'ABCD', percent: 10 })).status).toBe(404);
    process.env.ADMIN_API_TOKEN = 'it-admin-token-123';
    resetServerEnv();
    expect((await call(adminDiscountRoute, '/api/admin/discount-codes/', { method: 'POST', body: { code: 'ABCD', percent: 10 }, headers: { authorization: 'Token nope' } })).status).toBe(401);
    expect((await createCode({ code: 'AB', percent: 10 })).status).toBe(400);
    expect((await createCode({ code: 'ABCDE', percent: 100 })).status).toBe(400);
    expect((await createCode({ code: 'ABCDE', percent: 20 })).status).toBe(201);
    expect((await createCode({ code: 'abcde', percent: 20 })).status).toBe(400); // duplicate (codes are upper-case)
    expect((await createCode({ code: 'AB\u0000CD', percent: 10 })).status).toBe(400);
    expect((await createCode({ code: 'WXYZ', percent: 10, max_uses: 2_147_483_648 })).status).toBe(400);
  });

  it('guessing the admin token is cut off per address: past the limit even the right token waits', async () => {
    const ip = '198.51.100.23';
    const guess = (token: string) =>
      call(adminDiscountRoute, '/api/admin/discount-codes/', { method: 'POST', body: { code: 'GUESSED', percent: 90 }, headers: { authorization: `Token ${token}` }, ip });
    // Right tokens are not guesses: an operator's own calls never use the allowance up.
    for (let i = 0; i < ADMIN_GUESSES_PER_HOUR + 5; i += 1) expect((await call(adminDiscountRoute, '/api/admin/discount-codes/', { method: 'POST', body: {}, headers: ADMIN, ip })).status).toBe(400);
    for (let i = 0; i < ADMIN_GUESSES_PER_HOUR; i += 1) expect((await guess(`it-admin-token-${i}`)).status).toBe(401);
    const refused = await guess('it-admin-token-123');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another address is not held back.
    expect((await call(adminDiscountRoute, '/api/admin/discount-codes/', { method: 'POST', body: { code: 'NOTGUESSED', percent: 10 }, headers: ADMIN, ip: '198.51.100.24' })).status).toBe(201);
  });

  it('lists the discounted price of every plan; Persian digits and lower case are accepted', async () => {
    await createCode({ code: 'NOW1404', percent: 20 });
    const res = await call<PlanDiscount[]>(discountRoute, `/api/payment/discount-codes/available-plans/?code=${encodeURIComponent('now۱۴۰۴')}`);
    expect(res.status).toBe(200);
    expect(res.body.find((p) => p.name === 'sntandard')).toEqual({ name: 'sntandard', discount_percentage: 20, final_price: 360000 });
    expect(res.body.find((p) => p.name === 'base')).toEqual({ name: 'base', discount_percentage: 20, final_price: 120000 });
  });

  it('rejects short, unknown, expired, not-yet-valid, exhausted and inactive codes with 400', async () => {
    const db = await getDb();
    await createCode({ code: 'OLD1', percent: 10, valid_until: new Date(Date.now() - 1000).toISOString() });
    await createCode({ code: 'SOON', percent: 10, valid_from: new Date(Date.now() + 3600_000).toISOString() });
    await createCode({ code: 'USED', percent: 10, max_uses: 1 });
    await db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.code, 'USED'));
    await createCode({ code: 'OFFX', percent: 10 });
    await db.update(discountCodes).set({ isActive: false }).where(eq(discountCodes.code, 'OFFX'));
    const short = await call<Record<string, string[]>>(discountRoute, '/api/payment/discount-codes/available-plans/?code=ABC');
    expect(short.status).toBe(400);
    expect(short.body.code).toEqual(['کد تخفیف باید حداقل ۴ کاراکتر باشد']);
    for (const code of ['NOPE', 'OLD1', 'SOON', 'USED', 'OFFX']) {
      const res = await call<Record<string, string[]>>(discountRoute, `/api/payment/discount-codes/available-plans/?code=${code}`);
      expect(res.status, code).toBe(400);
      expect(res.body.code).toEqual(['کد تخفیف معتبر نیست']);
    }
  });

  it('a plan-restricted code lists only that plan and is refused for another', async () => {
    await createCode({ code: 'PROONLY', percent: 50, plan: 'professional' });
    const res = await call<PlanDiscount[]>(discountRoute, '/api/payment/discount-codes/available-plans/?code=PROONLY');
    expect(res.body).toEqual([{ name: 'professional', discount_percentage: 50, final_price: 500000 }]);
    const user = await userWith();
    const other = await startPayment(user.token, { plan: 'base', callback_url: 'http://localhost:3000/subscription', discount_code: 'PROONLY' });
    expect(other.status).toBe(400);
    expect(other.body.discount_code).toEqual(['کد تخفیف معتبر نیست']);
  });
});

describe('guessing discount codes', () => {
  it('counts codes tried through payments per address, with every account and the available-plans route', async () => {
    const ip = '198.51.100.61';
    const accounts = await Promise.all([userWith(), userWith(), userWith()]);
    burstFromMinuteStart();
    const statuses: number[] = [];
    for (let i = 0; i < 18; i++) {
      const res = await call(payRoute, '/api/payment/payment-subscription/', {
        method: 'POST',
        ip,
        token: accounts[i % 3].token,
        body: { plan: 'base', callback_url: '/subscription', discount_code: `GUESS${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    for (let i = 0; i < 2; i++) expect((await call(discountRoute, `/api/payment/discount-codes/available-plans/?code=GUESS${i}X`, { ip })).status).toBe(400);
    const over = await call<{ detail: string }>(payRoute, '/api/payment/payment-subscription/', {
      method: 'POST',
      ip,
      token: accounts[0].token,
      body: { plan: 'base', callback_url: '/subscription', discount_code: 'GUESS99' },
    });
    expect(over.status).toBe(429);
    // A payment without a code is not slowed by it.
    const plain = await call(payRoute, '/api/payment/payment-subscription/', { method: 'POST', ip, token: accounts[1].token, body: { plan: 'base', callback_url: '/subscription' } });
    expect(plain.status).toBe(200);
  });
});

describe('payments through the sandbox gateway', () => {
  it('prices on the server, pays, verifies and grants credits once; the code use is counted', async () => {
    await createCode({ code: 'HALF', percent: 50, max_uses: 5 });
    const user = await userWith();
    const start = await startPayment(user.token, {
      plan: 'standard', // accepted for the wire name 'sntandard'
      callback_url: 'http://localhost:3000/price?x=1&Status=OK',
      discount_code: 'half',
      amount: 1, // tampering: ignored, the server prices the plan
    });
    expect(start.status).toBe(200);
    expect(start.body.link).toMatch(/^http:\/\/localhost:3000\/sandbox-gateway\/S[0-9A-F]+$/);
    const authority = authorityOf(start.body.link);
    const db = await getDb();
    const [row] = await db.select().from(payments).where(eq(payments.authority, authority));
    expect(row).toMatchObject({ amount: 225000, credits: 10, status: 'pending', discountPercent: 50 });

    const back = await sandbox(authority, 'pay');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/price');
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('Authority')).toBe(authority);
    expect(location.searchParams.get('Status')).toBe('OK');

    const results = await Promise.all(Array.from({ length: 20 }, () => verify(user.token, authority)));
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'paid', credits_granted: 10, plan: { name: 'sntandard', label: 'استاندارد' } });
      expect(r.body.ref_id).toBeTruthy();
    }
    // the one check that granted them says so; the others say it was confirmed before
    expect(results.filter((r) => r.body.message.startsWith('پرداخت با موفقیت انجام شد')).length).toBe(1);
    expect((await getCreditSummary(db, user.id)).active_credits_count).toBe(10);
    // a replay later changes nothing
    await verify(user.token, authority);
    expect((await getCreditSummary(db, user.id)).active_credits_count).toBe(10);
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, 'HALF'));
    expect(code.usedCount).toBe(1);
  });

  it('parallel payments cannot all take the last use of a capped code; a cancelled one gives its use back when its session ends', async () => {
    await createCode({ code: 'LASTONE', percent: 20, max_uses: 1 });
    const users = await Promise.all(Array.from({ length: 5 }, () => userWith()));
    const starts = await Promise.all(
      users.map((u) => startPayment(u.token, { plan: 'base', callback_url: '/subscription', discount_code: 'lastone' })),
    );
    expect(starts.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of starts.filter((x) => x.status !== 200)) expect(r).toMatchObject({ status: 400, body: { discount_code: ['کد تخفیف معتبر نیست'] } });
    // While that payment is open, the code is taken for everyone else.
    const holder = users[starts.findIndex((r) => r.status === 200)];
    const other = users.find((u) => u !== holder)!;
    expect((await startPayment(other.token, { plan: 'base', callback_url: '/subscription', discount_code: 'LASTONE' })).status).toBe(400);
    const authority = authorityOf(starts.find((r) => r.status === 200)!.body.link);
    await sandbox(authority, 'cancel');
    expect((await verify(holder.token, authority, 'NOK')).body.status).toBe('cancelled');
    // The gateway's NOK cannot be told from one the client wrote itself: the use is held until the session is over.
    expect((await startPayment(other.token, { plan: 'base', callback_url: '/subscription', discount_code: 'LASTONE' })).status).toBe(400);
    const db = await getDb();
    await db.update(payments).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(payments.authority, authority));
    expect((await startPayment(other.token, { plan: 'base', callback_url: '/subscription', discount_code: 'LASTONE' })).status).toBe(200);
  });

  it('the holder of a capped code who left the gateway with Back gets the same gateway session back, never a second one to pay', async () => {
    await createCode({ code: 'MINEONLY', percent: 25, max_uses: 1 });
    const user = await userWith();
    const db = await getDb();
    const first = await startPayment(user.token, { plan: 'base', callback_url: '/subscription', discount_code: 'MINEONLY' });
    expect(first.status).toBe(200);
    // Back from the gateway, then the code again (four times, in as many tabs): still offered to this user, and
    // every "buy" opens the one session already started, so it can be paid (and credited at the discount) once.
    const check = await call<PlanDiscount[]>(discountRoute, '/api/payment/discount-codes/available-plans/?code=MINEONLY', { token: user.token });
    expect(check.status).toBe(200);
    const again = await Promise.all(
      [1, 2, 3].map(() => startPayment(user.token, { plan: 'base', callback_url: '/subscription', discount_code: 'MINEONLY' })),
    );
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(again.map((r) => r.body.link))).toEqual(new Set([first.body.link]));
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, 'MINEONLY'));
    const mine = await db.select().from(payments).where(eq(payments.discountCodeId, code.id));
    expect(mine.map((p) => p.status)).toEqual(['pending']);
    // Another plan with the code while that session is open: refused, saying what to do and for how long.
    const other = await startPayment(user.token, { plan: 'sntandard', callback_url: '/subscription', discount_code: 'MINEONLY' });
    expect(other.status).toBe(400);
    expect((other.body as unknown as { detail: string }).detail).toMatch(/^پرداخت دیگری با این کد تخفیف هنوز در درگاه باز است\. همان را کامل کنید یا [۰-۹]+ دقیقهٔ دیگر دوباره تلاش کنید\.$/);
    // Still one use for everyone else, and the session pays at the discounted price, once.
    const stranger = await userWith();
    expect((await startPayment(stranger.token, { plan: 'base', callback_url: '/subscription', discount_code: 'MINEONLY' })).status).toBe(400);
    const authority = authorityOf(first.body.link);
    await sandbox(authority, 'pay');
    expect((await verify(user.token, authority, 'OK')).body).toMatchObject({ status: 'paid', credits_granted: 3 });
    const [used] = await db.select().from(discountCodes).where(eq(discountCodes.code, 'MINEONLY'));
    expect(used.usedCount).toBe(1);
    expect((await getCreditSummary(db, user.id)).active_credits_count).toBe(3);
  });

  it('a Status=NOK of the caller\'s own does not free a capped code while the gateway can still take the money', async () => {
    // The attack: start with a single-use code, claim NOK (the query parameter is the client's word, the gateway
    // session stays payable), start again with the code, NOK again … then pay every session at the discount.
    await createCode({ code: 'ONCEONLY', percent: 90, max_uses: 1 });
    const user = await userWith();
    const other = await userWith();
    const db = await getDb();
    const first = await startPayment(user.token, { plan: 'commercial', callback_url: '/subscription', discount_code: 'ONCEONLY' });
    expect(first.status).toBe(200);
    const authority = authorityOf(first.body.link);
    expect((await verify(user.token, authority, 'NOK')).body.status).toBe('cancelled');
    const again = await startPayment(user.token, { plan: 'commercial', callback_url: '/subscription', discount_code: 'ONCEONLY' });
    expect(again.status).toBe(400);
    expect((again.body as unknown as { detail: string }).detail).toMatch(/^پرداخت قبلی شما با این کد تخفیف لغو شد، اما درگاه تا [۰-۹]+ دقیقهٔ دیگر آن را باز نگه می‌دارد؛ پس از آن دوباره با این کد خرید کنید یا بدون کد ادامه دهید\.$/);
    expect((await startPayment(other.token, { plan: 'commercial', callback_url: '/subscription', discount_code: 'ONCEONLY' })).status).toBe(400);
    // The first session, paid after all, is honoured: the one use of the code, at the discount, once.
    await sandbox(authority, 'pay');
    expect((await verify(user.token, authority, 'OK')).body).toMatchObject({ status: 'paid', credits_granted: 60, amount: 225000 });
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, 'ONCEONLY'));
    expect(code.usedCount).toBe(1);
    expect((await getCreditSummary(db, user.id)).active_credits_count).toBe(60);
    expect((await startPayment(user.token, { plan: 'commercial', callback_url: '/subscription', discount_code: 'ONCEONLY' })).status).toBe(400);
  });

  it('once the gateway session of an unpaid capped-code payment is over, its holder can start a new one', async () => {
    await createCode({ code: 'LATERTOO', percent: 25, max_uses: 1 });
    const user = await userWith();
    const db = await getDb();
    const first = await startPayment(user.token, { plan: 'base', callback_url: '/subscription', discount_code: 'LATERTOO' });
    await db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.authority, authorityOf(first.body.link)));
    const second = await startPayment(user.token, { plan: 'sntandard', callback_url: '/subscription', discount_code: 'LATERTOO' });
    expect(second.status).toBe(200);
    expect(second.body.link).not.toBe(first.body.link);
    const [old] = await db.select().from(payments).where(eq(payments.authority, authorityOf(first.body.link)));
    expect(old.status).toBe('cancelled');
  });

  // A reopened «پرداخت موفق» link read as a new top-up: no date, the same «… افزوده شد» as on the day.
  it('a paid payment carries when it was paid; a later check says it was confirmed then', async () => {
    const user = await userWith();
    const start = await startPayment(user.token, { plan: 'topup_3', callback_url: '/subscription' });
    const authority = authorityOf(start.body.link);
    const opened = await verify(user.token, authority);
    expect(opened.body).toMatchObject({ status: 'pending', paid_at: null, newly_paid: false });
    await sandbox(authority, 'pay');
    const before = Date.now();
    const first = await verify(user.token, authority, 'OK');
    expect(first.body).toMatchObject({ status: 'paid', credits_granted: 3, newly_paid: true, message: 'پرداخت با موفقیت انجام شد و ۳ اعتبار به حساب شما افزوده شد.' });
    const [row] = await (await getDb()).select().from(payments).where(eq(payments.authority, authority));
    expect(first.body.paid_at).toBe(row.verifiedAt!.toISOString());
    expect(Math.abs(Date.parse(first.body.paid_at!) - before)).toBeLessThan(60_000);
    // the spec §7 fields are all still there
    expect(Object.keys(first.body)).toEqual(expect.arrayContaining(['authority', 'status', 'plan', 'amount', 'ref_id', 'message', 'created_at', 'verified_at']));

    const later = await verify(user.token, authority, 'OK');
    expect(later.body).toMatchObject({
      status: 'paid',
      paid_at: first.body.paid_at,
      newly_paid: false,
      message: 'این پرداخت پیش‌تر تأیید شده است و ۳ اعتبار آن همان زمان به حساب شما افزوده شد.',
    });
    expect((await getCreditSummary(await getDb(), user.id)).active_credits_count).toBe(3);
  });

  it('a cancelled payment grants nothing and says so', async () => {
    const user = await userWith();
    const start = await startPayment(user.token, { plan: 'base', callback_url: '/subscription' });
    const authority = authorityOf(start.body.link);
    const back = await sandbox(authority, 'cancel');
    expect(new URL(back.headers.get('location')!).searchParams.get('Status')).toBe('NOK');
    // pressing pay after cancelling does not resurrect it
    expect(new URL((await sandbox(authority, 'pay')).headers.get('location')!).searchParams.get('Status')).toBe('NOK');
    const res = await verify(user.token, authority, 'NOK');
    expect(res.body).toMatchObject({ status: 'cancelled', credits_granted: 0 });
    expect(res.body.message).toContain('اعتباری به حساب شما افزوده نشد');
    expect((await getCreditSummary(await getDb(), user.id)).active_credits_count).toBe(0);
  });

  it('a client polling the payment status is slowed down with 429 (each check of an open payment asks the gateway)', async () => {
    const user = await userWith();
    const start = await startPayment(user.token, { plan: 'topup_1', callback_url: '/subscription' });
    const authority = authorityOf(start.body.link);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await verify(user.token, authority)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await verify(user.token, authority);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('a status check before paying leaves the payment open: paying afterwards still grants the credits', async () => {
    const user = await userWith();
    const start = await startPayment(user.token, { plan: 'topup_2', callback_url: '/subscription' });
    const authority = authorityOf(start.body.link);
    // A second tab or a reload asks before the user has paid at the gateway.
    const early = await verify(user.token, authority);
    expect(early.body).toMatchObject({ status: 'pending', credits_granted: 0 });
    expect(early.body.message).toContain('هنوز تأیید نشده');
    expect(new URL((await sandbox(authority, 'pay')).headers.get('location')!).searchParams.get('Status')).toBe('OK');
    expect((await verify(user.token, authority, 'OK')).body).toMatchObject({ status: 'paid', credits_granted: 2 });
    expect((await getCreditSummary(await getDb(), user.id)).active_credits_count).toBe(2);
  });

  it('money the gateway took after the payment was closed still brings its credits (checked again, or by the reconcile job)', async () => {
    const user = await userWith();
    const db = await getDb();
    const start = await startPayment(user.token, { plan: 'topup_2', callback_url: '/subscription' });
    const authority = authorityOf(start.body.link);
    // A NOK check (a cancel in one tab) while the gateway page is still open in another, which then pays.
    expect((await verify(user.token, authority, 'NOK')).body.status).toBe('cancelled');
    await sandbox(authority, 'pay');
    expect((await verify(user.token, authority, 'OK')).body).toMatchObject({ status: 'paid', credits_granted: 2 });
    expect((await getCreditSummary(db, user.id)).active_credits_count).toBe(2);

    const late = await startPayment(user.token, { plan: 'topup_2', callback_url: '/subscription' });
    const lateAuthority = authorityOf(late.body.link);
    expect((await verify(user.token, lateAuthority, 'NOK')).body.status).toBe('cancelled');
    await sandbox(lateAuthority, 'pay'); // and the browser closed: only the reconcile job sees it
    await reconcilePayments(db, { now: new Date() });
    const [row] = await db.select().from(payments).where(eq(payments.authority, lateAuthority));
    expect(row.status).toBe('paid');
    expect((await getCreditSummary(db, user.id)).active_credits_count).toBe(4);
    // A cancelled payment that stays unpaid stays cancelled.
    const none = await startPayment(user.token, { plan: 'base', callback_url: '/subscription' });
    await verify(user.token, authorityOf(none.body.link), 'NOK');
    expect((await verify(user.token, authorityOf(none.body.link))).body.status).toBe('cancelled');
  });

  it('an unpaid payment closes once its gateway session is over, without a cancel', async () => {
    const user = await userWith();
    const start = await startPayment(user.token, { plan: 'base', callback_url: '/subscription' });
    const authority = authorityOf(start.body.link);
    const db = await getDb();
    await db.update(payments).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(payments.authority, authority));
    expect((await verify(user.token, authority)).body).toMatchObject({ status: 'cancelled', credits_granted: 0 });
  });

  it("another user's authority is a 404, and an unknown one too", async () => {
    const owner = await userWith();
    const thief = await userWith();
    const start = await startPayment(owner.token, { plan: 'base', callback_url: '/subscription' });
    const authority = authorityOf(start.body.link);
    await sandbox(authority, 'pay');
    expect((await verify(thief.token, authority)).status).toBe(404);
    expect((await verify(owner.token, 'SDOESNOTEXIST000')).status).toBe(404);
    expect((await verify(owner.token, authority)).body.status).toBe('paid');
  });

  it('refuses foreign callback URLs, unknown plans and anonymous callers', async () => {
    const user = await userWith();
    for (const url of ['https://evil.example/steal', '//evil.example/x', 'http://localhost:3001/x', 'javascript:alert(1)', '/\\evil.example']) {
      const res = await startPayment(user.token, { plan: 'base', callback_url: url });
      expect(res.status, url).toBe(400);
      expect(res.body.callback_url).toBeTruthy();
    }
    expect((await startPayment(user.token, { plan: 'gold', callback_url: '/subscription' })).status).toBe(400);
    const anon = await call(payRoute, '/api/payment/payment-subscription/', { method: 'POST', body: { plan: 'base', callback_url: '/subscription' } });
    expect(anon.status).toBe(401);
  });

  it('a paid payment whose callback never arrived is settled by the reconcile job', async () => {
    const user = await userWith();
    const start = await startPayment(user.token, { plan: 'topup_2', callback_url: '/subscription' });
    const authority = authorityOf(start.body.link);
    await sandbox(authority, 'pay'); // the browser closed here: no verify call
    const abandoned = await startPayment(user.token, { plan: 'base', callback_url: '/subscription' });
    const db = await getDb();
    const report = await reconcilePayments(db, { olderThanMinutes: 0, now: new Date(Date.now() + 60_000) });
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect((await getCreditSummary(db, user.id)).active_credits_count).toBe(2);
    // the link opened afterwards says the credits came then, not now
    const opened = await verify(user.token, authority, 'OK');
    expect(opened.body.message).toBe('این پرداخت پیش‌تر تأیید شده است و ۲ اعتبار آن همان زمان به حساب شما افزوده شد.');
    expect(opened.body.paid_at).toBeTruthy();
    const [left] = await db.select().from(payments).where(eq(payments.authority, authorityOf(abandoned.body.link)));
    expect(left.status).toBe('cancelled');
    // running it again grants nothing more
    await reconcilePayments(db, { olderThanMinutes: 0, now: new Date(Date.now() + 60_000) });
    expect((await getCreditSummary(db, user.id)).active_credits_count).toBe(2);
  });
});
