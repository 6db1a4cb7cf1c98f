process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
process.env.DIVAR_PROVIDER = 'local';

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as createSale } from '@/app/api/houses/price-suggestion/route';
import { POST as createRent } from '@/app/api/houses/rental-evaluation/route';
import { GET as getSale } from '@/app/api/houses/price-suggestion-response/[uuid]/route';
import { GET as postRoute } from '@/app/api/divar/post/route';
import { DIVAR_OUTSIDE_TEHRAN, DIVAR_POST_NOT_FOUND, DIVAR_UNSUPPORTED_CATEGORY } from '@/lib/contracts/divar';
import type { ValuationResult } from '@/lib/contracts/valuation';
import { resetServerEnv } from '@/lib/env';
import { errorMessages } from '@/lib/errors/catalogue';
import { REGISTER_TO_CONTINUE } from '@/server/credits/anonymous-use';
import { getDb } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { adForPage, divarReadLimit, findDivarPriceResult, OPEN_FROM_AD } from '@/server/divar/divar-pages';
import { consumeRateLimit } from '@/server/http/rate-limit';
import { divarProvider } from '@/server/providers/divar/divar-provider';
import { DIVAR_POST_TOKEN_NOT_DIVAR, DIVAR_POST_TOKEN_REQUIRED } from '@/server/divar/divar-valuations';
import { advertiserReportOfAd } from '@/server/divar/published-report';
import { consent, SALE_INPUT } from './divar';
import { call } from './http';
import { paidBalance, userWith } from './users';

// POST /api/houses/price-suggestion/ and /api/houses/rental-evaluation/ with `divar_post_token`: the Divar flows'
// valuations belong to their ad from the moment they are made, and a refused one charges nothing.

beforeAll(() => {
  resetServerEnv();
});

const SALE_URL = '/api/houses/price-suggestion/';
const RENT_URL = '/api/houses/rental-evaluation/';
const sale = (body: Record<string, unknown>, options: { token?: string; ip?: string } = {}) =>
  call<Record<string, unknown>>(createSale, SALE_URL, { method: 'POST', body: { ...SALE_INPUT, ...body }, ...options });
const tokenOf = async (uuid: string) =>
  (await (await getDb()).select({ token: valuations.divarPostToken }).from(valuations).where(eq(valuations.id, uuid)).limit(1))[0]?.token;

describe('a valuation of a Divar ad', () => {
  it('a visitor values an ad: anonymous once a month (then 426), recorded on the ad', async () => {
    const ip = '198.51.100.41';
    const first = await sale({ service: 'price_evaluation_divar_visitor_base', divar_post_token: 'QmSale085' }, { ip });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await tokenOf(first.body.uuid as string)).toBe('QmSale085');
    const second = await sale({ service: 'price_evaluation_divar_visitor_base', divar_post_token: 'QmSale085', area: 90 }, { ip });
    expect(second.status).toBe(426);
    expect(second.body).toEqual({ detail: REGISTER_TO_CONTINUE });
  });

  it('a Divar service needs the ad; any other service refuses one', async () => {
    const u = await userWith(5);
    const noToken = await sale({ service: 'price_evaluation_divar_visitor_base' }, { token: u.token });
    expect(noToken.body).toEqual({ divar_post_token: [DIVAR_POST_TOKEN_REQUIRED] });
    const product = await sale({ service: 'price_evaluation_product_base', divar_post_token: 'QmSale085' }, { token: u.token });
    expect(product.body).toEqual({ divar_post_token: [DIVAR_POST_TOKEN_NOT_DIVAR] });
    const malformed = await sale({ service: 'price_evaluation_divar_visitor_base', divar_post_token: 'no/such token' }, { token: u.token });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body)).toEqual(['divar_post_token']);
    expect(await paidBalance(u.id)).toBe(5);
  });

  it('the ad must exist, be an apartment in Tehran, and be valued as what it is (a rent ad as a rent)', async () => {
    const u = await userWith(5);
    const visitor = { service: 'price_evaluation_divar_visitor_base' };
    expect((await sale({ ...visitor, divar_post_token: 'QmMissing1' }, { token: u.token })).body).toEqual({ divar_post_token: [DIVAR_POST_NOT_FOUND] });
    expect((await sale({ ...visitor, divar_post_token: 'QmVilla01' }, { token: u.token })).body).toEqual({ divar_post_token: [DIVAR_UNSUPPORTED_CATEGORY] });
    expect((await sale({ ...visitor, divar_post_token: 'QmKaraj01' }, { token: u.token })).body).toEqual({ divar_post_token: [DIVAR_OUTSIDE_TEHRAN] });
    const rentAsSale = await sale({ ...visitor, divar_post_token: 'QmRent075' }, { token: u.token });
    expect(rentAsSale.status).toBe(400);
    expect(await paidBalance(u.id)).toBe(5);

    const rent = await call<{ uuid: string }>(createRent, RENT_URL, {
      method: 'POST',
      token: u.token,
      body: { ...SALE_INPUT, neighbourhood: 'sattarkhan', area: 75, rooms: 2, service: 'rental_evaluation_divar_visitor_base', divar_post_token: 'QmRent075' },
    });
    expect(rent.status, JSON.stringify(rent.body)).toBe(200);
    expect(await tokenOf(rent.body.uuid)).toBe('QmRent075');
    expect(await paidBalance(u.id)).toBe(4);
  });

  it("the advertiser's service is for the person who let us act on the ad", async () => {
    const stranger = await userWith(5);
    const refused = await sale({ service: 'price_evaluation_divar_advertiser_base', divar_post_token: 'QmSale120' }, { token: stranger.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('divar_consent_required');
    expect((await sale({ service: 'price_evaluation_divar_advertiser_base', divar_post_token: 'QmSale120' })).status).toBe(401);
    expect(await paidBalance(stranger.id)).toBe(5);

    const owner = await consent('QmSale120');
    // Divar's consent signs the owner up with the signup credits: the base valuation is paid from them.
    const made = await sale({ service: 'price_evaluation_divar_advertiser_base', divar_post_token: 'QmSale120' }, { token: owner.access });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await tokenOf(made.body.uuid as string)).toBe('QmSale120');

    // The advertiser's entry page draws its owner's notice from this: only a report shown on the ad (public anyway, so
    // its uuid too), never whether a private one exists; a visitor's report of an ad is not the advertiser's.
    const db = await getDb();
    expect(await advertiserReportOfAd(db, 'price', 'QmSale120')).toBeNull();
    await db.update(valuations).set({ divarPublishedAt: new Date() }).where(eq(valuations.id, made.body.uuid as string));
    expect(await advertiserReportOfAd(db, 'price', 'QmSale120')).toEqual({ uuid: made.body.uuid });
    expect(await advertiserReportOfAd(db, 'neighbourhood', 'QmSale120')).toBeNull();
    const visitor = await sale({ service: 'price_evaluation_divar_visitor_base', divar_post_token: 'QmSale085' }, { token: stranger.token });
    expect(visitor.status).toBe(200);
    expect(await advertiserReportOfAd(db, 'price', 'QmSale085')).toBeNull();
  });
});

describe('the Divar pages read on the server', () => {
  it('the ad a page was opened for, or why not (no token, no such ad, not valued)', async () => {
    const db = await getDb();
    expect(await adForPage(db, '', new Headers())).toEqual({ ok: false, message: OPEN_FROM_AD, again: false });
    expect(await adForPage(db, 'bad/token', new Headers())).toEqual({ ok: false, message: OPEN_FROM_AD, again: false });
    expect(await adForPage(db, 'QmMissing1', new Headers())).toEqual({ ok: false, message: DIVAR_POST_NOT_FOUND, again: false });
    const villa = await adForPage(db, 'QmVilla01', new Headers());
    expect(villa.ok && villa.ad.unsupported).toBe(DIVAR_UNSUPPORTED_CATEGORY);
    const sale = await adForPage(db, 'QmSale120', new Headers());
    expect(sale.ok && sale.ad).toMatchObject({ kind: 'buySell', district: 2, district_name: expect.stringMatching(/۲|2/), neighbourhood: { latitude: expect.any(Number) } });
  });

  it('a valuation of an ad with the ad’s asking price now; any other valuation is not a Divar result', async () => {
    const u = await userWith(3);
    const made = await sale({ service: 'price_evaluation_divar_visitor_base', divar_post_token: 'QmSale085' }, { token: u.token });
    const uuid = made.body.uuid as string;
    const found = await findDivarPriceResult(await getDb(), uuid, new Headers());
    expect(found).toMatchObject({ asking: { total: 32_000_000_000 }, askingKnown: true, result: { uuid, agent_type: 'divar_visitor', divar: { post_token: 'QmSale085', own: false } } });
    const product = await sale({ service: 'price_evaluation_product_base' }, { token: u.token });
    expect(await findDivarPriceResult(await getDb(), product.body.uuid as string, new Headers())).toBeNull();
    expect(await findDivarPriceResult(await getDb(), 'not-a-uuid', new Headers())).toBeNull();

    // The result as its owner sees it says whose services paid and that it is theirs.
    const own = await call<ValuationResult>(getSale, `/api/houses/price-suggestion-response/${uuid}`, { params: { uuid }, token: u.token });
    expect(own.body).toMatchObject({ agent_type: 'divar_visitor', divar: { post_token: 'QmSale085', published_on_ad: false, own: true } });
    const stranger = await call<ValuationResult>(getSale, `/api/houses/price-suggestion-response/${uuid}`, { params: { uuid } });
    expect(stranger.body.divar?.own).toBe(false);
  });
});

describe('the Divar pages’ reads of Divar, per address', () => {
  // Each read spends our app's Kenar allowance: a loop of page loads from one address must not spend it for everyone.
  const from = (ip: string) => new Headers({ 'x-arzyab-peer': ip });

  it('an address gets its 120 reads in ten minutes, shared with GET /api/divar/post/; then «too many», Divar not asked', async () => {
    const db = await getDb();
    const ip = '198.51.100.77';
    const limit = divarReadLimit(ip).limit;
    expect(limit).toBe(120);
    for (let i = 0; i < limit; i += 1) expect((await adForPage(db, 'QmSale120', from(ip))).ok).toBe(true);
    const read = vi.spyOn(divarProvider(), 'getPost');
    try {
      expect(await adForPage(db, 'QmSale120', from(ip))).toEqual({ ok: false, message: errorMessages.tooManyRequests, again: true });
      expect(read).not.toHaveBeenCalled();
      // The API route counts in the same bucket, so it is refused too.
      const api = await call(postRoute, '/api/divar/post/?post_token=QmSale120', { ip });
      expect(api.status).toBe(429);
      expect(read).not.toHaveBeenCalled();
      // Another address is not affected.
      expect((await adForPage(db, 'QmSale120', from('198.51.100.78'))).ok).toBe(true);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });

  it('a result page past the allowance shows the estimate without the asking price', async () => {
    const u = await userWith(3);
    const made = await sale({ service: 'price_evaluation_divar_visitor_base', divar_post_token: 'QmSale085' }, { token: u.token });
    const uuid = made.body.uuid as string;
    const ip = '198.51.100.79';
    for (let i = 0; i < divarReadLimit(ip).limit; i += 1) await consumeRateLimit(divarReadLimit(ip));
    expect(await findDivarPriceResult(await getDb(), uuid, from(ip))).toMatchObject({ asking: null, askingKnown: false, result: { uuid } });
    expect(await findDivarPriceResult(await getDb(), uuid, from('198.51.100.80'))).toMatchObject({ askingKnown: true, result: { uuid } });
  });
});
