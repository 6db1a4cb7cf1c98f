import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/houses/environmental-evaluation/route';
import { GET as getOne } from '@/app/api/houses/environmental-evaluation/[uuid]/route';
import { POST as upgrade } from '@/app/api/houses/environmental-evaluation-complementary/route';
import { OUTSIDE_SERVICE_AREA_MESSAGE, type EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { readBalance } from '@/server/credits/ledger';
import { getDb } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { call } from './http';
import { spendEntries, userWith } from './users';

// Imam Khomeini square (interchange of lines 1 and 2) and a point in Varamin, outside Tehran's districts.
const TEHRAN = { latitude: 35.6865, longitude: 51.4215 };
const OUTSIDE = { latitude: 35.3242, longitude: 51.6457 };
const BASE = 'environmental_evaluation_product_base';
const COMPLEMENTARY = 'environmental_evaluation_product_complementary';

const url = '/api/houses/environmental-evaluation/';

describe('environment evaluation API', () => {
  it('creates a base evaluation, charges the base service once, and serves the base tier by uuid', async () => {
    const u = await userWith(5);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...TEHRAN } });
    expect(res.status).toBe(200);
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await readBalance(await getDb(), u.id)).paid).toBe(4);

    // Readable by anyone holding the link (no token).
    const got = await call<EnvironmentEvaluationResult>(getOne, `${url}${res.body.uuid}`, { params: { uuid: res.body.uuid } });
    expect(got.status).toBe(200);
    const r = got.body;
    expect(r).toMatchObject({ uuid: res.body.uuid, tier: 'base', can_upgrade: false, criteria_total: 50 }); // no token: not the owner's view
    expect(r.place).toMatchObject({ city: 'تهران', district: 12 });
    expect(r.categories.map((c) => c.id)).toEqual(['transport', 'health', 'education', 'green', 'shopping', 'services', 'market', 'urban']);
    expect(r.criteria).toHaveLength(10);
    expect(r.nearby).toEqual([]);
    expect(r.overall_score).toBeGreaterThan(0);
    expect(r.percentile).toBeGreaterThanOrEqual(0);
    const metro = r.criteria.find((c) => c.id === 'metro_distance')!;
    expect(metro).toMatchObject({ category: 'transport', unit: 'متر', available: true, score: 100 });
    expect(metro.source).toContain('مترو');
    expect(new Date(r.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('upgrades to the extended report: all 50 criteria, map places, charged exactly once, nothing recomputed', async () => {
    const u = await userWith(5);
    const { body } = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, neighbourhood: 'نارمک' } });
    const before = await call<EnvironmentEvaluationResult>(getOne, `${url}${body.uuid}`, { params: { uuid: body.uuid } });
    expect(before.body.place.neighbourhood.name).toBe('نارمک');

    const up = await call(upgrade, '/api/houses/environmental-evaluation-complementary/', { method: 'POST', token: u.token, body: { uuid: body.uuid } });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ uuid: body.uuid, tier: 'extended' });
    // A second upgrade (double click, retry) charges nothing more.
    const again = await call(upgrade, '/api/houses/environmental-evaluation-complementary/', { method: 'POST', token: u.token, body: { uuid: body.uuid } });
    expect(again.status).toBe(200);
    expect((await readBalance(await getDb(), u.id)).paid).toBe(5 - 1 - (3 - 1)); // the base credit counts towards it
    expect(await spendEntries(u.id)).toHaveLength(2);

    const after = await call<EnvironmentEvaluationResult>(getOne, `${url}${body.uuid}`, { params: { uuid: body.uuid } });
    expect(after.body.tier).toBe('extended');
    expect(after.body.can_upgrade).toBe(false);
    expect(after.body.criteria).toHaveLength(50);
    expect(after.body.nearby.length).toBeGreaterThan(0);
    expect(after.body.overall_score).toBe(before.body.overall_score);
    const missing = after.body.criteria.filter((c) => !c.available);
    expect(missing.length).toBeLessThanOrEqual(10);
    for (const c of missing) expect(c.reason).toBeTruthy();
  });

  it('gives every category its weight in the base tier too, also for a result stored before categories had one', async () => {
    const u = await userWith(1);
    const { body } = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...TEHRAN } });
    // Stored without category weights, as every result is (they are worked out when presented); the strip covers rows
    // stored while evaluateEnvironment still wrote them.
    const db = await getDb();
    const [row] = await db.select().from(environmentEvaluations).where(eq(environmentEvaluations.id, body.uuid));
    const stored = row.result as { categories: Array<Record<string, unknown>> };
    const old = { ...stored, categories: stored.categories.map(({ weight: _weight, ...c }) => c) };
    await db.update(environmentEvaluations).set({ result: old }).where(eq(environmentEvaluations.id, body.uuid));

    const got = await call<EnvironmentEvaluationResult>(getOne, `${url}${body.uuid}`, { params: { uuid: body.uuid } });
    const cats = got.body.categories;
    // Worked out from all 50 stored criteria, though the base tier lists only 10 of them.
    expect(Math.abs(cats.reduce((sum, c) => sum + c.weight, 0) - 100)).toBeLessThan(0.5);
    const scored = cats.filter((c) => c.score !== null);
    const overall = scored.reduce((sum, c) => sum + c.weight * (c.score as number), 0) / scored.reduce((sum, c) => sum + c.weight, 0);
    expect(Math.abs(overall - got.body.overall_score)).toBeLessThan(0.6); // category scores are rounded
  });

  it('shows a result stored before the market methods were dated in today\'s words, its scores as stored', async () => {
    const u = await userWith(3);
    const { body } = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: COMPLEMENTARY, latitude: 35.6572, longitude: 51.4053 } });
    const fresh = await call<EnvironmentEvaluationResult>(getOne, `${url}${body.uuid}`, { params: { uuid: body.uuid } });
    // The row as it was stored on 2026-11-27: the misdated methods, the cbi source's fixed date, no market_dates,
    // and a transactions score unlike today's (the figures a user paid for are never recomputed).
    const db = await getDb();
    const [row] = await db.select().from(environmentEvaluations).where(eq(environmentEvaluations.id, body.uuid));
    const { market_dates: _dates, ...stored } = row.result as EnvironmentEvaluationResult & { market_dates?: unknown };
    const old = {
      ...stored,
      criteria: stored.criteria.map((c) =>
        c.id === 'transactions_12m'
          ? { ...c, score: 7, method: 'جمع تعداد معاملات ثبت‌شدهٔ منطقه در ۱۲ ماه گذشته (بانک مرکزی)؛ صدک منطقه در میان ۲۲ منطقهٔ تهران (بیشتر بهتر)' }
          : c.id === 'local_price_m2'
            ? { ...c, method: 'میانهٔ قیمت هر متر مربع آگهی‌های فروش محله‌های تا شعاع ۱ کیلومتر (به دی ۱۴۰۱ برده شده)، وزن‌دار با تعداد آگهی؛ صدک در میان مراکز محله‌های تهران (بیشتر بهتر)' }
            : c,
      ),
      sources: stored.sources.map((s) => (s.id === 'cbi' ? { ...s, date: 'مهر ۱۳۹۶ تا مرداد ۱۴۰۵ (تعداد معاملات تا آذر ۱۴۰۱)' } : s)),
    };
    await db.update(environmentEvaluations).set({ result: old }).where(eq(environmentEvaluations.id, body.uuid));

    const got = await call<EnvironmentEvaluationResult>(getOne, `${url}${body.uuid}`, { params: { uuid: body.uuid } });
    const pick = (r: EnvironmentEvaluationResult, id: string) => r.criteria.find((c) => c.id === id)!;
    expect(pick(got.body, 'transactions_12m').method).toBe(pick(fresh.body, 'transactions_12m').method);
    expect(pick(got.body, 'transactions_12m').method).toContain('دی ۱۴۰۰ تا آذر ۱۴۰۱');
    expect(pick(got.body, 'local_price_m2').method).toBe(pick(fresh.body, 'local_price_m2').method);
    expect(got.body.sources).toEqual(fresh.body.sources);
    expect(JSON.stringify(got.body)).not.toMatch(/۱۲ ماه گذشته|به دی ۱۴۰۱ برده شده/);
    expect(pick(got.body, 'transactions_12m').score).toBe(7);
    expect(pick(got.body, 'transactions_12m').value).toBe(pick(fresh.body, 'transactions_12m').value);
    expect(got.body.overall_score).toBe(fresh.body.overall_score);
    expect(got.body).not.toHaveProperty('market_dates');
  });

  it('creates the extended report directly with the complementary service', async () => {
    const u = await userWith(3);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: COMPLEMENTARY, latitude: '۳۵٫۷۵۷۵', longitude: '۵۱٫۴۱۰۵' } });
    expect(res.status).toBe(200);
    const got = await call<EnvironmentEvaluationResult>(getOne, `${url}${res.body.uuid}`, { params: { uuid: res.body.uuid } });
    expect(got.body.tier).toBe('extended');
    expect((await readBalance(await getDb(), u.id)).paid).toBe(0);
  });

  it('reports Chitgar\'s leisure as not recorded by the partial lists, not as 0', async () => {
    const u = await userWith(3);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: COMPLEMENTARY, neighbourhood: 'چیتگر' } });
    expect(res.status).toBe(200);
    const { body: r } = await call<EnvironmentEvaluationResult>(getOne, `${url}${res.body.uuid}`, { params: { uuid: res.body.uuid } });
    expect(r.place.neighbourhood.name).toBe('چیتگر');
    // Its lake park and sports complexes are missing from the lists: no value for any leisure criterion, and the
    // category carries no score and no share of the overall.
    for (const id of ['park_distance', 'cinema_distance', 'cinemas_3km', 'cultural_centre_distance', 'sports_centre_distance']) {
      const c = r.criteria.find((x) => x.id === id)!;
      expect(c, id).toMatchObject({ available: false, value: null, score: null });
      expect(c.reason, id).toMatch(/^پوشش ناقص: فهرست نقاط مهم فقط /);
      expect(c.method, id).toContain('پوشش ناقص');
    }
    expect(r.categories.find((c) => c.id === 'green')).toMatchObject({ score: null, weight: 0 });
    expect(r.sources.find((s) => s.id === 'poi')?.name).toContain('۵۳ سینما، ۳۰ مرکز فرهنگی، ۱۲ مجموعهٔ ورزشی');
  });

  it('gives Chitgar\'s building age of its built flats and says how many pre-sales it left out', async () => {
    const u = await userWith(2);
    const res = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, neighbourhood: 'چیتگر' } });
    expect(res.status).toBe(200);
    const { body: r } = await call<EnvironmentEvaluationResult>(getOne, `${url}${res.body.uuid}`, { params: { uuid: res.body.uuid } });
    // A headline criterion (base tier). Counting its 1,050 pre-sales (age 0) it was «۰ سال», scored 100.
    const age = r.criteria.find((c) => c.id === 'building_age_median')!;
    expect(age).toMatchObject({ available: true, value: 2 });
    expect(age.score).toBeLessThan(100);
    expect(age.detail).toContain('۱٬۰۵۰ آگهی پیش‌فروش در نظر گرفته نشد');
    expect(age.method).toContain('بدون پیش‌فروش‌ها');
  });

  it('answers 400 with the Persian message outside Tehran and charges nothing', async () => {
    const u = await userWith(2);
    const res = await call(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...OUTSIDE } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [OUTSIDE_SERVICE_AREA_MESSAGE] });
    expect((await readBalance(await getDb(), u.id)).paid).toBe(2);
  });

  it('answers 400 on bad input and changes nothing', async () => {
    const u = await userWith(2);
    const bad = [
      [{ service: BASE }, 'latitude'],
      [{ service: BASE, latitude: 'abc', longitude: 51.4 }, 'latitude'],
      [{ service: BASE, latitude: 135.7, longitude: 51.4 }, 'latitude'],
      [{ latitude: 35.7, longitude: 51.4 }, 'service'],
      [{ service: 'price_evaluation_product_base', ...TEHRAN }, 'service'],
      [{ service: BASE, neighbourhood: 'محله‌ای که نیست در تهران' }, 'neighbourhood'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call<Record<string, string[]>>(create, url, { method: 'POST', token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body), JSON.stringify(body)).toContain(field);
    }
    const notJson = await call(create, url, { method: 'POST', token: u.token, body: undefined, headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await spendEntries(u.id)).toHaveLength(0);
    const db = await getDb();
    expect(await db.select().from(environmentEvaluations).where(eq(environmentEvaluations.userId, u.id))).toHaveLength(0);
  });

  it('requires sign-in to create or upgrade (no anonymous free use for this family)', async () => {
    const res = await call(create, url, { method: 'POST', body: { service: BASE, ...TEHRAN } });
    expect(res.status).toBe(401);
    const up = await call(upgrade, '/api/houses/environmental-evaluation-complementary/', { method: 'POST', body: { uuid: crypto.randomUUID() } });
    expect(up.status).toBe(401);
  });

  it('answers 403 when credit is short and stores nothing', async () => {
    const u = await userWith(0);
    const res = await call<{ detail: string }>(create, url, { method: 'POST', token: u.token, body: { service: BASE, ...TEHRAN } });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBeTruthy();
    const db = await getDb();
    expect(await db.select().from(environmentEvaluations).where(eq(environmentEvaluations.userId, u.id))).toHaveLength(0);

    const rich = await userWith(1);
    const made = await call<{ uuid: string }>(create, url, { method: 'POST', token: rich.token, body: { service: BASE, ...TEHRAN } });
    const up = await call(upgrade, '/api/houses/environmental-evaluation-complementary/', { method: 'POST', token: rich.token, body: { uuid: made.body.uuid } });
    expect(up.status).toBe(403);
    const still = await call<EnvironmentEvaluationResult>(getOne, `${url}${made.body.uuid}`, { params: { uuid: made.body.uuid } });
    expect(still.body.tier).toBe('base');
  });

  it('lets only the owner upgrade, and answers 404 for unknown or malformed uuids', async () => {
    const owner = await userWith(1);
    const other = await userWith(5);
    const made = await call<{ uuid: string }>(create, url, { method: 'POST', token: owner.token, body: { service: BASE, ...TEHRAN } });
    const up = await call(upgrade, '/api/houses/environmental-evaluation-complementary/', { method: 'POST', token: other.token, body: { uuid: made.body.uuid } });
    expect(up.status).toBe(403);
    expect((await readBalance(await getDb(), other.id)).paid).toBe(5);
    // The upgrade is offered to the owner only: not to another signed-in user, nor to a request that names nobody
    // (a shared link's visitor must not buy a plan for someone else's report; the owner's page asks with its token).
    const offer = async (token?: string) =>
      (await call<{ can_upgrade: boolean }>(getOne, `${url}${made.body.uuid}`, { params: { uuid: made.body.uuid }, token })).body.can_upgrade;
    expect(await offer(owner.token)).toBe(true);
    expect(await offer()).toBe(false);
    expect(await offer(other.token)).toBe(false);

    const unknown = crypto.randomUUID();
    expect((await call(getOne, `${url}${unknown}`, { params: { uuid: unknown } })).status).toBe(404);
    expect((await call(getOne, `${url}nope`, { params: { uuid: 'nope' } })).status).toBe(404);
    const badUp = await call(upgrade, '/api/houses/environmental-evaluation-complementary/', { method: 'POST', token: other.token, body: { uuid: 'nope' } });
    expect(badUp.status).toBe(400);
    const missingUp = await call(upgrade, '/api/houses/environmental-evaluation-complementary/', { method: 'POST', token: other.token, body: { uuid: unknown } });
    expect(missingUp.status).toBe(404);
  });
});

describe('place look-ups used by the environment page', () => {
  it('finds neighbourhoods by Persian name and resolves a point', async () => {
    const { GET: search } = await import('@/app/api/houses/search-location/route');
    const { GET: convert } = await import('@/app/api/houses/convert-geo-location/route');
    const s = await call<{ results: Array<{ id: string; name: string; district: string; latitude: number; longitude: number }> }>(search, '/api/houses/search-location/?q=' + encodeURIComponent('نارمک'));
    expect(s.status).toBe(200);
    expect(s.body.results[0]).toMatchObject({ name: 'نارمک' });
    expect(s.body.results[0].district).toContain('منطقه');
    const empty = await call<{ results: unknown[] }>(search, '/api/houses/search-location/?q=');
    expect(empty.body.results).toEqual([]);

    const c = await call(convert, `/api/houses/convert-geo-location/?lat=${TEHRAN.latitude}&lng=${TEHRAN.longitude}`);
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ city: 'تهران' });
    const out = await call(convert, `/api/houses/convert-geo-location/?lat=${OUTSIDE.latitude}&lng=${OUTSIDE.longitude}`);
    expect(out.status).toBe(400);
    expect(out.body).toEqual({ non_field_errors: [OUTSIDE_SERVICE_AREA_MESSAGE] });
    expect((await call(convert, '/api/houses/convert-geo-location/?lat=x&lng=51')).status).toBe(400);
  });

  it('answers a retried request (same request_id) with the evaluation already paid for, charging once', async () => {
    const u = await userWith(5);
    const body = { service: BASE, request_id: crypto.randomUUID(), ...TEHRAN };
    const first = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body });
    const retry = await call<{ uuid: string }>(create, url, { method: 'POST', token: u.token, body });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body.uuid).toBe(first.body.uuid);
    expect(first.body.uuid).toBe(body.request_id);
    expect(await spendEntries(u.id)).toHaveLength(1);
    const other = await userWith(5);
    expect((await call(create, url, { method: 'POST', token: other.token, body })).status).toBe(400);
  });
});
