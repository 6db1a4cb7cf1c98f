process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
process.env.DIVAR_PROVIDER = 'local';

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createEnvironment } from '@/app/api/houses/environmental-evaluation/route';
import { GET as quoteEnvironment, POST as upgradeEnvironment } from '@/app/api/houses/environmental-evaluation-complementary/route';
import { GET as quoteSale, POST as upgradeSale } from '@/app/api/houses/price-suggestion-complementary/route';
import { POST as createSale } from '@/app/api/houses/price-suggestion/route';
import { GET as quoteRent, POST as upgradeRent } from '@/app/api/houses/rental-evaluation-complementary/route';
import { POST as createRent } from '@/app/api/houses/rental-evaluation/route';
import type { UpgradeQuote } from '@/lib/contracts/billing';
import { resetServerEnv } from '@/lib/env';
import { errorMessages } from '@/lib/errors/catalogue';
import { readBalance } from '@/server/credits/ledger';
import { NOT_ENOUGH_CREDIT } from '@/server/credits/spend-credits';
import { getDb } from '@/server/db/client';
import { creditLedger, services } from '@/server/db/schema/billing';
import { valuations } from '@/server/db/schema/valuation';
import { upgradeReport } from '@/server/reports/stored-report';
import { consent, divarValuation } from './divar';
import { call } from './http';
import { grantPaid, spendEntries, userWith, type TestUser } from './users';

// The price of an upgrade (server/credits/upgrade-price.ts): the extended report bought in two steps costs what it
// costs in one. Every upgrade path the web API has: sale, rent, neighbourhood; the quote the dialog shows is the
// charge made; a retry or a double click charges once; a failure charges nothing.

beforeAll(() => {
  resetServerEnv();
});

const FLAT = { area: 90, rooms: 2, build_year: 1396, floor: 2, total_floors: 5, elevator: true, parking: true, storage: true };
const TEHRAN = { latitude: 35.7575, longitude: 51.4105 };

type Handler = Parameters<typeof call>[0];
interface Path {
  name: string;
  family: string;
  create: Handler;
  createUrl: string;
  body: Record<string, unknown>;
  upgrade: Handler;
  quote: Handler;
  upgradeUrl: string;
  base: number;
  complementary: number;
}

const PATHS: Path[] = [
  {
    name: 'sale valuation',
    family: 'price_evaluation',
    create: createSale,
    createUrl: '/api/houses/price-suggestion/',
    body: { service: 'price_evaluation_product_base', ...TEHRAN, ...FLAT },
    upgrade: upgradeSale,
    quote: quoteSale,
    upgradeUrl: '/api/houses/price-suggestion-complementary/',
    base: 1,
    complementary: 2,
  },
  {
    name: 'rent valuation',
    family: 'rental_evaluation',
    create: createRent,
    createUrl: '/api/houses/rental-evaluation/',
    body: { service: 'rental_evaluation_product_base', neighbourhood: 'پونک', ...FLAT },
    upgrade: upgradeRent,
    quote: quoteRent,
    upgradeUrl: '/api/houses/rental-evaluation-complementary/',
    base: 1,
    complementary: 2,
  },
  {
    name: 'neighbourhood evaluation',
    family: 'environmental_evaluation',
    create: createEnvironment,
    createUrl: '/api/houses/environmental-evaluation/',
    body: { service: 'environmental_evaluation_product_base', neighbourhood: 'نارمک' },
    upgrade: upgradeEnvironment,
    quote: quoteEnvironment,
    upgradeUrl: '/api/houses/environmental-evaluation-complementary/',
    base: 1,
    complementary: 3,
  },
];

const balance = async (userId: string) => {
  const b = await readBalance(await getDb(), userId);
  return b.paid + b.free;
};
const quote = (p: Path, user: TestUser | { token: string }, uuid: string) =>
  call<UpgradeQuote>(p.quote, `${p.upgradeUrl}?uuid=${uuid}`, { token: user.token });
const upgrade = (p: Path, token: string, uuid: string) => call(p.upgrade, p.upgradeUrl, { method: 'POST', token, body: { uuid } });
const upgradeEntry = async (family: string, uuid: string) =>
  (
    await (await getDb())
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reference, `${family}_complementary:${uuid}`), eq(creditLedger.entryType, 'spend')))
  )[0];

describe.each(PATHS)('upgrading a $name', (p) => {
  it('costs the complementary credits less the base credit, as quoted; the ledger says which report it upgraded', async () => {
    const u = await userWith(5);
    const made = await call<{ uuid: string }>(p.create, p.createUrl, { method: 'POST', token: u.token, body: p.body });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const uuid = made.body.uuid;
    expect(await balance(u.id)).toBe(5 - p.base);

    const q = await quote(p, u, uuid);
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect(q.body).toMatchObject({ uuid, upgraded: false, base_credits_paid: p.base });
    expect(q.body.services).toEqual([
      { id: expect.any(Number), name: `${p.family}_product_complementary`, credits_required: p.complementary, upgrade_credits: p.complementary - p.base },
    ]);

    expect((await upgrade(p, u.token, uuid)).status).toBe(200);
    expect(await balance(u.id)).toBe(5 - p.base - (p.complementary - p.base));
    // In all, what the complementary service costs when chosen at the start.
    expect(5 - (await balance(u.id))).toBe(p.complementary);
    const entry = await upgradeEntry(p.family, uuid);
    expect(entry).toMatchObject({ paidDelta: -(p.complementary - p.base), freeDelta: 0 });
    expect(entry.note).toContain(`upgrade of report ${p.family}:${uuid}`);

    // Retried (a lost answer) and double-clicked: nothing more is charged.
    const again = await Promise.all([upgrade(p, u.token, uuid), upgrade(p, u.token, uuid)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(await balance(u.id)).toBe(5 - p.complementary);
    expect(await spendEntries(u.id)).toHaveLength(2);
    expect((await quote(p, u, uuid)).body).toMatchObject({ upgraded: true, services: [{ upgrade_credits: 0 }] });
  });

  it('two upgrades sent at once charge once', async () => {
    const u = await userWith(5);
    const { body } = await call<{ uuid: string }>(p.create, p.createUrl, { method: 'POST', token: u.token, body: p.body });
    const both = await Promise.all([upgrade(p, u.token, body.uuid), upgrade(p, u.token, body.uuid)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await balance(u.id)).toBe(5 - p.complementary);
    expect(await spendEntries(u.id)).toHaveLength(2);
  });

  it('short of the difference: 403, nothing charged, still the base report; the quote is for its owner only', async () => {
    const u = await userWith(p.complementary - 1); // the base, and one short of the difference
    const { body } = await call<{ uuid: string }>(p.create, p.createUrl, { method: 'POST', token: u.token, body: p.body });
    const short = await upgrade(p, u.token, body.uuid);
    expect(short.status).toBe(403);
    expect(short.body).toEqual({ detail: NOT_ENOUGH_CREDIT });
    expect(await upgradeEntry(p.family, body.uuid)).toBeUndefined();
    expect((await quote(p, u, body.uuid)).body).toMatchObject({ upgraded: false });
    // One more credit is exactly enough.
    await grantPaid(u.id, 1);
    expect((await upgrade(p, u.token, body.uuid)).status).toBe(200);
    expect(await balance(u.id)).toBe(0);

    const stranger = await userWith(5);
    const theirs = await quote(p, stranger, body.uuid);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ detail: errorMessages.upgradeOwnerOnly });
    expect((await call(p.quote, `${p.upgradeUrl}?uuid=${body.uuid}`)).status).toBe(401);
    expect((await quote(p, stranger, crypto.randomUUID())).status).toBe(404);
    const malformed = await quote(p, stranger, 'nope');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ uuid: ['شناسهٔ ارزیابی معتبر نیست'] });
  });
});

describe('what counts as paid for the base report', () => {
  const sale = PATHS[0];

  it("an anonymous visitor's free valuation, claimed by upgrading it, costs the full complementary price", async () => {
    const free = await call<{ uuid: string }>(sale.create, sale.createUrl, { method: 'POST', ip: '198.51.100.61', body: sale.body });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    const u = await userWith(5);
    expect((await quote(sale, u, free.body.uuid)).body).toMatchObject({ base_credits_paid: 0, services: [{ upgrade_credits: 2 }] });
    expect((await upgrade(sale, u.token, free.body.uuid)).status).toBe(200);
    expect(await balance(u.id)).toBe(3);
    expect((await upgradeEntry('price_evaluation', free.body.uuid)).note).toContain('2 credits less 0 paid for the base');
  });

  it("a base paid with a Divar advertiser's free signup credit counts, against the advertiser's own services", async () => {
    const owner = await consent('QmSale120');
    const uuid = await divarValuation(owner.userId, 'QmSale120'); // adds one paid credit; the free one is spent first
    const before = await readBalance(await getDb(), owner.userId);
    const q = await quote(sale, { token: owner.access }, uuid);
    expect(q.body).toMatchObject({ base_credits_paid: 1, services: [{ name: 'price_evaluation_divar_advertiser_complementary', upgrade_credits: 1 }] });
    expect((await upgrade(sale, owner.access, uuid)).status).toBe(200);
    const after = await readBalance(await getDb(), owner.userId);
    expect(before.paid + before.free - (after.paid + after.free)).toBe(1);
  });

  it('an upgrade that costs no more than the base is free, and still on the ledger', async () => {
    const db = await getDb();
    const name = 'rental_evaluation_product_complementary';
    await db.update(services).set({ creditsRequired: 1 }).where(eq(services.name, name));
    try {
      const rent = PATHS[1];
      const u = await userWith(1);
      const { body } = await call<{ uuid: string }>(rent.create, rent.createUrl, { method: 'POST', token: u.token, body: rent.body });
      expect((await quote(rent, u, body.uuid)).body.services[0].upgrade_credits).toBe(0);
      expect((await upgrade(rent, u.token, body.uuid)).status).toBe(200);
      expect(await balance(u.id)).toBe(0);
      expect(await upgradeEntry('rental_evaluation', body.uuid)).toMatchObject({ paidDelta: 0, freeDelta: 0 });
      const [row] = await db.select({ tier: valuations.tier }).from(valuations).where(eq(valuations.id, body.uuid));
      expect(row.tier).toBe('complementary');
    } finally {
      await db.update(services).set({ creditsRequired: 2 }).where(eq(services.name, name));
    }
  });

  it('an upgrade that fails after charging gives everything back (one transaction)', async () => {
    const sale = PATHS[0];
    const u = await userWith(3);
    const { body } = await call<{ uuid: string }>(sale.create, sale.createUrl, { method: 'POST', token: u.token, body: sale.body });
    const db = await getDb();
    const failing = upgradeReport(db, {
      family: 'price_evaluation',
      userId: u.id,
      service: undefined,
      find: async (tx) => (await tx.select().from(valuations).where(eq(valuations.id, body.uuid)).for('update'))[0],
      notFound: 'x',
      claimUnowned: true,
      upgraded: (r) => r.tier === 'complementary',
      apply: async () => {
        throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(await balance(u.id)).toBe(2);
    expect(await upgradeEntry('price_evaluation', body.uuid)).toBeUndefined();
    // Sent again, it is charged once, at the same price.
    expect((await upgrade(sale, u.token, body.uuid)).status).toBe(200);
    expect(await balance(u.id)).toBe(1);
  });
});
