import { describe, expect, it, vi } from 'vitest';
import { POST as create } from '@/app/api/houses/location-suggestion/route';
import { GET as getOne } from '@/app/api/houses/location-suggestion/[uuid]/route';
import { GET as getRent } from '@/app/api/houses/rent-suggestion/[uuid]/route';
import { AREA_OR_ROOMS_REQUIRED, SUGGESTION_NOT_FOUND, type SuggestionResult } from '@/lib/contracts/suggestion';
import { REGISTER_TO_CONTINUE } from '@/server/credits/anonymous-use';
import { NOT_ENOUGH_CREDIT } from '@/server/credits/spend-credits';
import { getDb } from '@/server/db/client';
import { locationSuggestions } from '@/server/db/schema/suggestion';
import * as data from '@/server/suggestion/neighbourhood-data';
import { call } from './http';
import { paidBalance, spendEntries, userWith } from './users';

const BASE = 'buy_suggestion_product_base';
const COMPLEMENTARY = 'buy_suggestion_product_complementary';
const REQUEST = { budget: '۸٬۰۰۰٬۰۰۰٬۰۰۰', area: 80, elevator: true, parking: true, max_age: 15, weights: { transport: 1, green: 0.5 } };
const url = '/api/houses/location-suggestion/';

const rows = async () => (await getDb()).select().from(locationSuggestions);
const get = (uuid: string) => call<SuggestionResult>(getOne, `${url}${uuid}`, { params: { uuid } });

describe('buy location suggestion API', () => {
  it('ranks ten neighbourhoods for the budget, charges the base service once, and serves the result by uuid', async () => {
    const u = await userWith(3);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...REQUEST } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await paidBalance(u.id)).toBe(2);
    expect(await spendEntries(u.id)).toHaveLength(1);

    const got = await get(res.body.uuid); // no token: shared by link
    expect(got.status).toBe(200);
    const r = got.body;
    expect(r).toMatchObject({ uuid: res.body.uuid, kind: 'buy', tier: 'base', fits: true });
    expect(r.price_date).toMatch(/^\d{4}-\d{2}$/);
    // The index behind that date, in the valuation result's words (issue 30).
    expect(r.price_index_label).toMatch(/^بانک مرکزی \(قیمت معاملات\) تا .+، سپس کیلید \(میانهٔ قیمت آگهی‌ها\) تا /);
    expect(r.suggestions).toHaveLength(10);
    // The prices assume a home half the maximum age: 15 / 2 years before the price date's year (1405).
    expect(r.request).toMatchObject({ budget: 8e9, area: 80, elevator: true, parking: true, max_age: 15, build_year: 1398 });
    for (const s of r.suggestions) {
      expect(s).toMatchObject({ fits: true, area: 80 });
      // The valuation's 80 % range around the estimate; a fit whose range reaches above the budget says it may exceed it.
      expect(s.range!.low).toBeLessThan(s.expected_price!);
      expect(s.range!.high).toBeGreaterThan(s.expected_price!);
      // Decided on the range's top as shown (rounded), and said in the reason only then.
      expect(s.may_exceed_budget).toBe(s.range!.high > 8e9 || s.older_flat !== undefined || s.smaller_flat !== undefined);
      expect(s.reason.includes('ممکن است از بودجه بیشتر شود')).toBe(s.range!.high > 8e9);
      expect(s.expected_price).toBeLessThanOrEqual(8e9);
      expect(s.margin.toman).toBe(Math.round((8e9 - (s.expected_price as number)) / 1e6) * 1e6);
      expect(s.match_score).toBeGreaterThan(0);
      expect(s.match_score).toBeLessThanOrEqual(100);
      expect(s.categories.map((c) => c.id)).toEqual(['transport', 'health', 'education', 'green', 'shopping', 'services', 'market', 'urban']);
      expect(typeof s.latitude).toBe('number');
      expect(s.reason).toMatch(/بودجه/);
      // A label below «اطمینان بالا» is served with its cause (stored with the result), a high one without.
      expect(s.confidence, s.neighbourhood.name).toBeDefined();
      expect(s.confidence_cause !== undefined, s.neighbourhood.name).toBe(s.confidence !== 'high');
    }
    expect(r.suggestions.filter((s) => s.confidence_cause).length).toBeGreaterThan(0);
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'buy', tier: 'base', userId: u.id, fits: true });
    // The rent endpoint does not serve a buy suggestion.
    expect((await call(getRent, `/api/houses/rent-suggestion/${r.uuid}`, { params: { uuid: r.uuid } })).status).toBe(404);
  });

  it('says when nothing fits, with the closest options and the extra budget needed', async () => {
    const u = await userWith(3);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: COMPLEMENTARY, budget: 200_000_000, rooms: 3 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await paidBalance(u.id)).toBe(1);
    const r = (await get(res.body.uuid)).body;
    expect(r).toMatchObject({ fits: false, fitting_count: 0, tier: 'complementary' });
    expect(r.request.area_from_rooms).toBe(true);
    expect(r.suggestions).toHaveLength(20);
    expect(r.suggestions[0].needed!.budget).toBeGreaterThan(0);
    expect(r.suggestions[0].reason).toContain('لازم است');
  });

  it('refuses bad input with Persian field errors and changes nothing', async () => {
    const u = await userWith(3);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ service: BASE, budget: 8e9, weights: {} }, 'area'],
      [{ service: BASE, budget: 'بسیار', area: 80 }, 'budget'],
      [{ service: BASE, budget: 8e9, area: 80, weights: { transport: 2 } }, 'weights'],
      [{ service: BASE, budget: 8e9, area: 80, include_districts: [23] }, 'include_districts'],
      [{ service: 'rent_suggestion_product_base', budget: 8e9, area: 80 }, 'service'],
    ];
    for (const [body, field] of cases) {
      const res = await call<Record<string, unknown>>(create, url, { method: 'POST', token: u.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body).some((k) => k === field || k.startsWith(`${field}.`)), JSON.stringify(res.body)).toBe(true);
    }
    const noSize = await call<Record<string, string[]>>(create, url, { method: 'POST', token: u.token, body: { service: BASE, budget: 8e9 } });
    expect(noSize.body.area).toEqual([AREA_OR_ROOMS_REQUIRED]);
    expect(await paidBalance(u.id)).toBe(3);
    expect(await rows()).toHaveLength(2); // only the two created above
  });

  it('a complementary report with few fitting places goes on with the closest places over budget', async () => {
    const u = await userWith(4);
    const body = { service: COMPLEMENTARY, area: 80 };
    const none = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { ...body, budget: 200_000_000 } });
    // A budget that buys the home in the three cheapest places only.
    const budget = (await get(none.body.uuid)).body.suggestions[2].expected_price! + 1_000_000; // shown rounded to the million
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { ...body, budget } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = (await get(res.body.uuid)).body;
    expect(r).toMatchObject({ fits: true, tier: 'complementary' });
    expect(r.fitting_count).toBeGreaterThanOrEqual(3);
    expect(r.fitting_count).toBeLessThan(10);
    expect(r.suggestions).toHaveLength(20);
    expect(r.suggestions.slice(0, r.fitting_count).every((s) => s.fits)).toBe(true);
    const over = r.suggestions.slice(r.fitting_count);
    expect(over.every((s) => !s.fits && s.needed!.budget > 0)).toBe(true);
    expect(over.map((s) => s.expected_price)).toEqual(over.map((s) => s.expected_price).sort((a, b) => a! - b!));
  });

  it('answers 403 when the credit is short and charges nothing', async () => {
    const u = await userWith(1);
    const res = await call(create, url, { method: 'POST', token: u.token, body: { service: COMPLEMENTARY, ...REQUEST } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: NOT_ENOUGH_CREDIT });
    expect(await paidBalance(u.id)).toBe(1);
  });

  it('a failure in the ranking charges nothing', async () => {
    const u = await userWith(2);
    const spy = vi.spyOn(data, 'unitEstimates').mockImplementation(() => {
      throw new Error('model artifact broken');
    });
    const res = await call(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...REQUEST, area: 81 } });
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(await paidBalance(u.id)).toBe(2);
    expect(await spendEntries(u.id)).toHaveLength(0);
  });

  it('gives an anonymous visitor one free base suggestion a month, then 426; the extended one needs an account', async () => {
    const ip = '198.51.100.41';
    const extended = await call(create, url, { method: 'POST', ip, body: { service: COMPLEMENTARY, ...REQUEST } });
    expect(extended.status).toBe(401);
    const bad = await call(create, url, { method: 'POST', ip, body: { service: BASE, budget: 8e9 } });
    expect(bad.status).toBe(400);

    const first = await call<{ uuid: string }>(create, url, { method: 'POST', ip, body: { service: BASE, ...REQUEST } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [row] = (await rows()).filter((r) => r.id === first.body.uuid);
    expect(row.userId).toBeNull();

    const second = await call(create, url, { method: 'POST', ip, body: { service: BASE, ...REQUEST, budget: 9e9 } });
    expect(second.status).toBe(426);
    expect(second.body).toEqual({ detail: REGISTER_TO_CONTINUE });
    // Another device is not affected.
    const other = await call(create, url, { method: 'POST', ip: '198.51.100.42', body: { service: BASE, ...REQUEST } });
    expect(other.status).toBe(200);
  });

  it('answers 404 with a Persian detail for an unknown or malformed uuid', async () => {
    for (const uuid of ['7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c', 'not-a-uuid']) {
      const res = await get(uuid);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: SUGGESTION_NOT_FOUND });
    }
  });
});
