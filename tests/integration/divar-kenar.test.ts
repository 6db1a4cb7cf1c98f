process.env.PUBLIC_BASE_URL = 'https://arzyab.example';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as postRoute } from '@/app/api/divar/post/route';
import { DELETE as unpublishRoute, POST as publishRoute } from '@/app/api/divar/price-widget/route';
import { DELETE as scoreUnpublishRoute, POST as scorePublishRoute } from '@/app/api/divar/neighborhood-widget/route';
import { POST as environmentRoute } from '@/app/api/houses/environmental-evaluation/route';
import { GET as viewRoute } from '@/app/api/houses/price-suggestion-response/[uuid]/route';
import type { DivarAd, NeighbourhoodWidgetResponse, PriceWidgetResponse } from '@/lib/contracts/divar';
import { resetServerEnv } from '@/lib/env';
import { toLatinDigits, toPersianDigits } from '@/lib/fa/digits';
import { verifyAccessToken } from '@/server/auth/access-token';
import { createKenarHttpProvider } from '@/server/providers/divar/kenar-http';
import { KenarError } from '@/server/providers/divar/types';
import { startFakeKenar, type FakeKenar } from '@/tests/fakes/kenar';
import { validateSchema } from '@/tests/fakes/openapi-schema';
import { complete, divarValuation, startFlow } from './divar';
import { call } from './http';
import { grantPaid, userWith } from './users';

// Our timeout on Kenar calls, shortened by a test that needs Divar to answer after it (10 s otherwise).
const kenarTimeout = vi.hoisted(() => ({ ms: null as number | null }));
vi.mock('@/server/providers/divar/kenar-http', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/providers/divar/kenar-http')>();
  return {
    ...real,
    createKenarHttpProvider: (config: Parameters<typeof real.createKenarHttpProvider>[0]) =>
      real.createKenarHttpProvider({
        ...config,
        fetch: (url, init) => fetch(url, kenarTimeout.ms === null ? init : { ...init, signal: AbortSignal.timeout(kenarTimeout.ms) }),
      }),
  };
});

let fake: FakeKenar;
const REDIRECT = 'https://arzyab.example/divar/price/advertiser/form';

// Both shapes real finder answers come in: real-estate keys flat in `data` with Persian words, digits and a
// {mode, value} price; and search-item style under `real_estate_fields` with a negotiable («توافقی») rent.
const FLAT = {
  token: 'gZ5ZolKk',
  category: 'apartment-sell',
  city: 'tehran',
  district: 'saadat-abad',
  state: 'PUBLISHED',
  data: {
    title: 'آپارتمان ۱۲۰ متری سعادت‌آباد',
    description: 'نورگیر',
    images: [],
    size: '۱۲۰',
    rooms: 'سه',
    year: '۱۳۹۸',
    floor: '۴ از ۶',
    has_elevator: true,
    has_parking: true,
    price: { mode: 'مقطوع', value: '18500000000' },
  },
};
const NESTED = {
  token: 'Rent9Xy2',
  category: 'apartment-rent',
  city: 'tehran',
  district: 'sattarkhan',
  data: {
    title: 'اجاره ۷۵ متری',
    real_estate_fields: { size: 75, rooms: 'دو', year: 1392, floor: 0, credit: { mode: 'مقطوع', value: '500000000' }, rent: { mode: 'توافقی' } },
  },
};

beforeAll(async () => {
  fake = await startFakeKenar();
  Object.assign(process.env, {
    DIVAR_PROVIDER: 'kenar',
    KENAR_APP_SLUG: fake.appSlug,
    KENAR_OAUTH_SECRET: fake.oauthSecret,
    KENAR_API_KEY: fake.apiKey,
    KENAR_API_BASE_URL: fake.baseUrl,
    KENAR_OAUTH_BASE_URL: fake.baseUrl,
  });
  resetServerEnv();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.posts.set(FLAT.token, FLAT);
  fake.posts.set(NESTED.token, NESTED);
  fake.ownerPosts.set(FLAT.token, {
    owner: '09121110000',
    body: { general_data: { category_slug: 'apartment-sell', city: 'tehran', title: FLAT.data.title, latitude: 35.7797, longitude: 51.3721, location_type: 'LOCATION_TYPE_EXACT' } },
  });
});

const adapter = () =>
  createKenarHttpProvider({ appSlug: fake.appSlug, oauthSecret: fake.oauthSecret, apiKey: fake.apiKey, apiBaseUrl: fake.baseUrl, oauthBaseUrl: fake.baseUrl });

async function advertiserSession(postToken: string, phone: string, flow: 'price-advertiser' | 'neighborhood-advertiser' = 'price-advertiser') {
  const { state, cookie, location } = await startFlow(flow, postToken);
  const scopes = (location.searchParams.get('scope') ?? '').split(' ');
  const code = fake.issueCode({ scopes, phone, redirectUri: location.searchParams.get('redirect_uri')! });
  const res = await complete({ state, code }, cookie);
  expect(res.status).toBe(200);
  if (res.body.outcome !== 'granted') throw new Error('granted expected');
  return res.body;
}

describe('Kenar OAuth over HTTP', () => {
  it('sends the browser to the authorize URL with the flow\'s scopes, a 256-bit state and the exact redirect address', async () => {
    const { res, location, state } = await startFlow('price-advertiser', 'gZ5ZolKk', { return_url: 'https://divar.ir/v/gZ5ZolKk' });
    expect(res.status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.baseUrl}/oauth2/auth`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: fake.appSlug,
      redirect_uri: REDIRECT,
      scope: 'USER_PHONE POST_ADDON_CREATE.gZ5ZolKk',
      state,
    });
    // Scopes are space-separated and every value URL-encoded (%20, not +).
    expect(res.headers.get('location')).toContain('scope=USER_PHONE%20POST_ADDON_CREATE.gZ5ZolKk');
    expect(Buffer.from(state, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get('set-cookie')).toMatch(/^arzyab_divar=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/);

    const pin = await startFlow('neighborhood-advertiser', 'gZ5ZolKk');
    expect(pin.location.searchParams.get('scope')).toBe('USER_PHONE POST_ADDON_CREATE.gZ5ZolKk USER_POSTS_GET');
    expect(pin.location.searchParams.get('redirect_uri')).toBe('https://arzyab.example/divar/neighborhood/advertiser/form');
    const visitor = await startFlow('price-visitor', 'gZ5ZolKk');
    expect(visitor.location.searchParams.get('scope')).toBe('USER_PHONE');
    expect(visitor.state).not.toBe(state);
  });

  it('exchanges the code with a form POST and signs in as the account of that mobile number (no second code)', async () => {
    const existing = await userWith();
    const before = fake.requests.length;
    const outcome = await advertiserSession('gZ5ZolKk', existing.mobile);
    const token = fake.requests.slice(before).find((r) => r.path === '/oauth2/token')!;
    expect(token.method).toBe('POST');
    expect(token.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: 'authorization_code',
      code: expect.any(String),
      client_id: fake.appSlug,
      client_secret: fake.oauthSecret,
      redirect_uri: REDIRECT,
    });
    expect((await verifyAccessToken(outcome.access))?.userId).toBe(existing.id);
    expect(outcome).toMatchObject({ flow: 'price-advertiser', post_token: 'gZ5ZolKk', can_post_widget: true, can_read_pin: false });
    // The phone was read with the API key and the user's token (bearer, and Divar's x-access-token header).
    const users = fake.requests.slice(before).find((r) => r.path === '/v1/open-platform/users')!;
    expect(users.headers['x-api-key']).toBe(fake.apiKey);
    expect(users.headers.authorization).toMatch(/^Bearer ory_at_/);
    expect(users.headers['x-access-token']).toBe(users.headers.authorization!.slice('Bearer '.length));
  });

  it('Divar failing after the state is spent answers with the flow, so the page can ask the consent again', async () => {
    // Walked on this fake: a 5xx or a timeout of the token exchange left «تلاش دوباره», a reload of the spent state.
    const context = { flow: 'price-advertiser', post_token: 'gZ5ZolKk', 'evaluation-type': 'buySell', exit_url: 'https://divar.ir/v/gZ5ZolKk' };
    const first = await startFlow('price-advertiser', 'gZ5ZolKk', { return_url: 'https://divar.ir/v/gZ5ZolKk', 'evaluation-type': 'buySell' });
    fake.failNext('/oauth2/token', 500, { error: 'server_error' });
    const down = await complete({ state: first.state, code: 'any' }, first.cookie);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ detail: expect.any(String), ...context });
    expect((await complete({ state: first.state, code: 'any' }, first.cookie)).status).toBe(400);

    const second = await startFlow('price-advertiser', 'gZ5ZolKk', { return_url: 'https://divar.ir/v/gZ5ZolKk', 'evaluation-type': 'buySell' });
    const code = fake.issueCode({ scopes: ['USER_PHONE', 'POST_ADDON_CREATE.gZ5ZolKk'], phone: '09121110001', redirectUri: second.location.searchParams.get('redirect_uri')! });
    fake.failNext('/open-platform/users', 401, { code: 16, message: 'token expired', details: [] });
    const refused = await complete({ state: second.state, code }, second.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'divar_consent_required', ...context });
  });

  it('a code Divar refuses (used, or for another redirect address) is a Persian error, not a crash', async () => {
    const { state, cookie, location } = await startFlow('price-advertiser', 'gZ5ZolKk');
    const code = fake.issueCode({ scopes: ['USER_PHONE'], phone: '09121110000', redirectUri: 'https://other.example/cb' });
    const res = await complete({ state, code }, cookie);
    expect(res.status).toBe(400);
    expect(res.body.code?.[0]).toMatch(/^اجازهٔ دیوار تأیید نشد/);
    expect(location.searchParams.get('client_id')).toBe(fake.appSlug);
    // The state is spent: the answer names the flow and its ad, so the page offers a fresh sign-in with Divar for it.
    expect(res.body).toMatchObject({ flow: 'price-advertiser', post_token: 'gZ5ZolKk', exit_url: expect.any(String) });
  });

  it('a consent without the phone number is refused with the flow, so the page can ask for it again', async () => {
    const { state, cookie, location } = await startFlow('price-advertiser', 'gZ5ZolKk', { return_url: 'https://divar.ir/v/gZ5ZolKk' });
    const code = fake.issueCode({ scopes: ['POST_ADDON_CREATE.gZ5ZolKk'], phone: '09121110000', redirectUri: location.searchParams.get('redirect_uri')! });
    const res = await complete({ state, code }, cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      non_field_errors: [expect.stringMatching(/^دیوار شمارهٔ همراه شما را به ما نداد/)],
      flow: 'price-advertiser',
      post_token: 'gZ5ZolKk',
      exit_url: 'https://divar.ir/v/gZ5ZolKk',
    });
  });
});

describe('reading an ad over HTTP: GET /api/divar/post/', () => {
  it('maps the flat shape: Persian words and digits, «n از m» floors, unknowns null', async () => {
    const res = await call<DivarAd>(postRoute, '/api/divar/post/?post_token=gZ5ZolKk');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      post_token: 'gZ5ZolKk',
      kind: 'buySell',
      unsupported: null,
      neighbourhood: { id: 'saadat-abad' },
      area: 120,
      rooms: 3,
      build_year: 1398,
      floor: 4,
      total_floors: 6,
      elevator: true,
      parking: true,
      storage: null,
      asking: { total: 18_500_000_000 },
      latitude: null,
      longitude: null,
    });
    const finder = fake.requests.filter((r) => r.path === '/v1/open-platform/finder/post/gZ5ZolKk').at(-1)!;
    expect(finder.headers['x-api-key']).toBe(fake.apiKey);
    expect(finder.headers.authorization).toBeUndefined(); // the public read needs no user token
  });

  it('maps the nested shape: a negotiable rent is null, the deposit kept', async () => {
    const res = await call<DivarAd>(postRoute, '/api/divar/post/?post_token=Rent9Xy2');
    expect(res.body).toMatchObject({ kind: 'rent', area: 75, rooms: 2, floor: 0, asking: { deposit: 500_000_000, rent: null }, neighbourhood: { id: 'sattarkhan' } });
  });

  it("gives the owner's pin to the advertiser who granted USER_POSTS_GET, and to nobody else", async () => {
    const outcome = await advertiserSession('gZ5ZolKk', '09121110000', 'neighborhood-advertiser');
    expect(outcome.can_read_pin).toBe(true);
    const mine = await call<DivarAd>(postRoute, '/api/divar/post/?post_token=gZ5ZolKk', { token: outcome.access });
    expect(mine.body).toMatchObject({ latitude: 35.7797, longitude: 51.3721, location_type: 'exact' });
    const stranger = await userWith();
    expect((await call<DivarAd>(postRoute, '/api/divar/post/?post_token=gZ5ZolKk', { token: stranger.token })).body.latitude).toBeNull();
    // Divar failing on the owner's read alone: the ad without its pin, not a 503 (walked: the form's page logged it).
    for (const [status, body] of [[500, undefined], [429, { code: 8, message: 'rate limit', details: [] }]] as const) {
      fake.failNext('/user-post/', status, body);
      const noPin = await call<DivarAd>(postRoute, '/api/divar/post/?post_token=gZ5ZolKk', { token: outcome.access });
      expect(noPin.status).toBe(200);
      expect(noPin.body).toMatchObject({ post_token: 'gZ5ZolKk', latitude: null, neighbourhood: { id: 'saadat-abad' } });
    }
  });

  it('404 for an ad Divar does not have; 503 when Divar fails (spec §8); 429 with Retry-After when it limits us', async () => {
    expect((await call(postRoute, '/api/divar/post/?post_token=NoSuch123')).status).toBe(404);
    fake.failNext('/finder/post/', 500);
    const down = await call<{ detail: string }>(postRoute, '/api/divar/post/?post_token=gZ5ZolKk');
    expect(down.status).toBe(503);
    expect(down.body.detail).toBe('مشکلی در تکمیل آگهی پیش آمد.');
    fake.failNext('/finder/post/', 502, '<html>bad gateway</html>');
    expect((await call(postRoute, '/api/divar/post/?post_token=gZ5ZolKk')).status).toBe(503);
    fake.failNext('/finder/post/', 429, { code: 8, message: 'rate limit', details: [] }, { 'retry-after': '7' });
    const limited = await call(postRoute, '/api/divar/post/?post_token=gZ5ZolKk');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await call(postRoute, '/api/divar/post/?post_token=a/b')).status).toBe(400);
  });
});

describe('our add-on on the ad over HTTP', () => {
  it('posts a body valid against the OpenAPI schema and the widget limits, with the API key and the user token', async () => {
    const outcome = await advertiserSession('gZ5ZolKk', '09121110001');
    const { userId } = (await verifyAccessToken(outcome.access))!;
    const uuid = await divarValuation(userId, 'gZ5ZolKk');
    const before = fake.requests.length;
    const res = await call<PriceWidgetResponse>(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: outcome.access, body: { uuid } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ post_token: 'gZ5ZolKk', published: true, verdict: expect.stringMatching(/^(cheap|fair|expensive)$/) });
    const sent = fake.requests.slice(before).find((r) => r.path === '/v2/open-platform/addons/post/gZ5ZolKk')!;
    expect(sent.headers['x-api-key']).toBe(fake.apiKey);
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    const body = JSON.parse(sent.body);
    expect(validateSchema('AddonsCreatePostAddonV2Body', body)).toEqual([]);
    expect(body.widgets.map((w: object) => Object.keys(w)[0])).toEqual(['title_row', 'evaluation_row', 'description_row', 'button_bar']);
    expect(body.widgets[1].evaluation_row).toMatchObject({ right: { text: 'ارزان' }, middle: { text: 'منصفانه' }, left: { text: 'گران' }, indicator_text: '۱۸٫۵ میلیارد تومان' });
    // The ad's visitors open it in Divar's webview: the Divar visitor page (lean shell, verdict), not the site's page.
    expect(body.widgets[3].button_bar.action.open_direct_link).toBe(`https://arzyab.example/divar/price/visitor/uuid=${uuid}`);
    expect(fake.addons.get('gZ5ZolKk')).toEqual(body);

    // Removing needs no grant: the API key alone deletes our add-on.
    const removed = await call<PriceWidgetResponse>(unpublishRoute, '/api/divar/price-widget/', { method: 'DELETE', token: outcome.access, body: { uuid } });
    expect(removed.body).toEqual({ post_token: 'gZ5ZolKk', published: false, verdict: null, addon_unconfirmed: false });
    const del = fake.requests.filter((r) => r.method === 'DELETE').at(-1)!;
    expect(del.path).toBe('/v1/open-platform/addons/post/gZ5ZolKk');
    expect(del.headers.authorization).toBeUndefined();
    expect(fake.addons.has('gZ5ZolKk')).toBe(false);
  });

  it('when Divar refuses the add-on, our records say it is not on the ad (503 to the user)', async () => {
    const outcome = await advertiserSession('gZ5ZolKk', '09121110002');
    const { userId } = (await verifyAccessToken(outcome.access))!;
    const uuid = await divarValuation(userId, 'gZ5ZolKk');
    fake.failNext('/addons/post/', 400, { code: 3, message: 'invalid widgets', details: [] });
    const res = await call(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: outcome.access, body: { uuid } });
    expect(res.status).toBe(503);
    const { getDb } = await import('@/server/db/client');
    const { valuations } = await import('@/server/db/schema/valuation');
    const { eq } = await import('drizzle-orm');
    const [row] = await (await getDb()).select().from(valuations).where(eq(valuations.id, uuid));
    expect(row.divarPublishedAt).toBeNull();
  });

  it('an add-on Divar acts on after our timeout is recorded as unconfirmed, not as not published, until Divar answers', async () => {
    const outcome = await advertiserSession('gZ5ZolKk', '09121110004');
    const { userId } = (await verifyAccessToken(outcome.access))!;
    const uuid = await divarValuation(userId, 'gZ5ZolKk');
    const { getDb } = await import('@/server/db/client');
    const { valuations } = await import('@/server/db/schema/valuation');
    const { eq } = await import('drizzle-orm');
    const stored = async () => (await (await getDb()).select().from(valuations).where(eq(valuations.id, uuid)))[0];
    const view = async () => (await call<{ divar: unknown }>(viewRoute, `/api/houses/price-suggestion-response/${uuid}`, { token: outcome.access, params: { uuid } })).body.divar;
    const unanswered = async (send: () => Promise<{ status: number; body: unknown }>) => {
      fake.answerLateNext('/addons/post/', 800);
      kenarTimeout.ms = 200;
      try {
        return await send();
      } finally {
        kenarTimeout.ms = null;
      }
    };
    const publish = () => call<PriceWidgetResponse>(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: outcome.access, body: { uuid } });
    const remove = () => call<PriceWidgetResponse>(unpublishRoute, '/api/divar/price-widget/', { method: 'DELETE', token: outcome.access, body: { uuid } });

    const late = await unanswered(publish);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ published: true, addon_unconfirmed: true });
    expect(fake.addons.has('gZ5ZolKk')).toBe(true); // Divar attached it all the same
    expect((await stored()).divarPublishedAt).not.toBeNull();
    expect((await stored()).divarUnconfirmedAt).not.toBeNull();
    expect(await view()).toMatchObject({ published_on_ad: true, addon_unconfirmed: true });

    // Sending it again is answered: settled.
    expect((await publish()).body).toMatchObject({ published: true, addon_unconfirmed: false });
    expect(await view()).toMatchObject({ published_on_ad: true, addon_unconfirmed: false });

    // Taking it off, unanswered: not known to be gone; taking it off again is answered.
    expect((await unanswered(remove)).body).toEqual({ post_token: 'gZ5ZolKk', published: false, verdict: null, addon_unconfirmed: true });
    expect(await view()).toMatchObject({ published_on_ad: false, addon_unconfirmed: true });
    expect((await remove()).body).toMatchObject({ published: false, addon_unconfirmed: false });
    expect((await stored()).divarUnconfirmedAt).toBeNull();
  });
});

describe('the neighbourhood score on the ad over HTTP (issue 28)', () => {
  it('posts score_rows (the overall score, the three strongest categories) and a button, valid against the schema and limits', async () => {
    const outcome = await advertiserSession('gZ5ZolKk', '09121110003', 'neighborhood-advertiser');
    const { userId } = (await verifyAccessToken(outcome.access))!;
    await grantPaid(userId, 1);
    const made = await call<{ uuid: string }>(environmentRoute, '/api/houses/environmental-evaluation/', {
      method: 'POST',
      token: outcome.access,
      body: { service: 'environmental_evaluation_divar_advertiser_base', divar_post_token: 'gZ5ZolKk', latitude: 35.7797, longitude: 51.3721 },
    });
    expect(made.status).toBe(200);
    const { uuid } = made.body;
    const before = fake.requests.length;
    const res = await call<NeighbourhoodWidgetResponse>(scorePublishRoute, '/api/divar/neighborhood-widget/', { method: 'POST', token: outcome.access, body: { uuid } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ post_token: 'gZ5ZolKk', published: true, overall_score: expect.any(Number) });
    const sent = fake.requests.slice(before).find((r) => r.path === '/v2/open-platform/addons/post/gZ5ZolKk')!;
    expect(sent.headers['x-api-key']).toBe(fake.apiKey);
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    const body = JSON.parse(sent.body);
    expect(validateSchema('AddonsCreatePostAddonV2Body', body)).toEqual([]);
    // The overall score, the strongest three under «نقاط قوت محله», the weakest under its own subtitle (eight categories).
    expect(body.widgets.map((w: object) => Object.keys(w)[0])).toEqual([
      'title_row',
      'score_row',
      'subtitle_row',
      'score_row',
      'score_row',
      'score_row',
      'subtitle_row',
      'score_row',
      'button_bar',
    ]);
    expect(body.widgets[2].subtitle_row.text).toBe('نقاط قوت محله');
    expect(body.widgets[6].subtitle_row.text).toBe('کم‌امتیازترین دستهٔ محله');
    type ScoreRow = { title: string; descriptive_score: string; percentage_score?: number };
    const scores: ScoreRow[] = [1, 3, 4, 5, 7].map((i) => body.widgets[i].score_row);
    // Scores out of 100 as the report says them, not a percentage.
    expect(scores[0]).toMatchObject({ title: expect.stringMatching(/^وضعیت کلی محله: /), descriptive_score: `${toPersianDigits(res.body.overall_score!)} از ۱۰۰` });
    const value = (r: ScoreRow) => Number(toLatinDigits(r.descriptive_score.replace(' از ۱۰۰', '')));
    for (const row of scores) {
      expect([...row.title].length).toBeLessThanOrEqual(25);
      expect(row.percentage_score).toBeUndefined();
      expect(value(row)).toBeGreaterThanOrEqual(0);
      expect(value(row)).toBeLessThanOrEqual(100);
    }
    // The categories, strongest first, the weakest last.
    const categories = scores.slice(1).map(value);
    expect(categories).toEqual([...categories].sort((a, b) => b - a));
    const report = `https://arzyab.example/divar/neighborhood/visitor?uuid=${uuid}`;
    expect(body.widgets.at(-1).button_bar.action.open_direct_link).toBe(report);
    expect(body.widgets[1].score_row.action.open_direct_link).toBe(report);

    const removed = await call<NeighbourhoodWidgetResponse>(scoreUnpublishRoute, '/api/divar/neighborhood-widget/', { method: 'DELETE', token: outcome.access, body: { uuid } });
    expect(removed.body).toEqual({ post_token: 'gZ5ZolKk', published: false, overall_score: null, addon_unconfirmed: false });
    expect(fake.addons.has('gZ5ZolKk')).toBe(false);
  });
});

describe('Kenar errors → our typed errors (adapter)', () => {
  it('maps {code, message, details}, OAuth errors, 429, unreadable answers and network failures', async () => {
    const k = adapter();
    await expect(k.getUser('not-a-token')).rejects.toMatchObject({ failure: 'forbidden', status: 401, code: 16 });
    fake.failNext('/users', 403, { code: 7, message: 'permission denied', details: [] });
    await expect(k.getUser('x')).rejects.toMatchObject({ failure: 'forbidden', code: 7 });
    fake.failNext('/users', 429, { code: 8, message: 'too many', details: [] }, { 'retry-after': '12' });
    await expect(k.getUser('x')).rejects.toMatchObject({ failure: 'rate_limited', retryAfterSeconds: 12 });
    fake.failNext('/users', 429, { code: 8, message: 'too many', details: [] });
    await expect(k.getUser('x')).rejects.toMatchObject({ failure: 'rate_limited', retryAfterSeconds: 30 });
    fake.failNext('/users', 503, '<html>down</html>');
    await expect(k.getUser('x')).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
    fake.failNext('/users', 400, { code: 3, message: 'bad', details: [] });
    await expect(k.getUser('x')).rejects.toMatchObject({ failure: 'bad_request', code: 3 });
    await expect(k.exchangeCode({ code: 'nope', redirectUri: REDIRECT })).rejects.toMatchObject({ failure: 'invalid_grant', code: 'invalid_grant' });
    // A wrong app secret is our configuration, not the user's consent.
    const misconfigured = createKenarHttpProvider({ appSlug: fake.appSlug, oauthSecret: 'wrong-secret', apiKey: fake.apiKey, apiBaseUrl: fake.baseUrl, oauthBaseUrl: fake.baseUrl });
    await expect(misconfigured.exchangeCode({ code: 'x', redirectUri: REDIRECT })).rejects.toMatchObject({ failure: 'unavailable', status: 401, code: 'invalid_client' });
    await expect(k.getPost('NoSuch123')).resolves.toBeNull();
    await expect(k.deletePostAddons('NoSuch123')).resolves.toBeUndefined();
    const offline = createKenarHttpProvider({ appSlug: 'a', oauthSecret: 'b', apiKey: 'c', apiBaseUrl: 'http://127.0.0.1:9', oauthBaseUrl: 'http://127.0.0.1:9' });
    const error = await offline.getPost('gZ5ZolKk').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KenarError);
    expect(error).toMatchObject({ failure: 'unavailable' });
  });

  it('refuses to send widgets Kenar would refuse (never a half-valid add-on)', async () => {
    await expect(adapter().putPostAddon('gZ5ZolKk', 'x', [{ type: 'score', title: 'ع'.repeat(26), percentage: 5, color: 'success' }])).rejects.toThrow(/max 25/);
  });
});
