import { describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/houses/rent-suggestion/route';
import { GET as getOne } from '@/app/api/houses/rent-suggestion/[uuid]/route';
import { GET as getBuy } from '@/app/api/houses/location-suggestion/[uuid]/route';
import type { SuggestionResult } from '@/lib/contracts/suggestion';
import { NOT_ENOUGH_CREDIT } from '@/server/credits/spend-credits';
import { getDb } from '@/server/db/client';
import { locationSuggestions } from '@/server/db/schema/suggestion';
import { call } from './http';
import { paidBalance, userWith } from './users';

const BASE = 'rent_suggestion_product_base';
const COMPLEMENTARY = 'rent_suggestion_product_complementary';
const REQUEST = { deposit_budget: '۱٬۰۰۰٬۰۰۰٬۰۰۰', rent_budget: '۲۰٬۰۰۰٬۰۰۰', area: '۷۰', elevator: true, weights: { transport: 1 }, exclude_districts: [1] };
const url = '/api/houses/rent-suggestion/';

describe('rent location suggestion API', () => {
  it('ranks neighbourhoods for a deposit and monthly rent, charges the service, and serves the result by uuid', async () => {
    const u = await userWith(2);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...REQUEST } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await paidBalance(u.id)).toBe(1);

    const got = await call<SuggestionResult>(getOne, `${url}${res.body.uuid}`, { params: { uuid: res.body.uuid } });
    expect(got.status).toBe(200);
    const r = got.body;
    expect(r).toMatchObject({ uuid: res.body.uuid, kind: 'rent', tier: 'base', fits: true });
    const rate = r.request.conversion_rate as number;
    expect(rate).toBeGreaterThan(0);
    expect(r.request).toMatchObject({ deposit_budget: 1e9, rent_budget: 2e7, area: 70, exclude_districts: [1] });
    expect(r.request.full_deposit_budget).toBe(Math.round(1e9 + 2e7 / rate));
    expect(r.suggestions).toHaveLength(10);
    for (const s of r.suggestions) {
      expect(s.district).not.toBe(1);
      expect(s.expected_price).toBeUndefined();
      expect(s.expected_full_deposit).toBeLessThanOrEqual(r.request.full_deposit_budget as number);
      // The split keeps the value: deposit + rent / rate ≈ full deposit (rent rounded to 100,000 toman).
      const { deposit, monthly_rent } = s.expected_split!;
      expect(deposit).toBeLessThanOrEqual(1e9);
      expect(Math.abs(deposit + monthly_rent / rate - (s.expected_full_deposit as number))).toBeLessThan(1e5 / rate + 1);
      // A label below «اطمینان بالا» is served with its cause (stored with the result), a high one without.
      expect(s.confidence, s.neighbourhood.name).toBeDefined();
      expect(s.confidence_cause !== undefined, s.neighbourhood.name).toBe(s.confidence !== 'high');
    }
    expect(r.suggestions.filter((s) => s.confidence_cause).length).toBeGreaterThan(0);
    // The buy endpoint does not serve a rent suggestion.
    expect((await call(getBuy, `/api/houses/location-suggestion/${r.uuid}`, { params: { uuid: r.uuid } })).status).toBe(404);
  });

  it('needs sign-in: no anonymous monthly use for rent (spec §1)', async () => {
    const res = await call(create, url, { method: 'POST', ip: '198.51.100.77', body: { service: BASE, ...REQUEST } });
    expect(res.status).toBe(401);
    expect(await (await getDb()).select().from(locationSuggestions)).toHaveLength(1);
  });

  it('answers 403 when the credit is short and charges nothing', async () => {
    const u = await userWith(1);
    const res = await call(create, url, { method: 'POST', token: u.token, body: { service: COMPLEMENTARY, ...REQUEST } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: NOT_ENOUGH_CREDIT });
    expect(await paidBalance(u.id)).toBe(1);
  });

  it('refuses bad input with Persian field errors and charges nothing', async () => {
    const u = await userWith(2);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ service: BASE, deposit_budget: 0, rent_budget: 0, area: 60 }, 'deposit_budget'],
      [{ service: BASE, deposit_budget: -5, rent_budget: 1e7, area: 60 }, 'deposit_budget'],
      [{ service: BASE, deposit_budget: 1e9, area: 60 }, 'rent_budget'],
      [{ service: BASE, deposit_budget: 1e9, rent_budget: 1e7, area: 5 }, 'area'],
      [{ service: BASE, ...REQUEST, include_districts: [4], exclude_districts: [4] }, 'exclude_districts'],
      [{ service: 'buy_suggestion_product_base', ...REQUEST }, 'service'],
    ];
    for (const [body, field] of cases) {
      const res = await call<Record<string, string[]>>(create, url, { method: 'POST', token: u.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body[field]?.[0], JSON.stringify(res.body)).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await paidBalance(u.id)).toBe(2);
  });

  it('answers a retried request (same request_id) with the suggestion already paid for, charging once', async () => {
    const u = await userWith(2);
    const body = { service: BASE, request_id: crypto.randomUUID(), ...REQUEST };
    const first = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body });
    const retry = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body.uuid).toBe(body.request_id);
    expect(await paidBalance(u.id)).toBe(1);
    // The stored request is the user's inputs, not the transport's id.
    const got = await call<SuggestionResult>(getOne, `${url}${body.request_id}`, { params: { uuid: body.request_id } });
    expect(JSON.stringify(got.body)).not.toContain('request_id');
  });
});
