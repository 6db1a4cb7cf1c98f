import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/users/reports/route';
import { POST as sale } from '@/app/api/houses/price-suggestion/route';
import { POST as rent } from '@/app/api/houses/rental-evaluation/route';
import { POST as environment } from '@/app/api/houses/environmental-evaluation/route';
import { POST as buySuggestion } from '@/app/api/houses/location-suggestion/route';
import { POST as rentSuggestion } from '@/app/api/houses/rent-suggestion/route';
import { INVALID_PAGE, reportsPage, type ReportsPage } from '@/lib/contracts/reports';
import { getDb } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { valuations } from '@/server/db/schema/valuation';
import { call } from './http';
import { userWith, type TestUser } from './users';

// GET /api/users/reports/: a signed-in user's way back to every report they paid for, whatever its kind or origin.

const URL_ = '/api/users/reports/';
const FLAT = { latitude: 35.7575, longitude: 51.4105, area: 90, rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: true, storage: true };

async function made(handler: typeof sale, url: string, u: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await call<{ uuid: string }>(handler, url, { method: 'POST', token: u.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.uuid;
}

const list = (u: TestUser | null, query = '') => call<ReportsPage>(listRoute, `${URL_}${query}`, { token: u?.token });

/** A copy of a stored row under a new id, made from a Divar ad (agent_type divar_*), at a given time. */
async function divarCopies(saleId: string, environmentId: string, userId: string, at: Date): Promise<{ sale: string; environment: string }> {
  const db = await getDb();
  const [v] = await db.select().from(valuations).where(eq(valuations.id, saleId));
  const [e] = await db.select().from(environmentEvaluations).where(eq(environmentEvaluations.id, environmentId));
  const ids = { sale: crypto.randomUUID(), environment: crypto.randomUUID() };
  await db.insert(valuations).values({ ...v, id: ids.sale, userId, agentType: 'divar_visitor', divarPostToken: 'QmSale085', divarPublishedAt: null, createdAt: at });
  await db.insert(environmentEvaluations).values({ ...e, id: ids.environment, userId, agentType: 'divar_advertiser', divarPostToken: 'QmSale085', divarPublishedAt: null, createdAt: new Date(at.getTime() + 1000) });
  return ids;
}

describe('a user’s reports', () => {
  it('lists every kind of report the user paid for, Divar ones too, newest first, with their result pages', async () => {
    const a = await userWith(20);
    const b = await userWith(5);
    const ids = {
      sale: await made(sale, '/api/houses/price-suggestion/', a, { service: 'price_evaluation_product_base', ...FLAT }),
      rent: await made(rent, '/api/houses/rental-evaluation/', a, { service: 'rental_evaluation_product_base', ...FLAT }),
      environment: await made(environment, '/api/houses/environmental-evaluation/', a, { service: 'environmental_evaluation_product_base', neighbourhood: 'نارمک' }),
      buy: await made(buySuggestion, '/api/houses/location-suggestion/', a, { service: 'buy_suggestion_product_base', budget: '۸٬۰۰۰٬۰۰۰٬۰۰۰', area: 80 }),
      rentSuggestion: await made(rentSuggestion, '/api/houses/rent-suggestion/', a, { service: 'rent_suggestion_product_base', deposit_budget: 1e9, rent_budget: 2e7, area: 70 }),
    };
    const divar = await divarCopies(ids.sale, ids.environment, a.id, new Date(Date.now() + 60_000));
    // Someone else's report is never in the list.
    const others = await made(sale, '/api/houses/price-suggestion/', b, { service: 'price_evaluation_product_base', ...FLAT });

    const res = await list(a);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = reportsPage.parse(res.body);
    expect(body).toMatchObject({ count: 7, next: null, previous: null });
    expect(body.results.map((r) => [r.uuid, r.kind])).toEqual([
      [divar.environment, 'environment'],
      [divar.sale, 'sale'],
      [ids.rentSuggestion, 'rent_suggestion'],
      [ids.buy, 'buy_suggestion'],
      [ids.environment, 'environment'],
      [ids.rent, 'rent'],
      [ids.sale, 'sale'],
    ]);
    expect(body.results.map((r) => r.uuid)).not.toContain(others);
    const by = Object.fromEntries(body.results.map((r) => [r.uuid, r]));
    expect(by[divar.sale]).toMatchObject({ agent_type: 'divar_visitor', tier: 'base', url: `/price-result?uuid=${divar.sale}` });
    expect(by[divar.environment]).toMatchObject({ agent_type: 'divar_advertiser', url: `/services/environment-evaluation/result?uuid=${divar.environment}` });
    expect(by[ids.rent].url).toBe(`/rent-price-evaluation-result?uuid=${ids.rent}`);
    expect(by[ids.buy].url).toBe(`/services/buy-location-result?uuid=${ids.buy}`);
    expect(by[ids.rentSuggestion].url).toBe(`/services/rent-location-result?uuid=${ids.rentSuggestion}`);

    // The texts come from the stored rows: the place and size asked for, the stored estimate and its price date.
    const db = await getDb();
    const [stored] = await db.select().from(valuations).where(eq(valuations.id, ids.sale));
    const result = stored.result as { place: { neighbourhood: { name_fa: string } }; price_date: string };
    expect(by[ids.sale].title).toBe(`ارزیابی قیمت فروش — ${result.place.neighbourhood.name_fa}، ۹۰ متر`);
    expect(by[ids.sale].details).toBe('۲ اتاق، ساخت ۱۳۹۵، طبقهٔ ۳ از ۵، آسانسور دارد، پارکینگ دارد، انباری دارد');
    expect(by[ids.environment].details).toBeNull();
    expect(by[ids.sale].summary).toMatch(/^برآورد [۰-۹٫]+ (میلیون|میلیارد) تومان \(قیمت [آ-ی]+ ۱۴۰[۰-۹]\)$/);
    expect(by[ids.rent].summary).toMatch(/^معادل رهن کامل /);
    expect(by[ids.environment].title).toBe('ارزیابی محله — نارمک');
    expect(by[ids.environment].summary).toMatch(/^امتیاز کلی [۰-۹]+ از ۱۰۰/);
    expect(by[ids.buy].title).toBe('پیشنهاد محله برای خرید — خانهٔ ۸۰ متری');
    expect(by[ids.buy].summary).toMatch(/^بودجهٔ ۸ میلیارد تومان، /);
    expect(by[ids.rentSuggestion].summary).toMatch(/^ودیعهٔ ۱ میلیارد تومان و اجارهٔ ماهانهٔ ۲۰ میلیون تومان، /);
    for (const r of body.results) expect(new Date(r.created_at).toISOString()).toBe(r.created_at);

    const theirs = reportsPage.parse((await list(b)).body);
    expect(theirs).toMatchObject({ count: 1, results: [{ uuid: others, kind: 'sale' }] });
  });

  it('pages by 20 like DRF, with links, and answers a page past the end with 404', async () => {
    const u = await userWith(2);
    const first = await made(sale, '/api/houses/price-suggestion/', u, { service: 'price_evaluation_product_base', ...FLAT });
    const db = await getDb();
    const [row] = await db.select().from(valuations).where(eq(valuations.id, first));
    // 24 more, one a minute back in time, some at the very same moment (the id orders those).
    const start = row.createdAt.getTime();
    const copies = Array.from({ length: 24 }, (_, i) => ({ ...row, id: crypto.randomUUID(), createdAt: new Date(start - 60_000 * (1 + Math.floor(i / 2))) }));
    await db.insert(valuations).values(copies);

    const one = await list(u);
    expect(one.status).toBe(200);
    expect(one.body.count).toBe(25);
    expect(one.body.results).toHaveLength(20);
    expect(one.body.previous).toBeNull();
    expect(one.body.next).toBe(`http://localhost:3000${URL_}?page=2`);
    const two = await list(u, '?page=۲');
    expect(two.status).toBe(200);
    expect(two.body.results).toHaveLength(5);
    expect(two.body.next).toBeNull();
    expect(two.body.previous).toBe(`http://localhost:3000${URL_}`);
    const all = [...one.body.results, ...two.body.results];
    expect(new Set(all.map((r) => r.uuid)).size).toBe(25);
    expect(all[0].uuid).toBe(first);
    const times = all.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const past = await list(u, '?page=3');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: INVALID_PAGE });
    // An account with no reports has one empty page, like DRF.
    const empty = await userWith();
    expect((await list(empty)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await list(empty, '?page=2')).status).toBe(404);
  });

  it('refuses a page that is not a positive whole number with a Persian 400', async () => {
    const u = await userWith();
    for (const page of ['0', '-1', '1.5', 'abc', '1e3', '99999999999']) {
      const res = await call<Record<string, string[]>>(listRoute, `${URL_}?page=${encodeURIComponent(page)}`, { token: u.token });
      expect(res.status, page).toBe(400);
      expect(res.body.page?.[0], JSON.stringify(res.body)).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('needs sign-in (a DRF-style 401)', async () => {
    const res = await list(null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect((await call(listRoute, URL_, { token: 'not-a-token' })).status).toBe(401);
  });
});
