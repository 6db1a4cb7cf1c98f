import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { burstFromMinuteStart } from './clock';
import { GET as listKeys, POST as createKey } from '@/app/api/api-keys/route';
import { DELETE as revokeKey } from '@/app/api/api-keys/[id]/route';
import { GET as usage } from '@/app/api/api-keys/usage/route';
import { GET as account } from '@/app/api/v1/account/route';
import { POST as sale } from '@/app/api/v1/valuations/sale/route';
import { POST as rent } from '@/app/api/v1/valuations/rent/route';
import { POST as neighbourhood } from '@/app/api/v1/neighbourhood-evaluations/route';
import { POST as buy } from '@/app/api/v1/suggestions/buy/route';
import { POST as rentWhere } from '@/app/api/v1/suggestions/rent/route';
import type { ApiAccount, ApiKeySummary, ApiUsageDay, CreatedApiKey } from '@/lib/contracts/request-api';
import { API_KEYS_PER_USER } from '@/lib/contracts/request-api';
import type { ValuationResult } from '@/lib/contracts/valuation';
import { sha256 } from '@/server/auth/hashing';
import { NOT_ENOUGH_CREDIT } from '@/server/credits/spend-credits';
import { getDb } from '@/server/db/client';
import { apiKeys } from '@/server/db/schema/api';
import { API_KEY_MISSING, API_KEY_NOT_VALID, API_KEY_REVOKED, generateApiKey } from '@/server/request-api/api-keys';
import { usageDay } from '@/server/request-api/usage';
import { call } from './http';
import { grantPaid, paidBalance, spendEntries, userWith, type TestUser } from './users';

const FLAT = { area: 100, rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: true, storage: true };
const TEHRAN = { latitude: 35.7575, longitude: 51.4105 };

async function newKey(user: TestUser, name = 'سامانهٔ دفتر'): Promise<CreatedApiKey> {
  const res = await call<CreatedApiKey>(createKey, '/api/api-keys/', { method: 'POST', token: user.token, body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const withKey = (key: string) => ({ authorization: `Api-Key ${key}` });

describe('API keys on the request-api page', () => {
  it('creates a key shown once, stores only its hash, lists it by prefix and revokes it', async () => {
    const u = await userWith();
    const created = await newKey(u);
    expect(created.key).toMatch(/^arz_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    expect(created).toMatchObject({ name: 'سامانهٔ دفتر', revoked_at: null, last_used_at: null, rate_limit_per_minute: 60 });

    const [row] = await (await getDb()).select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.secretHash).toBe(sha256(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(created.prefix.length + 1));

    const listed = await call<ApiKeySummary[]>(listKeys, '/api/api-keys/', { token: u.token });
    expect(listed.body).toEqual([{ ...created, key: undefined }].map(({ key: _k, ...rest }) => rest));
    expect(JSON.stringify(listed.body)).not.toContain(created.key);

    // Works, then stops working the moment it is revoked.
    expect((await call(account, '/api/v1/account/', { headers: withKey(created.key) })).status).toBe(200);
    const revoked = await call<ApiKeySummary>(revokeKey, `/api/api-keys/${created.id}/`, { method: 'DELETE', token: u.token, params: { id: created.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    const after = await call(account, '/api/v1/account/', { headers: withKey(created.key) });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: API_KEY_REVOKED, code: 'api_key_revoked' });
  });

  it('keeps keys to their owner and caps how many are active', async () => {
    const owner = await userWith();
    const other = await userWith();
    const key = await newKey(owner);
    const res = await call(revokeKey, `/api/api-keys/${key.id}/`, { method: 'DELETE', token: other.token, params: { id: key.id } });
    expect(res.status).toBe(404);
    expect((await call<ApiKeySummary[]>(listKeys, '/api/api-keys/', { token: other.token })).body).toEqual([]);
    expect((await call(listKeys, '/api/api-keys/')).status).toBe(401);

    for (let i = 1; i < API_KEYS_PER_USER; i++) await newKey(owner, `کلید ${i}`);
    const over = await call(createKey, '/api/api-keys/', { method: 'POST', token: owner.token, body: { name: 'یکی بیشتر' } });
    expect(over.status).toBe(400);
    const blank = await call(createKey, '/api/api-keys/', { method: 'POST', token: other.token, body: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toHaveProperty('name');
    // The contract's cap (60), the form's too: a longer name overflowed the page's key table.
    const long = await call(createKey, '/api/api-keys/', { method: 'POST', token: other.token, body: { name: 'آزمون'.repeat(30) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ name: ['نام کلید حداکثر ۶۰ کاراکتر است'] });
    expect((await call(createKey, '/api/api-keys/', { method: 'POST', token: other.token, body: { name: 'آزمون'.repeat(12) } })).status).toBe(201);
  });

  it('refuses calls without a key, with a wrong or malformed one, or with a site token, as 401', async () => {
    const u = await userWith(5);
    const key = await newKey(u);
    const cases: [Record<string, string>, string, string][] = [
      [{}, API_KEY_MISSING, 'api_key_missing'],
      [{ authorization: `Bearer ${u.token}` }, API_KEY_MISSING, 'api_key_missing'],
      [{ authorization: 'Api-Key nonsense' }, API_KEY_NOT_VALID, 'api_key_not_valid'],
      [withKey(generateApiKey().key), API_KEY_NOT_VALID, 'api_key_not_valid'],
      // The right prefix with another secret.
      [withKey(`${key.prefix}_${'A'.repeat(43)}`), API_KEY_NOT_VALID, 'api_key_not_valid'],
    ];
    for (const [headers, detail, code] of cases) {
      const res = await call(sale, '/api/v1/valuations/sale/', { method: 'POST', headers, body: { ...TEHRAN, ...FLAT } });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body).toEqual({ detail, code });
      expect(res.headers.get('www-authenticate')).toBe('Api-Key realm="api"');
    }
    expect(await paidBalance(u.id)).toBe(5);
  });
});

describe('/api/v1/ calls', () => {
  it('answers each service with the stored report, charges its credits and says so in headers', async () => {
    const u = await userWith(10);
    const { key } = await newKey(u);
    const h = withKey(key);
    const s = await call<ValuationResult>(sale, '/api/v1/valuations/sale/', { method: 'POST', headers: h, body: { ...TEHRAN, ...FLAT } });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body).toMatchObject({ kind: 'sale', tier: 'base' });
    expect(s.body.price_date).toMatch(/^1[34]\d\d-\d\d$/);
    expect(s.headers.get('x-credits-charged')).toBe('1');
    expect(s.headers.get('x-credits-remaining')).toBe('9');

    const r = await call<ValuationResult>(rent, '/api/v1/valuations/rent/', {
      method: 'POST',
      headers: h,
      body: { ...FLAT, neighbourhood: 'ونک', service: 'rental_evaluation_product_complementary' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ kind: 'rent', tier: 'complementary' });
    expect(r.headers.get('x-credits-charged')).toBe('2');

    const n = await call<{ overall_score: number }>(neighbourhood, '/api/v1/neighbourhood-evaluations/', { method: 'POST', headers: h, body: TEHRAN });
    expect(n.status, JSON.stringify(n.body)).toBe(200);
    expect(n.body.overall_score).toBeGreaterThan(0);

    const b = await call<{ kind: string; suggestions: unknown[] }>(buy, '/api/v1/suggestions/buy/', { method: 'POST', headers: h, body: { budget: 20_000_000_000, area: 90 } });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.kind).toBe('buy');
    const w = await call<{ kind: string }>(rentWhere, '/api/v1/suggestions/rent/', {
      method: 'POST',
      headers: h,
      body: { deposit_budget: 1_000_000_000, rent_budget: 20_000_000, area: 80 },
    });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    expect(await paidBalance(u.id)).toBe(10 - 1 - 2 - 1 - 1 - 1);

    // A retry with the same request_id answers with the same report and charges nothing.
    const request_id = crypto.randomUUID();
    const first = await call<ValuationResult>(sale, '/api/v1/valuations/sale/', { method: 'POST', headers: h, body: { ...TEHRAN, ...FLAT, request_id } });
    const again = await call<ValuationResult>(sale, '/api/v1/valuations/sale/', { method: 'POST', headers: h, body: { ...TEHRAN, ...FLAT, request_id } });
    expect(again.body.uuid).toBe(first.body.uuid);
    expect(again.headers.get('x-credits-charged')).toBe('0');
    expect(await paidBalance(u.id)).toBe(3);

    // Bad input is a DRF-style 400 and costs nothing; the Divar partner services are not sold through the API.
    const bad = await call(sale, '/api/v1/valuations/sale/', { method: 'POST', headers: h, body: { ...TEHRAN, ...FLAT, area: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('area');
    const divar = await call(sale, '/api/v1/valuations/sale/', { method: 'POST', headers: h, body: { ...TEHRAN, ...FLAT, service: 'price_evaluation_divar_visitor_base' } });
    expect(divar.status).toBe(400);
    expect(await paidBalance(u.id)).toBe(3);

    const acc = await call<ApiAccount>(account, '/api/v1/account/', { headers: h });
    expect(acc.body.credits).toEqual({ paid: 3, free: 0, total: 3 });
    expect(acc.body.usage_today).toMatchObject({ calls: 9, failed_calls: 2, credits: 7 });
    expect(acc.body.prices.find((p) => p.service === 'price_evaluation_product_base')?.credits).toBe(1);
  });

  it('N credits buy exactly N calls when 3N arrive at once, and usage agrees with the ledger', async () => {
    const N = 12;
    const u = await userWith(N);
    const { key, id } = await newKey(u);
    await (await getDb()).update(apiKeys).set({ rateLimitPerMinute: 1000 }).where(eq(apiKeys.id, id));
    const h = withKey(key);
    const kinds = [
      () => call(sale, '/api/v1/valuations/sale/', { method: 'POST', headers: h, body: { ...TEHRAN, ...FLAT } }),
      () => call(rent, '/api/v1/valuations/rent/', { method: 'POST', headers: h, body: { ...TEHRAN, ...FLAT } }),
      () => call(neighbourhood, '/api/v1/neighbourhood-evaluations/', { method: 'POST', headers: h, body: TEHRAN }),
    ];
    const results = await Promise.all(Array.from({ length: 3 * N }, (_, i) => kinds[i % 3]()));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 403);
    expect(ok.length).toBe(N);
    expect(refused.length).toBe(2 * N);
    for (const r of refused) expect(r.body).toEqual({ detail: NOT_ENOUGH_CREDIT });
    expect(await paidBalance(u.id)).toBe(0);
    expect((await spendEntries(u.id)).length).toBe(N);
    const days = await call<ApiUsageDay[]>(usage, '/api/api-keys/usage/', { token: u.token });
    expect(days.body).toEqual([{ api_key_id: id, day: usageDay(), calls: 3 * N, failed_calls: 2 * N, credits: N, batch_rows: 0 }]);
  });

  it('answers 429 with Retry-After once a key passes its per-minute limit, other keys unaffected', async () => {
    const u = await userWith();
    await grantPaid(u.id, 1);
    const first = await newKey(u, 'اول');
    const second = await newKey(u, 'دوم');
    await (await getDb()).update(apiKeys).set({ rateLimitPerMinute: 3 }).where(eq(apiKeys.id, first.id));
    burstFromMinuteStart();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res = await call(account, '/api/v1/account/', { headers: withKey(first.key) });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect((await call(account, '/api/v1/account/', { headers: withKey(second.key) })).status).toBe(200);
  });
});
