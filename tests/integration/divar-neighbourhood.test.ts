process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
process.env.DIVAR_PROVIDER = 'local';

import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/houses/environmental-evaluation/route';
import { GET as readRoute } from '@/app/api/houses/environmental-evaluation/[uuid]/route';
import { DELETE as unpublishRoute, POST as publishRoute } from '@/app/api/divar/neighborhood-widget/route';
import { POST as pricePublishRoute } from '@/app/api/divar/price-widget/route';
import { GET as precheckRoute } from '@/app/api/divar/referral/precheck/route';
import { GET as adEnvironmentRoute } from '@/app/api/divar-environmental-evaluation-response/route';
import type { DivarEnvironmentResponse, NeighbourhoodWidgetResponse, ReferralPrecheck } from '@/lib/contracts/divar';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { resetServerEnv } from '@/lib/env';
import { localAddonFor } from '@/server/providers/divar/local';
import { consent, divarValuation } from './divar';
import { call } from './http';
import { grantPaid, userWith } from './users';

beforeAll(() => {
  resetServerEnv();
});

const SAADAT_ABAD = { latitude: 35.7797, longitude: 51.3721 };

function evaluate(body: Record<string, unknown>, token?: string, headers: Record<string, string> = {}, ip?: string) {
  return call<{ uuid: string; detail?: string; divar_post_token?: string[] }>(createRoute, '/api/houses/environmental-evaluation/', { method: 'POST', body, token, headers, ip });
}

function precheck(token: string, postToken?: string) {
  return call<ReferralPrecheck>(precheckRoute, `/api/divar/referral/precheck/${postToken ? `?post_token=${postToken}` : ''}`, { token });
}

describe('neighbourhood evaluation of a Divar ad (issue 28)', () => {
  it("the advertiser's evaluation names the ad, needs their consent, and reads back with its Divar link", async () => {
    const stranger = await userWith(5);
    const refused = await evaluate({ service: 'environmental_evaluation_divar_advertiser_base', divar_post_token: 'QmSale120', ...SAADAT_ABAD }, stranger.token);
    expect(refused.status).toBe(403);

    const owner = await consent('QmSale120', '09120000101', 'neighborhood-advertiser');
    await grantPaid(owner.userId, 2);
    const made = await evaluate({ service: 'environmental_evaluation_divar_advertiser_base', divar_post_token: 'QmSale120', ...SAADAT_ABAD }, owner.access);
    expect(made.status).toBe(200);
    const read = await call<EnvironmentEvaluationResult>(readRoute, `/api/houses/environmental-evaluation/${made.body.uuid}`, {
      token: owner.access,
      params: { uuid: made.body.uuid },
    });
    expect(read.body).toMatchObject({ agent_type: 'divar_advertiser', divar: { post_token: 'QmSale120', published_on_ad: false, own: true } });
    // A Divar service without the ad, and a site service with one, are refused before anything is charged.
    expect((await evaluate({ service: 'environmental_evaluation_divar_advertiser_base', ...SAADAT_ABAD }, owner.access)).status).toBe(400);
    expect((await evaluate({ service: 'environmental_evaluation_product_base', divar_post_token: 'QmSale120', ...SAADAT_ABAD }, owner.access)).status).toBe(400);
  });

  it('an anonymous visitor gets one free base evaluation a month, then 426 (sign up); the site service still needs an account', async () => {
    const headers = { 'user-agent': 'neighbourhood-visitor-test' };
    const ip = '198.51.100.77';
    const body = { service: 'environmental_evaluation_divar_visitor_base', divar_post_token: 'QmGisha95', latitude: 35.7196, longitude: 51.3757 };
    const first = await evaluate(body, undefined, headers, ip);
    expect(first.status).toBe(200);
    expect((await evaluate(body, undefined, headers, ip)).status).toBe(426);
    expect((await evaluate({ ...body, service: 'environmental_evaluation_divar_visitor_complementary' }, undefined, { ...headers, 'user-agent': 'other' }, ip)).status).toBe(401);
    expect((await evaluate({ service: 'environmental_evaluation_product_base', ...SAADAT_ABAD }, undefined, { ...headers, 'user-agent': 'third' }, ip)).status).toBe(401);
    // An ad we do not evaluate is refused before the free use is spent.
    const villa = await evaluate({ ...body, divar_post_token: 'QmVilla01' }, undefined, { ...headers, 'user-agent': 'fourth' }, ip);
    expect(villa.status).toBe(400);
    expect(villa.body.divar_post_token?.[0]).toMatch(/پشتیبانی نمی‌شود/);
  });

  it('shows the score on the ad beside the price section, and removes it without touching the price', async () => {
    const owner = await consent('QmArarat', '09120000109', 'neighborhood-advertiser');
    await grantPaid(owner.userId, 3);
    const priceUuid = await divarValuation(owner.userId, 'QmArarat');
    expect((await call(pricePublishRoute, '/api/divar/price-widget/', { method: 'POST', token: owner.access, body: { uuid: priceUuid } })).status).toBe(200);
    const made = await evaluate({ service: 'environmental_evaluation_divar_advertiser_base', divar_post_token: 'QmArarat', neighbourhood: 'ararat' }, owner.access);
    const shown = await call<NeighbourhoodWidgetResponse>(publishRoute, '/api/divar/neighborhood-widget/', { method: 'POST', token: owner.access, body: { uuid: made.body.uuid } });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ post_token: 'QmArarat', published: true, overall_score: expect.any(Number) });
    const kinds = (await localAddonFor('QmArarat'))!.body.widgets.map((w) => Object.keys(w)[0]);
    expect(kinds.filter((k) => k === 'evaluation_row')).toHaveLength(1);
    // The overall score, three strongest categories, the weakest.
    expect(kinds.filter((k) => k === 'score_row')).toHaveLength(5);

    const removed = await call<NeighbourhoodWidgetResponse>(unpublishRoute, '/api/divar/neighborhood-widget/', { method: 'DELETE', token: owner.access, body: { uuid: made.body.uuid } });
    expect(removed.body).toEqual({ post_token: 'QmArarat', published: false, overall_score: null, addon_unconfirmed: false });
    const after = (await localAddonFor('QmArarat'))!.body.widgets.map((w) => Object.keys(w)[0]);
    expect(after).not.toContain('score_row');
    expect(after).toContain('evaluation_row');

    // Someone else cannot show or remove it.
    const other = await userWith();
    expect((await call(publishRoute, '/api/divar/neighborhood-widget/', { method: 'POST', token: other.token, body: { uuid: made.body.uuid } })).status).toBe(404);
  });

  it("GET /api/divar-environmental-evaluation-response/: the advertiser's own newest evaluation of the ad, or the one on it", async () => {
    const newest = (token?: string) =>
      call<DivarEnvironmentResponse & { detail?: string }>(adEnvironmentRoute, '/api/divar-environmental-evaluation-response/?post_token=QmRent075', { token });
    const owner = await consent('QmRent075', '09120000104', 'neighborhood-advertiser');
    await grantPaid(owner.userId, 3);
    expect((await newest(owner.access)).status).toBe(404);
    expect((await newest(owner.access)).body.detail).toBe('برای این آگهی هنوز ارزیابی محله‌ای در دسترس نیست.');
    await evaluate({ service: 'environmental_evaluation_divar_advertiser_base', divar_post_token: 'QmRent075', ...SAADAT_ABAD }, owner.access);
    const later = await evaluate({ service: 'environmental_evaluation_divar_advertiser_base', divar_post_token: 'QmRent075', ...SAADAT_ABAD }, owner.access);
    const mine = await newest(owner.access);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ uuid: later.body.uuid, agent_type: 'divar_advertiser', divar: { post_token: 'QmRent075', own: true, published_on_ad: false } });
    // Another person's private evaluation of the same ad is not theirs to see, nor anyone's signed out.
    const visitor = await userWith(2);
    expect((await newest(visitor.token)).status).toBe(404);
    expect((await newest()).status).toBe(404);
    // Asked with missing=null (the entry pages: a 404 is a console error), "none" is 200 null; "some" is the same.
    const orNull = (token?: string) => call(adEnvironmentRoute, '/api/divar-environmental-evaluation-response/?post_token=QmRent075&missing=null', { token });
    expect(await orNull(visitor.token)).toMatchObject({ status: 200, body: null });
    expect((await orNull(owner.access)).body).toEqual(mine.body);
    // Once on the ad, it is public (the ad links to it), and not the visitor's own.
    await call(publishRoute, '/api/divar/neighborhood-widget/', { method: 'POST', token: owner.access, body: { uuid: later.body.uuid } });
    expect((await newest(visitor.token)).body).toMatchObject({ uuid: later.body.uuid, divar: { own: false, published_on_ad: true } });
    expect((await newest()).body.uuid).toBe(later.body.uuid);
  });
});

describe('GET /api/divar/referral/precheck/: what is missing, in Persian', () => {
  const codes = (r: ReferralPrecheck) => r.problems.map((p) => p.code);

  it('not an apartment, and outside Tehran, stop the flow', async () => {
    const user = await userWith(5);
    const villa = await precheck(user.token, 'QmVilla01');
    expect(villa.status).toBe(200);
    expect(villa.body.ok).toBe(false);
    expect(codes(villa.body)).toEqual(['not_apartment']);
    expect(villa.body.problems[0].message).toMatch(/^این آگهی آپارتمان نیست/);
    const karaj = await precheck(user.token, 'QmKaraj01');
    expect(karaj.body.ok).toBe(false);
    expect(codes(karaj.body)).toEqual(['outside_tehran']);
    expect(karaj.body.problems[0].message).toMatch(/در شهر تهران نیست/);
  });

  it('an ad we do not evaluate says only that, not a shortfall of credit there is no payment step to buy', async () => {
    // QA: a user without credit on QmVilla01 read «این آگهی آپارتمان نیست» and then «اعتبار شما … کافی نیست: …؛ در
    // مرحلهٔ پرداخت می‌توانید اعتبار بخرید.», on a page that ends there.
    const poor = await userWith(0);
    for (const [token, code] of [['QmVilla01', 'not_apartment'], ['QmKaraj01', 'outside_tehran'], ['NoSuch123', 'not_found']] as const) {
      const res = await precheck(poor.token, token);
      expect(res.body.ok).toBe(false);
      expect(codes(res.body)).toEqual([code]);
    }
  });

  it('an ad nothing places on the map: the form asks for the point', async () => {
    const user = await userWith(5);
    const res = await precheck(user.token, 'QmNoPlace1');
    expect(res.body.ok).toBe(true);
    expect(res.body.problems).toEqual([{ code: 'no_location', message: expect.stringMatching(/^محل این آگهی مشخص نیست/), blocking: false }]);
    expect(res.body.service).toBe('environmental_evaluation_divar_visitor_base');
  });

  it('an evaluation already made for the ad is named, with its uuid', async () => {
    const user = await userWith(5);
    const made = await evaluate({ service: 'environmental_evaluation_divar_visitor_base', divar_post_token: 'QmSale085', neighbourhood: 'poonak' }, user.token);
    const res = await precheck(user.token, 'QmSale085');
    expect(codes(res.body)).toEqual(['already_evaluated']);
    expect(res.body.evaluation_uuid).toBe(made.body.uuid);
    expect(res.body.ok).toBe(true);
  });

  it("not enough credit says how much is needed and held; the advertiser who consented pays with the advertiser's service", async () => {
    const poor = await userWith(0);
    const res = await precheck(poor.token, 'QmSale120');
    expect(res.body.credits_required).toBeGreaterThan(0);
    expect(res.body.available_credits).toBe(0);
    expect(res.body.ok).toBe(true);
    expect(res.body.problems).toEqual([{ code: 'not_enough_credit', message: expect.stringMatching(/^اعتبار شما برای این ارزیابی کافی نیست: ۱ اعتبار لازم است و ۰ اعتبار دارید/), blocking: false }]);
    await grantPaid(poor.id, 1);
    expect((await precheck(poor.token, 'QmSale120')).body.problems).toEqual([]);

    const owner = await consent('QmSale120', '09120000101', 'referral');
    const mine = await precheck(owner.access, 'QmSale120');
    expect(mine.body).toMatchObject({ can_post_widget: true, service: 'environmental_evaluation_divar_advertiser_base' });
    const noAd = await precheck(owner.access);
    expect(noAd.body).toMatchObject({ post_token: null, ad: null, service: 'environmental_evaluation_product_base' });
  });

  it('needs a signed-in user', async () => {
    expect((await call(precheckRoute, '/api/divar/referral/precheck/?post_token=QmSale120')).status).toBe(401);
  });

  it('an ad Divar does not know is said to be not found, and stops the flow', async () => {
    const user = await userWith(5);
    const res = await precheck(user.token, 'NoSuch123');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, post_token: 'NoSuch123', ad: null, evaluation_uuid: null });
    expect(res.body.problems).toEqual([{ code: 'not_found', message: 'این آگهی در دیوار پیدا نشد یا دیگر منتشر نمی‌شود.', blocking: true }]);
  });
});
