import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST as create } from '@/app/api/houses/price-suggestion/route';
import { GET as getOne } from '@/app/api/houses/price-suggestion-response/[uuid]/route';
import { POST as upgrade } from '@/app/api/houses/price-suggestion-complementary/route';
import { POST as createRent } from '@/app/api/houses/rental-evaluation/route';
import { OUTSIDE_SERVICE_AREA, VALUATION_NOT_FOUND, type SaleValuationResult } from '@/lib/contracts/valuation';
import { REGISTER_TO_CONTINUE } from '@/server/credits/anonymous-use';
import { REQUEST_ID_OTHER_KIND, REQUEST_ID_TAKEN } from '@/server/credits/request-id';
import { NOT_ENOUGH_CREDIT } from '@/server/credits/spend-credits';
import { getDb } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import * as engine from '@/server/valuation/engine/valuate';
import { call } from './http';
import { paidBalance, spendEntries, userWith } from './users';

// Vanak-ish point in district 3, and a point in Varamin (outside Tehran's 22 districts).
const TEHRAN = { latitude: 35.7575, longitude: 51.4105 };
const OUTSIDE = { latitude: 35.3242, longitude: 51.6457 };
const BASE = 'price_evaluation_product_base';
const COMPLEMENTARY = 'price_evaluation_product_complementary';
const FLAT = { area: 100, rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: true, storage: true };
const url = '/api/houses/price-suggestion/';
const upgradeUrl = '/api/houses/price-suggestion-complementary/';

const rows = async () => (await getDb()).select().from(valuations);
const get = (uuid: string) => call<SaleValuationResult>(getOne, `/api/houses/price-suggestion-response/${uuid}`, { params: { uuid } });

describe('sale valuation API', () => {
  it('values a flat by map point, charges the base service once and serves the base tier to anyone with the link', async () => {
    const u = await userWith(3);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...TEHRAN, ...FLAT } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await paidBalance(u.id)).toBe(2);

    const got = await get(res.body.uuid);
    expect(got.status).toBe(200);
    const r = got.body;
    // Read without a token, an owned report offers no upgrade (only its owner is offered one).
    expect(r).toMatchObject({ uuid: res.body.uuid, kind: 'sale', tier: 'base', can_upgrade: false, label: 'برآورد هوشمند، نه کارشناسی رسمی' });
    expect(r.price_date).toMatch(/^1[34]\d\d-\d\d$/);
    expect(r.place).toMatchObject({ city: 'تهران', district: 3, latitude: TEHRAN.latitude, longitude: TEHRAN.longitude });
    expect(r.place.neighbourhood.name).toBeTruthy();
    expect(r.inputs).toMatchObject({ ...FLAT, postal_code: null, neighbourhood: null });
    const e = r.estimate;
    expect(Number.isInteger(e.total) && Number.isInteger(e.per_m2)).toBe(true);
    expect(e.low).toBeLessThanOrEqual(e.total);
    expect(e.high).toBeGreaterThanOrEqual(e.total);
    expect(['high', 'medium', 'low']).toContain(e.confidence);
    // Base tier: the strongest drivers, a few comparables, a year of trend, no histogram.
    expect(r.drivers.length).toBe(4);
    expect(r.drivers_total).toBeGreaterThan(4);
    expect(r.comparables.length).toBeLessThanOrEqual(5);
    expect(r.district_trend.length).toBeLessThanOrEqual(12);
    expect(r.neighbourhood_stats?.histogram ?? null).toBeNull();
    expect(new Date(r.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('values by neighbourhood (id, Divar slug or Persian name) and accepts Persian digits', async () => {
    const u = await userWith(3);
    const res = await call<{ uuid: string }>(create, url, {
      method: 'POST',
      token: u.token,
      body: { service: BASE, neighbourhood: 'سعادت آباد', area: '۱۲۰', rooms: '۳', build_year: '۱۴۰۰', floor: '۲', elevator: 'true', parking: true, storage: false, postal_code: '۱۹۹۱۷۳۳۴۱۱' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = (await get(res.body.uuid)).body;
    expect(r.place.neighbourhood.name).toContain('سعادت');
    expect(r.place.latitude).toBeNull();
    expect(r.inputs).toMatchObject({ area: 120, rooms: 3, build_year: 1400, floor: 2, total_floors: null, elevator: true, storage: false, postal_code: '1991733411' });
  });

  it('upgrades to the extended report for the difference of the credits, once, without recomputing', async () => {
    const u = await userWith(3);
    const { body } = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...TEHRAN, ...FLAT } });
    const before = (await get(body.uuid)).body;
    const up = await call(upgrade, upgradeUrl, { method: 'POST', token: u.token, body: { uuid: body.uuid } });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ uuid: body.uuid, tier: 'complementary' });
    const again = await call(upgrade, upgradeUrl, { method: 'POST', token: u.token, body: { uuid: body.uuid } });
    expect(again.status).toBe(200);
    // The base report's credit counts towards the complementary price (server/credits/upgrade-price.ts).
    expect(await paidBalance(u.id)).toBe(3 - 1 - (2 - 1));
    expect(await spendEntries(u.id)).toHaveLength(2);

    const after = (await get(body.uuid)).body;
    expect(after).toMatchObject({ tier: 'complementary', can_upgrade: false });
    expect(after.estimate).toEqual(before.estimate);
    expect(after.comparables.length).toBeGreaterThan(before.comparables.length);
    expect(after.drivers.length).toBe(after.drivers_total);
    // The drivers' starting point: it and every driver's effect add up to the estimate the page shows.
    expect(after.drivers_baseline).toBe(before.drivers_baseline);
    expect(Math.abs((after.drivers_baseline ?? 0) + after.drivers.reduce((a, d) => a + d.effect, 0) - after.estimate.total)).toBeLessThanOrEqual(0.5e6 + 20);
    expect(after.drivers.map((d) => d.feature)).not.toContain('source');
    expect(after.district_trend.length).toBeGreaterThan(12);
    if (after.neighbourhood_stats) expect(after.neighbourhood_stats.histogram).not.toBeNull();
  });

  it('gives the amenities flipped and the unread inputs, and serves a report stored before them with nulls', async () => {
    const u = await userWith(1);
    const { body } = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...TEHRAN, ...FLAT } });
    const r = (await get(body.uuid)).body;
    // The base tier has them too; a Divar-like sale never reads storage, so only the elevator and parking.
    expect(r.what_if?.map((w) => [w.feature, w.has])).toEqual([['elevator', false], ['parking', false]]);
    const noLift = engine.valuateSale({ ...TEHRAN, area: 100, rooms: 2, buildYear: 1395, floor: 3, totalFloors: 5, elevator: false, parking: true, storage: true });
    expect(r.what_if?.[0].total).toBe(noLift.estimate.total);
    // The storage and the building's floors it was given are marked as unread (the page says «بی‌اثر در برآورد»).
    expect(r.unread_inputs).toEqual(['storage', 'total_floors']);

    const db = await getDb();
    const [row] = await db.select().from(valuations).where(eq(valuations.id, body.uuid));
    const { what_if: _whatIf, unread_inputs: _unread, ...old } = row.result as Record<string, unknown>;
    const oldId = crypto.randomUUID();
    await db.insert(valuations).values({ ...row, id: oldId, result: old });
    const got = await get(oldId);
    expect(got.status).toBe(200);
    expect(got.body.what_if).toBeNull();
    expect(got.body.unread_inputs).toBeNull();
    expect(got.body.estimate).toEqual(r.estimate);
  });

  it('creates the extended report directly with the complementary service', async () => {
    const u = await userWith(2);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: COMPLEMENTARY, ...TEHRAN, ...FLAT } });
    expect(res.status).toBe(200);
    expect((await get(res.body.uuid)).body.tier).toBe('complementary');
    expect(await paidBalance(u.id)).toBe(0);
  });

  it('refuses an upgrade with too little credit (403, Persian detail) and by someone else (403); unknown uuid 404', async () => {
    const owner = await userWith(1);
    const { body } = await call<{ uuid: string }>(create, url, { method: 'POST', token: owner.token, body: { service: BASE, ...TEHRAN, ...FLAT } });
    const short = await call(upgrade, upgradeUrl, { method: 'POST', token: owner.token, body: { uuid: body.uuid } });
    expect(short.status).toBe(403);
    expect(short.body).toEqual({ detail: NOT_ENOUGH_CREDIT });
    expect((await get(body.uuid)).body.tier).toBe('base');

    const other = await userWith(5);
    const stranger = await call(upgrade, upgradeUrl, { method: 'POST', token: other.token, body: { uuid: body.uuid } });
    expect(stranger.status).toBe(403);
    expect(await paidBalance(other.id)).toBe(5);
    // The upgrade is offered to the owner only: not to another signed-in user, nor to a request that names nobody
    // (a shared link's visitor must not buy a plan for someone else's report; the owner's page asks with its token).
    const offer = async (token?: string) =>
      (await call<{ can_upgrade: boolean }>(getOne, `/api/houses/price-suggestion-response/${body.uuid}`, { params: { uuid: body.uuid }, token })).body
        .can_upgrade;
    expect(await offer(owner.token)).toBe(true);
    expect(await offer()).toBe(false);
    expect(await offer(other.token)).toBe(false);

    const unknown = await call(upgrade, upgradeUrl, { method: 'POST', token: other.token, body: { uuid: '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c' } });
    expect(unknown.status).toBe(404);
    expect((await call(upgrade, upgradeUrl, { method: 'POST', body: { uuid: body.uuid } })).status).toBe(401);
    const malformed = await call(upgrade, upgradeUrl, { method: 'POST', token: other.token, body: { uuid: 'nope' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ uuid: ['شناسهٔ ارزیابی معتبر نیست'] });
    // A missing uuid is "required", not "invalid" (spec §5).
    expect((await call(upgrade, upgradeUrl, { method: 'POST', token: other.token, body: {} })).body).toEqual({ uuid: ['این فیلد الزامی است'] });
  });

  it('answers 403 with the Persian detail when credit is short, storing nothing', async () => {
    const u = await userWith(0);
    const before = (await rows()).length;
    const res = await call(create, url, { method: 'POST', token: u.token, body: { service: COMPLEMENTARY, ...TEHRAN, ...FLAT } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: NOT_ENOUGH_CREDIT });
    expect((await rows()).length).toBe(before);
  });

  it('answers 400 outside the service area with spec §8 message and charges nothing', async () => {
    const u = await userWith(2);
    const res = await call(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...OUTSIDE, ...FLAT } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [OUTSIDE_SERVICE_AREA] });
    expect(await paidBalance(u.id)).toBe(2);
  });

  it('answers 400 with Persian field errors on bad input and changes nothing', async () => {
    const u = await userWith(2);
    const before = (await rows()).length;
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ service: BASE, ...FLAT }, 'latitude'],
      [{ ...TEHRAN, ...FLAT }, 'service'],
      [{ service: 'environmental_evaluation_product_base', ...TEHRAN, ...FLAT }, 'service'],
      [{ service: 'rental_evaluation_product_base', ...TEHRAN, ...FLAT }, 'service'],
      [{ service: BASE, ...TEHRAN, ...FLAT, area: 5 }, 'area'],
      [{ service: BASE, ...TEHRAN, ...FLAT, area: 'صد' }, 'area'],
      [{ service: BASE, ...TEHRAN, ...FLAT, build_year: 2020 }, 'build_year'],
      [{ service: BASE, ...TEHRAN, ...FLAT, build_year: 1250 }, 'build_year'],
      [{ service: BASE, ...TEHRAN, ...FLAT, floor: 70 }, 'floor'],
      [{ service: BASE, ...TEHRAN, ...FLAT, floor: 6, total_floors: 5 }, 'floor'],
      [{ service: BASE, ...TEHRAN, ...FLAT, rooms: 2.5 }, 'rooms'],
      [{ service: BASE, ...TEHRAN, ...FLAT, rooms: undefined }, 'rooms'],
      [{ service: BASE, ...TEHRAN, ...FLAT, postal_code: '0123456789' }, 'postal_code'],
      [{ service: BASE, ...TEHRAN, ...FLAT, latitude: 135 }, 'latitude'],
      [{ service: BASE, ...FLAT, neighbourhood: 'محله‌ای که در تهران نیست' }, 'neighbourhood'],
    ];
    for (const [body, field] of bad) {
      const res = await call<Record<string, string[]>>(create, url, { method: 'POST', token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body), JSON.stringify(body)).toContain(field);
      expect(res.body[field][0], field).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await paidBalance(u.id)).toBe(2);
    expect((await rows()).length).toBe(before);
  });

  it('charges nothing when the valuation itself fails', async () => {
    const u = await userWith(2);
    const spy = vi.spyOn(engine, 'valuateSale').mockImplementationOnce(() => {
      throw new Error('model artifact broken');
    });
    const res = await call(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...TEHRAN, ...FLAT } });
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(await paidBalance(u.id)).toBe(2);
    expect(await spendEntries(u.id)).toHaveLength(0);
  });

  it('gives an anonymous visitor one free base valuation a month, then 426; failures do not use it up', async () => {
    const ip = '198.51.100.23';
    const outside = await call(create, url, { method: 'POST', ip, body: { service: BASE, ...OUTSIDE, ...FLAT } });
    expect(outside.status).toBe(400);
    const extended = await call(create, url, { method: 'POST', ip, body: { service: COMPLEMENTARY, ...TEHRAN, ...FLAT } });
    expect(extended.status).toBe(401);

    const first = await call<{ uuid: string }>(create, url, { method: 'POST', ip, body: { service: BASE, ...TEHRAN, ...FLAT } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [row] = (await rows()).filter((r) => r.id === first.body.uuid);
    expect(row.userId).toBeNull();

    const second = await call(create, url, { method: 'POST', ip, body: { service: BASE, ...TEHRAN, ...FLAT, area: 80 } });
    expect(second.status).toBe(426);
    expect(second.body).toEqual({ detail: REGISTER_TO_CONTINUE });

    // Once registered, the visitor upgrades their free valuation and it becomes theirs.
    const u = await userWith(2);
    const up = await call(upgrade, upgradeUrl, { method: 'POST', token: u.token, body: { uuid: first.body.uuid } });
    expect(up.status).toBe(200);
    const [claimed] = (await rows()).filter((r) => r.id === first.body.uuid);
    expect(claimed.userId).toBe(u.id);
  });

  it('answers a retried request (same request_id) with the valuation already paid for, charging once', async () => {
    const u = await userWith(3);
    const requestId = crypto.randomUUID();
    const body = { service: BASE, request_id: requestId, ...TEHRAN, ...FLAT };
    const first = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.uuid).toBe(requestId);
    // The answer was lost and the user pays again: the same valuation, nothing charged.
    const retry = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body });
    expect(retry.status).toBe(200);
    expect(retry.body.uuid).toBe(requestId);
    // Both at once (a double submit): one row, one charge.
    const twin = crypto.randomUUID();
    const both = await Promise.all([1, 2].map(() => call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { ...body, request_id: twin } })));
    expect(both.map((r) => [r.status, r.body.uuid])).toEqual([
      [200, twin],
      [200, twin],
    ]);
    expect(await paidBalance(u.id)).toBe(1);
    expect(await spendEntries(u.id)).toHaveLength(2);
    expect((await rows()).filter((r) => r.id === requestId || r.id === twin)).toHaveLength(2);

    // Another account cannot claim that id, an anonymous visitor neither; a malformed id is refused in Persian.
    const other = await userWith(3);
    const taken = await call(create, url, { method: 'POST', token: other.token, body });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ request_id: [REQUEST_ID_TAKEN] });
    expect(await paidBalance(other.id)).toBe(3);
    const anonymous = await call(create, url, { method: 'POST', ip: '198.51.100.77', body });
    expect(anonymous.body).toEqual({ request_id: [REQUEST_ID_TAKEN] });
    const bad = await call(create, url, { method: 'POST', token: other.token, body: { ...body, request_id: 'abc' } });
    expect(bad.body).toEqual({ request_id: ['شناسهٔ درخواست معتبر نیست'] });

    // The owner sending the sale's id for a rent valuation is refused, as its own id used twice, not another account's.
    const rent = await call(createRent, '/api/houses/rental-evaluation/', {
      method: 'POST',
      token: u.token,
      body: { ...body, service: 'rental_evaluation_product_base' },
    });
    expect(rent.status).toBe(400);
    expect(rent.body).toEqual({ request_id: [REQUEST_ID_OTHER_KIND] });
    expect(await paidBalance(u.id)).toBe(1);
  });

  it('gives an anonymous visitor their free valuation again on a retry, not a 426', async () => {
    const ip = '198.51.100.24';
    const body = { service: BASE, request_id: crypto.randomUUID(), ...TEHRAN, ...FLAT };
    const first = await call<{ uuid: string }>(create, url, { method: 'POST', ip, body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const retry = await call<{ uuid: string }>(create, url, { method: 'POST', ip, body });
    expect(retry.status).toBe(200);
    expect(retry.body.uuid).toBe(first.body.uuid);
    const another = await call(create, url, { method: 'POST', ip, body: { ...body, request_id: crypto.randomUUID() } });
    expect(another.status).toBe(426);

    // Two copies of a new visitor's request at once: both answer with the one valuation (not a 426 for the second).
    const twinIp = '198.51.100.25';
    const twin = { ...body, request_id: crypto.randomUUID() };
    const both = await Promise.all([1, 2].map(() => call<{ uuid: string }>(create, url, { method: 'POST', ip: twinIp, body: twin })));
    expect(both.map((r) => [r.status, r.body.uuid])).toEqual([
      [200, twin.request_id],
      [200, twin.request_id],
    ]);
  });

  it('answers 404 with a Persian detail for an unknown or malformed uuid, and for a rent uuid', async () => {
    for (const uuid of ['7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c', 'not-a-uuid']) {
      const res = await get(uuid);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: VALUATION_NOT_FOUND });
    }
  });
});
