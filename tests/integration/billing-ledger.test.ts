import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { creditBalances, creditLedger } from '@/server/db/schema/billing';
import { getCreditSummary, grantSignupCredits } from '@/server/credits/account';
import { spendForService, NOT_ENOUGH_CREDIT } from '@/server/credits/spend-credits';
import { findService } from '@/server/credits/find-service';
import { ANONYMOUS_DEVICES_PER_ADDRESS, anonymousClient, consumeAnonymousUse } from '@/server/credits/anonymous-use';
import { jalaliMonthKey } from '@/lib/fa/jalali-month';
import { DomainError } from '@/server/core/errors';
import type { ApiError } from '@/server/http/errors';
import { answerFor } from './http';
import { grantPaid, userWith } from './users';

// The use-cases throw domain errors; the status and body are what the route wrapper answers for them.
const answer = (error: unknown) => answerFor(error) as ApiError;
const serviceNamed = async (tx: Parameters<typeof findService>[0], name: string) => (await findService(tx, name))!;

async function ledgerSums(userId: string) {
  const db = await getDb();
  const [sums] = await db
    .select({
      paid: sql<number>`coalesce(sum(${creditLedger.paidDelta}), 0)::int`,
      free: sql<number>`coalesce(sum(${creditLedger.freeDelta}), 0)::int`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const [bal] = await db.select().from(creditBalances).where(eq(creditBalances.userId, userId));
  return { sums, balance: { paid: bal?.paidCredits ?? 0, free: bal?.freeCredits ?? 0 } };
}

describe('credit ledger', () => {
  it('seeds 36 services and resolves them by id or name', async () => {
    const db = await getDb();
    const byName = await findService(db, 'price_evaluation_product_base');
    expect(byName).toMatchObject({ categoryName: 'price_evaluation', sourceAgentType: 'product', serviceKind: 'base' });
    expect(await findService(db, String(byName!.id))).toMatchObject({ name: 'price_evaluation_product_base' });
    expect(await findService(db, byName!.id)).toMatchObject({ name: 'price_evaluation_product_base' });
    expect(await findService(db, 'nope')).toBeNull();
    const summary = await getCreditSummary(db, randomUUID());
    expect(summary.services).toHaveLength(36);
    expect(summary).toMatchObject({ active_credits_count: 0, free_credits_count: 0 });
  });

  it('grants signup credits once and reports free and paid credits disjointly', async () => {
    const db = await getDb();
    const { id: userId } = await userWith();
    await db.transaction((tx) => grantSignupCredits(tx, userId, 1));
    await expect(db.transaction((tx) => grantSignupCredits(tx, userId, 1))).rejects.toThrow();
    await grantPaid(userId, 2);
    const summary = await getCreditSummary(db, userId);
    expect(summary.active_credits_count).toBe(2);
    expect(summary.free_credits_count).toBe(1);
    const base = summary.services.find((s) => s.service_name === 'price_evaluation_product_base')!;
    expect(base).toEqual({ service_name: base.service_name, available_credits: 3, free_credits: 1, can_use_service: true });
    const report = summary.services.find((s) => s.service_name === 'report_product_complementary')!;
    expect(report.can_use_service).toBe(true); // needs 3
    const env = summary.services.find((s) => s.service_name === 'environmental_evaluation_product_complementary')!;
    expect(env.can_use_service).toBe(true);
  });

  it('spends free credits first, then paid, and never charges one reference twice', async () => {
    const db = await getDb();
    const { id: userId } = await userWith();
    await db.transaction((tx) => grantSignupCredits(tx, userId, 1));
    await grantPaid(userId, 3);
    const ref = randomUUID();
    const first = await db.transaction(async (tx) =>
      spendForService(tx, { userId, service: await serviceNamed(tx, 'price_evaluation_product_complementary'), reference: ref }),
    );
    expect(first).toMatchObject({ charged: true, freeSpent: 1, paidSpent: 1, free: false });
    const again = await db.transaction(async (tx) =>
      spendForService(tx, { userId, service: await serviceNamed(tx, 'price_evaluation_product_complementary'), reference: ref }),
    );
    expect(again.charged).toBe(false);
    expect(await getCreditSummary(db, userId)).toMatchObject({ active_credits_count: 2, free_credits_count: 0 });
    const { sums, balance } = await ledgerSums(userId);
    expect(sums).toEqual(balance);
  });

  it('refuses a spend the balance cannot cover with 403 and the spec message, changing nothing', async () => {
    const db = await getDb();
    const { id: userId } = await userWith();
    await grantPaid(userId, 1);
    const error = await db
      .transaction(async (tx) => spendForService(tx, { userId, service: await serviceNamed(tx, 'report_product_base'), reference: randomUUID() }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(answer(error).status).toBe(403);
    expect(answer(error).body).toEqual({ detail: NOT_ENOUGH_CREDIT });
    expect(await getCreditSummary(db, userId)).toMatchObject({ active_credits_count: 1, free_credits_count: 0 });
  });

  it('50 concurrent spends against 5 credits: exactly 5 succeed and the ledger balances', async () => {
    const db = await getDb();
    const { id: userId } = await userWith();
    await db.transaction((tx) => grantSignupCredits(tx, userId, 2));
    await grantPaid(userId, 3);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        db.transaction(async (tx) =>
          spendForService(tx, { userId, service: await serviceNamed(tx, 'price_evaluation_product_base'), reference: randomUUID() }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(5);
    for (const r of refused) expect(answer((r as PromiseRejectedResult).reason).status).toBe(403);
    const { sums, balance } = await ledgerSums(userId);
    expect(balance).toEqual({ paid: 0, free: 0 });
    expect(sums).toEqual(balance);
  });

  it('concurrent spends of one reference charge once', async () => {
    const db = await getDb();
    const { id: userId } = await userWith();
    await grantPaid(userId, 10);
    const ref = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction(async (tx) => spendForService(tx, { userId, service: await serviceNamed(tx, 'price_evaluation_product_base'), reference: ref })),
      ),
    );
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    expect((await getCreditSummary(db, userId)).active_credits_count).toBe(9);
  });
});

describe('anonymous monthly use', () => {
  it('allows one use per family per Jalali month, then 426', async () => {
    const db = await getDb();
    const req = new Request('http://localhost/x', { headers: { 'user-agent': 'UA-1' } });
    const client = anonymousClient(req, '203.0.113.9');
    expect(JSON.stringify(client)).not.toContain('203.0.113.9');
    expect(anonymousClient(req, '203.0.113.10').fingerprint).not.toBe(client.fingerprint);
    await consumeAnonymousUse(db, { client, family: 'price_evaluation' });
    await consumeAnonymousUse(db, { client, family: 'buy_suggestion' });
    const error = await consumeAnonymousUse(db, { client, family: 'price_evaluation' }).catch((e: unknown) => e);
    expect(answer(error).status).toBe(426);
    // next Jalali month: allowed again
    await consumeAnonymousUse(db, { client, family: 'price_evaluation', at: new Date(Date.now() + 32 * 86400_000) });
  });

  it('gives one address a bounded number of devices a month: a new user agent per request is not a new free use', async () => {
    const db = await getDb();
    const device = (ua: string, ip: string) => anonymousClient(new Request('http://localhost/x', { headers: { 'user-agent': ua } }), ip);
    // An IPv4 address is often shared (offices, carriers' NAT): twenty devices, then the 21st is asked to register.
    for (let i = 0; i < ANONYMOUS_DEVICES_PER_ADDRESS.ipv4; i += 1) await consumeAnonymousUse(db, { client: device(`ua-${i}`, '198.51.100.7'), family: 'price_evaluation' });
    const next = await consumeAnonymousUse(db, { client: device('ua-next', '198.51.100.7'), family: 'price_evaluation' }).catch((e: unknown) => e);
    expect(answer(next).status).toBe(426);
    // The cap is per family, and another address is another allowance.
    await consumeAnonymousUse(db, { client: device('ua-next', '198.51.100.7'), family: 'buy_suggestion' });
    await consumeAnonymousUse(db, { client: device('ua-next', '198.51.100.8'), family: 'price_evaluation' });
    // An IPv6 subscriber is its /64: three devices, shared by every address inside it.
    for (const [i, ip] of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::9'].entries()) {
      await consumeAnonymousUse(db, { client: device(`v6-${i}`, ip), family: 'price_evaluation' });
    }
    const v6Fourth = await consumeAnonymousUse(db, { client: device('v6-3', '2001:db8:1:2:abcd::1'), family: 'price_evaluation' }).catch((e: unknown) => e);
    expect(answer(v6Fourth).status).toBe(426);
  });

  it('counts simultaneous first uses from one address under the cap', async () => {
    const db = await getDb();
    const tries = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        db.transaction((tx) =>
          consumeAnonymousUse(tx, {
            client: anonymousClient(new Request('http://localhost/x', { headers: { 'user-agent': `burst-${i}` } }), '2001:db8:9::44'),
            family: 'buy_suggestion',
          }),
        ),
      ),
    );
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(ANONYMOUS_DEVICES_PER_ADDRESS.ipv6);
  });

  it('uses the Tehran Jalali month', () => {
    expect(jalaliMonthKey(new Date('2025-03-20T20:29:00Z'))).toBe('1403-12'); // 23:59 Tehran, 30 Esfand
    expect(jalaliMonthKey(new Date('2025-03-20T20:31:00Z'))).toBe('1404-01'); // 00:01 Tehran, 1 Farvardin
  });
});
