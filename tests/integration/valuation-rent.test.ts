import { describe, expect, it } from 'vitest';
import { GET as getOne } from '@/app/api/houses/rental-evaluation/[uuid]/route';
import { POST as create } from '@/app/api/houses/rental-evaluation/route';
import { POST as upgrade } from '@/app/api/houses/rental-evaluation-complementary/route';
import { GET as getSale } from '@/app/api/houses/price-suggestion-response/[uuid]/route';
import { OUTSIDE_SERVICE_AREA, monthlyRentFor, type RentValuationResult } from '@/lib/contracts/valuation';
import { REGISTER_TO_CONTINUE } from '@/server/credits/anonymous-use';
import { NOT_ENOUGH_CREDIT } from '@/server/credits/spend-credits';
import { call } from './http';
import { paidBalance, userWith } from './users';

const TEHRAN = { latitude: 35.7575, longitude: 51.4105 };
const OUTSIDE = { latitude: 35.3242, longitude: 51.6457 };
const BASE = 'rental_evaluation_product_base';
const FLAT = { area: 85, rooms: 2, build_year: 1398, floor: 2, total_floors: 4, elevator: true, parking: true, storage: false };
const url = '/api/houses/rental-evaluation/';
const upgradeUrl = '/api/houses/rental-evaluation-complementary/';

const get = (uuid: string) => call<RentValuationResult>(getOne, `${url}${uuid}`, { params: { uuid } });

describe('rent valuation API', () => {
  it('values a flat for rent: full deposit, range, conversion rate and consistent splits', async () => {
    const u = await userWith(3);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...TEHRAN, ...FLAT } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await paidBalance(u.id)).toBe(2);
    const r = (await get(res.body.uuid)).body;
    expect(r).toMatchObject({ kind: 'rent', tier: 'base', can_upgrade: false }); // read without the owner's token
    const e = r.estimate;
    expect(e.full_deposit).toBeGreaterThan(0);
    expect(e.low).toBeLessThanOrEqual(e.full_deposit);
    expect(e.high).toBeGreaterThanOrEqual(e.full_deposit);
    expect(e.conversion_rate).toBe(0.03);
    for (const s of e.splits) expect(Math.abs(s.monthly_rent - monthlyRentFor(e.full_deposit, s.deposit, e.conversion_rate))).toBeLessThanOrEqual(1e5);
    // A rent uuid is not a sale result.
    expect((await call(getSale, `/api/houses/price-suggestion-response/${r.uuid}`, { params: { uuid: r.uuid } })).status).toBe(404);
  });

  it('upgrades to the extended report once, for the complementary credits less the base credit', async () => {
    const u = await userWith(3);
    const { body } = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, neighbourhood: 'پونک', ...FLAT } });
    expect((await call(upgrade, upgradeUrl, { method: 'POST', token: u.token, body: { uuid: body.uuid } })).status).toBe(200);
    expect((await call(upgrade, upgradeUrl, { method: 'POST', token: u.token, body: { uuid: body.uuid } })).status).toBe(200);
    expect(await paidBalance(u.id)).toBe(3 - 1 - (2 - 1));
    const r = (await get(body.uuid)).body;
    expect(r).toMatchObject({ tier: 'complementary', can_upgrade: false });
    expect(r.drivers.length).toBe(r.drivers_total);
    expect(Math.abs((r.drivers_baseline ?? 0) + r.drivers.reduce((a, d) => a + d.effect, 0) - r.estimate.full_deposit)).toBeLessThanOrEqual(0.5e6 + 20);
  });

  it('refuses short credit (403), outside the area (400) and bad input (400) without charging', async () => {
    const poor = await userWith(0);
    const short = await call(create, url, { method: 'POST', token: poor.token, body: { service: BASE, ...TEHRAN, ...FLAT } });
    expect(short.status).toBe(403);
    expect(short.body).toEqual({ detail: NOT_ENOUGH_CREDIT });

    const u = await userWith(1);
    const outside = await call(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...OUTSIDE, ...FLAT } });
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ non_field_errors: [OUTSIDE_SERVICE_AREA] });
    const wrongFamily = await call<Record<string, string[]>>(create, url, { method: 'POST', token: u.token, body: { service: 'price_evaluation_product_base', ...TEHRAN, ...FLAT } });
    expect(wrongFamily.status).toBe(400);
    expect(Object.keys(wrongFamily.body)).toEqual(['service']);
    const badArea = await call<Record<string, string[]>>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...TEHRAN, ...FLAT, area: 3000 } });
    expect(badArea.status).toBe(400);
    expect(badArea.body.area[0]).toContain('متراژ');
    expect(await paidBalance(u.id)).toBe(1);
  });

  it('shares the anonymous monthly free use with sale valuation (426 after)', async () => {
    const ip = '198.51.100.77';
    const first = await call(create, url, { method: 'POST', ip, body: { service: BASE, ...TEHRAN, ...FLAT } });
    expect(first.status).toBe(200);
    const second = await call(create, url, { method: 'POST', ip, body: { service: BASE, ...TEHRAN, ...FLAT } });
    expect(second.status).toBe(426);
    expect(second.body).toEqual({ detail: REGISTER_TO_CONTINUE });
  });
});
