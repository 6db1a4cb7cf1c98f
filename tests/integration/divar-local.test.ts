process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
process.env.DIVAR_PROVIDER = 'local';

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as suggestionRoute } from '@/app/api/divar-price-suggestion-response/route';
import { GET as postRoute } from '@/app/api/divar/post/route';
import { GET as saleResultRoute } from '@/app/api/houses/price-suggestion-response/[uuid]/route';
import { GET as rentResultRoute } from '@/app/api/houses/rental-evaluation/[uuid]/route';
import { DELETE as unpublishRoute, POST as publishRoute } from '@/app/api/divar/price-widget/route';
import { POST as decideRoute } from '@/app/api/divar/sandbox/oauth2/decide/route';
import { GET as sandboxPostsRoute } from '@/app/api/divar/sandbox/posts/route';
import { POST as linkRoute } from '@/app/api/divar/open-platform/link/route';
import { askingComparable, comparePrice, type DivarAd, divarAdToValuationForm, type DivarPriceSuggestionResponse, type PriceWidgetResponse } from '@/lib/contracts/divar';
import { confidenceCause, confidenceCauseWords, confidenceReasonText } from '@/lib/contracts/confidence-reason';
import { createValuationBody, type ValuationResult } from '@/lib/contracts/valuation';
import { resetServerEnv } from '@/lib/env';
import { formatNumber } from '@/lib/fa/number';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema/core';
import { divarGrants } from '@/server/db/schema/divar';
import { completeConsent, STATE_MESSAGES } from '@/server/divar/complete-consent';
import { adForPage } from '@/server/divar/divar-pages';
import { getDivarAd } from '@/server/divar/get-divar-ad';
import { createValuation } from '@/server/valuation/create-valuation';
import { getValuation } from '@/server/valuation/get-valuation';
import { localAddonFor } from '@/server/providers/divar/local';
import { complete, consent, decide, divarValuation, OWNER, startFlow } from './divar';
import { call } from './http';
import { userWith } from './users';


beforeAll(() => {
  resetServerEnv();
});


describe('the local Divar (embedded default)', () => {
  it('lists its fixture ads: sale and rent, with and without a pin, negotiable, outside Tehran, not an apartment', async () => {
    const res = await call<{ provider: string; posts: Array<{ post_token: string; category: string; city: string; has_pin: boolean }> }>(
      sandboxPostsRoute,
      '/api/divar/sandbox/posts/',
    );
    expect(res.status).toBe(200);
    const posts = res.body.posts;
    expect(posts.filter((p) => p.city === 'tehran').length).toBeGreaterThanOrEqual(8);
    expect(posts.some((p) => p.category === 'apartment-sell')).toBe(true);
    expect(posts.some((p) => p.category === 'apartment-rent')).toBe(true);
    expect(posts.some((p) => p.has_pin) && posts.some((p) => !p.has_pin)).toBe(true);
    expect(posts.some((p) => p.city !== 'tehran')).toBe(true);
    expect(posts.some((p) => !p.category.startsWith('apartment-'))).toBe(true);
    const negotiable = await call<DivarAd>(postRoute, '/api/divar/post/?post_token=QmNego140');
    expect(negotiable.body).toMatchObject({ kind: 'buySell', asking: null, unsupported: null });
    // The pages say «توافقی» for it, not «توافقی یا ذکر نشده»; an ad whose price is absent is not negotiable.
    const page = async (token: string) => {
      const loaded = await adForPage(await getDb(), token, new Headers());
      return loaded.ok ? loaded.ad.asking_negotiable : null;
    };
    expect([await page('QmNego140'), await page('QmRentNego'), await page('QmSale120')]).toEqual([true, true, false]);
  });

  it('plays the consent screen: approve returns a one-time code, refuse returns none', async () => {
    const started = await startFlow('price-advertiser', 'QmSale120', { return_url: 'https://evil.example/' });
    expect(started.location.pathname).toBe('/sandbox-divar/oauth2/auth');
    expect(started.location.searchParams.get('scope')).toBe('USER_PHONE POST_ADDON_CREATE.QmSale120');
    const refused = await decide(started.location, 'refuse');
    expect(refused.pathname).toBe('/divar/price/advertiser/form');
    expect(refused.searchParams.get('code')).toBeNull();
    // A refusal is an answer, not an error: the way back, which never follows a foreign return_url.
    const res = await complete({ state: refused.searchParams.get('state')! }, started.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'refused', flow: 'price-advertiser', post_token: 'QmSale120', 'evaluation-type': null, exit_url: 'http://localhost:3000/sandbox-divar/completion' });
  });

  it('only the ad\'s owner can grant a widget on it', async () => {
    const started = await startFlow('price-advertiser', 'QmSale120');
    const back = await decide(started.location, 'approve', '09129999999');
    expect(back.pathname).toBe('/sandbox-divar/oauth2/auth');
    expect(back.searchParams.get('error')).toMatch(/متعلق به این کاربر نیست/);
  });
});

describe("the local ads' asking prices", () => {
  it('are at the current price level: the sandbox shows «ارزان», «منصفانه» and «گران»', async () => {
    const db = await getDb();
    // Valued as their form starts (the ad's own values; none of these leaves a field unstated).
    const verdict = async (token: string) => {
      const ad = await getDivarAd(db, token, null);
      const form = divarAdToValuationForm(ad);
      const body = createValuationBody.parse({
        service: form.kind === 'sale' ? 'price_evaluation_product_base' : 'rental_evaluation_product_base',
        latitude: form.place?.latitude,
        longitude: form.place?.longitude,
        ...form,
        kind: undefined,
        place: undefined,
      });
      const anonymous = { fingerprint: `fp-${token}`, address: `addr-${token}`, devicesPerAddress: 99 };
      const { uuid } = await createValuation(db, { kind: form.kind, body, userId: null, anonymous });
      const result = await getValuation(db, form.kind, uuid);
      const asking = askingComparable(result, ad.asking);
      return asking === null ? null : comparePrice(asking, result.estimate.low, result.estimate.high).verdict;
    };
    const tokens = ['QmSale120', 'QmGisha95', 'QmSale085', 'QmArarat', 'QmRent075', 'QmRentFull'];
    const verdicts: Array<string | null> = [];
    for (const token of tokens) verdicts.push(await verdict(token));
    expect(Object.fromEntries(tokens.map((t, i) => [t, verdicts[i]]))).toEqual({
      QmSale120: 'fair',
      QmGisha95: 'fair',
      QmSale085: 'expensive',
      QmArarat: 'cheap',
      QmRent075: 'fair',
      QmRentFull: 'expensive',
    });
  });
});

describe('OAuth state rules', () => {
  it('signs in by the phone Divar gives, as the same account mobile + code sign-in reaches', async () => {
    const outcome = await consent();
    expect(outcome).toMatchObject({ outcome: 'granted', post_token: 'QmSale120', can_post_widget: true, exit_url: 'http://localhost:3000/sandbox-divar/completion' });
    // The number now signed in, for the page to name when it replaces another account.
    expect(outcome.mobile_number).toBe(OWNER);
    const db = await getDb();
    const [account] = await db.select().from(users).where(eq(users.mobileNumber, OWNER));
    expect(account.id).toBe(outcome.userId);
    const again = await consent();
    expect(again.userId).toBe(outcome.userId); // one account per number
    expect([outcome.signed_up, again.signed_up]).toEqual([true, false]);
    const grants = await db.select().from(divarGrants).where(eq(divarGrants.userId, outcome.userId));
    expect(grants[0].accessToken).toMatch(/^v1\./); // sealed, never the token itself
    expect(grants[0].accessToken).not.toContain('local_at_');
  });

  it('a replayed state is refused', async () => {
    const started = await startFlow('price-advertiser', 'QmSale120');
    const back = await decide(started.location, 'approve');
    const body = { state: back.searchParams.get('state')!, code: back.searchParams.get('code')! };
    expect((await complete(body, started.cookie)).status).toBe(200);
    const replay = await complete(body, started.cookie);
    expect(replay.status).toBe(400);
    expect(replay.body.state).toEqual([STATE_MESSAGES.replayed]);
  });

  it('a replayed state of this browser names its flow, ad and way back (the page goes on or exits to the ad)', async () => {
    const started = await startFlow('price-advertiser', 'QmGisha95', { return_url: 'https://divar.ir/v/QmGisha95' });
    const back = await decide(started.location, 'approve', '09120000108');
    const body = { state: back.searchParams.get('state')!, code: back.searchParams.get('code')! };
    expect((await complete(body, started.cookie)).body.outcome).toBe('granted');
    // Back to Divar's screen, approve again: the same state with a new code.
    const again = await decide(started.location, 'approve', '09120000108');
    const replay = await complete({ state: body.state, code: again.searchParams.get('code')! }, started.cookie);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      state: [STATE_MESSAGES.replayed],
      flow: 'price-advertiser',
      post_token: 'QmGisha95',
      'evaluation-type': null,
      exit_url: 'https://divar.ir/v/QmGisha95',
    });
    // From another browser the same state says nothing about the flow.
    const other = await startFlow('price-visitor', null);
    expect((await complete(body, other.cookie)).body).toEqual({ state: [STATE_MESSAGES.foreign] });
  });

  it("a foreign state (another browser's, or no cookie) is refused without burning the owner's flow", async () => {
    const started = await startFlow('price-advertiser', 'QmSale120');
    const back = await decide(started.location, 'approve');
    const body = { state: back.searchParams.get('state')!, code: back.searchParams.get('code')! };
    const other = await startFlow('price-visitor', null);
    expect(other.cookie).not.toBe(started.cookie);
    expect((await complete(body, other.cookie)).body.state).toEqual([STATE_MESSAGES.foreign]);
    expect((await complete(body, null)).body.state).toEqual([STATE_MESSAGES.foreign]);
    expect((await complete(body, 'arzyab_divar=not-a-browser-id')).body.state).toEqual([STATE_MESSAGES.foreign]);
    expect((await complete(body, started.cookie)).body.outcome).toBe('granted');
  });

  it('a state expires after ten minutes; an unknown one is refused', async () => {
    const started = await startFlow('price-advertiser', 'QmSale120');
    const state = started.location.searchParams.get('state')!;
    const browserId = started.cookie.split('=')[1];
    const db = await getDb();
    const late = new Date(Date.now() + 10 * 60_000 + 1000);
    // Expired, never used: the answer names the flow and its ad (a fresh sign-in with Divar for it) and says
    // `expired`, so the page does not take it for a spent state and send a signed-in browser on to the form.
    await expect(completeConsent(db, { state, code: 'x', browserId }, late)).rejects.toMatchObject({
      kind: 'invalid_input',
      fields: { state: [STATE_MESSAGES.expired], flow: 'price-advertiser', post_token: 'QmSale120', exit_url: expect.any(String), expired: true },
    });
    expect((await complete({ state: 'A'.repeat(43), code: 'x' }, started.cookie)).body.state).toEqual([STATE_MESSAGES.unknown]);
  });

  it('one browser may run two flows at once (the cookie is reused, each state is its own)', async () => {
    const a = await startFlow('price-advertiser', 'QmSale120');
    const b = await startFlow('price-visitor', 'QmRent075', { 'evaluation-type': 'rent', return_url: 'https://divar.ir/v/QmRent075' }, a.cookie);
    expect(b.res.headers.get('set-cookie')?.split(';')[0]).toBe(a.cookie);
    const backB = await decide(b.location, 'approve', '09121234567');
    const res = await complete({ state: backB.searchParams.get('state')!, code: backB.searchParams.get('code')! }, a.cookie);
    expect(res.body).toMatchObject({ outcome: 'granted', flow: 'price-visitor', 'evaluation-type': 'rent', exit_url: 'https://divar.ir/v/QmRent075', can_post_widget: false });
  });

  it('an advertiser flow without an ad is refused at the start', async () => {
    const res = await startFlow('price-advertiser', null);
    expect(res.res.status).toBe(400);
  });
});

describe('valuations of an ad: GET /api/divar-price-suggestion-response/ and the price widget', () => {
  it('the owner sees their own; everyone sees the published one; nobody sees someone else\'s private one', async () => {
    const owner = await consent();
    const visitor = await userWith();
    // Before anything is made: nothing to see; asked with missing=null (the entry pages: a 404 is a console error on
    // each), that is 200 null.
    expect((await call(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120')).status).toBe(404);
    expect(await call(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120&missing=null', { token: visitor.token })).toMatchObject({ status: 200, body: null });
    const visitorOwn = await divarValuation(visitor.id, 'QmSale120', 'visitor');
    const uuid = await divarValuation(owner.userId, 'QmSale120');
    const asOwner = await call<DivarPriceSuggestionResponse>(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120', { token: owner.access });
    expect(asOwner.body).toMatchObject({ uuid, kind: 'sale', divar: { post_token: 'QmSale120', published_on_ad: false, own: true } });
    const asVisitor = await call<DivarPriceSuggestionResponse>(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120', { token: visitor.token });
    expect(asVisitor.body.uuid).toBe(visitorOwn);
    expect((await call(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120&missing=null', { token: visitor.token })).body).toEqual(asVisitor.body);
    expect((await call(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120')).status).toBe(404);

    // "Show it on my ad": the local Divar stores Kenar's body and its ad page renders it.
    const published = await call<PriceWidgetResponse>(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: owner.access, body: { uuid } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ post_token: 'QmSale120', published: true });
    const addon = await localAddonFor('QmSale120');
    expect(addon?.body.widgets.map((w) => Object.keys(w)[0])).toEqual(['title_row', 'evaluation_row', 'description_row', 'button_bar']);
    const anonymous = await call<DivarPriceSuggestionResponse>(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120');
    expect(anonymous.body).toMatchObject({ uuid, divar: { published_on_ad: true, own: false } });
    // The newest one each may see: the published one is newer than the visitor's own, until they value it again.
    const asVisitorNow = () => call<DivarPriceSuggestionResponse>(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120', { token: visitor.token });
    expect((await asVisitorNow()).body.divar).toEqual({ post_token: 'QmSale120', published_on_ad: true, addon_unconfirmed: false, own: false });
    // Asked for their own (the entry pages: the published one comes with the page), the visitor still gets theirs.
    const ownOnly = (token?: string) => call<DivarPriceSuggestionResponse | null>(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120&own=1&missing=null', { token });
    expect((await ownOnly(visitor.token)).body).toMatchObject({ uuid: visitorOwn, divar: { own: true, published_on_ad: false } });
    expect((await ownOnly()).body).toBeNull();
    const visitorAgain = await divarValuation(visitor.id, 'QmSale120', 'visitor');
    expect((await asVisitorNow()).body).toMatchObject({ uuid: visitorAgain, divar: { own: true, published_on_ad: false } });

    // A newer valuation replaces the one on the ad.
    const newer = await divarValuation(owner.userId, 'QmSale120');
    await call(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: owner.access, body: { uuid: newer } });
    expect((await call<DivarPriceSuggestionResponse>(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120')).body.uuid).toBe(newer);

    // "Remove it": the ad is bare again and the public answer is gone.
    const removed = await call<PriceWidgetResponse>(unpublishRoute, '/api/divar/price-widget/', { method: 'DELETE', token: owner.access, body: { uuid: newer } });
    expect(removed.body.published).toBe(false);
    expect(await localAddonFor('QmSale120')).toBeNull();
    expect((await call(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120')).status).toBe(404);
  });

  it("the result page read before publishing says it is on the ad after, and off it after removing (sale and rent)", async () => {
    // The advertiser's result page is open (so its report is kept in memory) when they press «نمایش نتیجه روی آگهی من»;
    // reopened later it must offer «برداشتن از روی آگهی», not publishing again (QA s10: it offered publishing).
    await publishAndReread();
  });

  async function publishAndReread() {
    for (const [postToken, phone, kind, resultRoute, path] of [
      ['QmSale120', OWNER, 'sale', saleResultRoute, '/api/houses/price-suggestion-response/'],
      ['QmRent075', '09120000104', 'rent', rentResultRoute, '/api/houses/rental-evaluation/'],
    ] as const) {
      const owner = await consent(postToken, phone);
      const uuid = await divarValuation(owner.userId, postToken, 'advertiser', kind);
      const page = async () => (await call<ValuationResult>(resultRoute, `${path}${uuid}`, { params: { uuid }, token: owner.access })).body.divar;
      expect(await page()).toEqual({ post_token: postToken, published_on_ad: false, addon_unconfirmed: false, own: true });
      const published = await call<PriceWidgetResponse>(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: owner.access, body: { uuid } });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(await page()).toEqual({ post_token: postToken, published_on_ad: true, addon_unconfirmed: false, own: true });
      await call(unpublishRoute, '/api/divar/price-widget/', { method: 'DELETE', token: owner.access, body: { uuid } });
      expect(await page()).toEqual({ post_token: postToken, published_on_ad: false, addon_unconfirmed: false, own: true });
    }
  }

  it('names the cause of a confidence below «high» on the ad, with the figure the API answer carries (QA: «اطمینان پایین» with no why)', async () => {
    const owner = await consent();
    const description = async () => {
      const addon = await localAddonFor('QmSale120');
      const row = addon?.body.widgets.find((w) => 'description_row' in w) as { description_row: { text: string } } | undefined;
      return row?.description_row.text ?? '';
    };
    // A 1,500 m² flat: few of the model's Tehran sale listings are of its size, so «low» for that, not for its range.
    const big = await divarValuation(owner.userId, 'QmSale120', 'advertiser', 'sale', { area: 1500 });
    const answer = await call<DivarPriceSuggestionResponse>(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120', { token: owner.access });
    expect(answer.body.uuid).toBe(big);
    expect(answer.body.estimate.confidence).toBe('low');
    const similar = answer.body.data_support!.similar_area;
    expect(similar).toBeLessThan(20);
    expect((await call<PriceWidgetResponse>(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: owner.access, body: { uuid: big } })).status).toBe(200);
    expect(await description()).toContain(`(بازهٔ ۸۰٪، اطمینان پایین: تنها ${formatNumber(similar)} آگهی فروش با متراژ ۱٬۵۰۰ متر ±۲۰٪ در تهران).`);
    // The result page's line names the same count.
    expect(confidenceReasonText(answer.body, answer.body.price_index?.reference_month ?? null)).toContain(`تنها ${formatNumber(similar)} آگهی با متراژی نزدیک به ۱٬۵۰۰ متر مربع`);

    // The ad's own flat (120 m² in Saadat-Abad): whatever its label below «high», the ad says the cause the answer's
    // figures prove, in the widget's words.
    const own = await divarValuation(owner.userId, 'QmSale120');
    const v = (await call<DivarPriceSuggestionResponse>(suggestionRoute, '/api/divar-price-suggestion-response/?post_token=QmSale120', { token: owner.access })).body;
    expect(v.uuid).toBe(own);
    await call(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: owner.access, body: { uuid: own } });
    const cause = confidenceCause(v);
    if (v.estimate.confidence === 'high') expect(await description()).toContain('(بازهٔ ۸۰٪).');
    else expect(await description()).toContain(`اطمینان ${v.estimate.confidence === 'low' ? 'پایین' : 'متوسط'}: ${confidenceCauseWords(cause!, v)}).`);
    await call(unpublishRoute, '/api/divar/price-widget/', { method: 'DELETE', token: owner.access, body: { uuid: own } });
  });

  it('refuses to publish without a live grant, someone else\'s valuation, or a visitor\'s', async () => {
    const gisha = await consent('QmGisha95', '09120000108');
    const expired = await divarValuation(gisha.userId, 'QmGisha95');
    // Divar's grant lasts an hour: after it, publishing asks for consent again.
    const db = await getDb();
    await db.update(divarGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(divarGrants.userId, gisha.userId));
    const res = await call<{ detail: string; code: string }>(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: gisha.access, body: { uuid: expired } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('divar_consent_required');
    const owner = await consent();
    expect((await call(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: owner.access, body: { uuid: expired } })).status).toBe(404);
    const visitorKind = await divarValuation(owner.userId, 'QmSale120', 'visitor');
    expect((await call(publishRoute, '/api/divar/price-widget/', { method: 'POST', token: owner.access, body: { uuid: visitorKind } })).status).toBe(403);
    expect((await call(publishRoute, '/api/divar/price-widget/', { method: 'POST', body: { uuid: visitorKind } })).status).toBe(401);
  });
});

describe('Divar server link', () => {
  it('is off without an identification key', async () => {
    expect((await call(linkRoute, '/api/divar/open-platform/link/', { method: 'POST', body: { post_token: 'QmSale120', user_side: 'SUPPLY' } })).status).toBe(404);
  });

  it('answers the advertiser or visitor flow for a request carrying our key', async () => {
    process.env.KENAR_IDENTIFICATION_KEY = 'identification-key-1';
    resetServerEnv();
    try {
      const link = (side: string, authorization?: string, service = 'price') =>
        call<{ url: string }>(linkRoute, `/api/divar/open-platform/link/?service=${service}`, {
          method: 'POST',
          body: { post_token: 'QmSale120', user_side: side, source: 'post_page' },
          headers: authorization ? { authorization } : {},
        });
      expect((await link('SUPPLY', 'identification-key-1')).body).toEqual({ url: 'http://localhost:3000/divar/price/advertiser?post_token=QmSale120' });
      expect((await link('DEMAND', 'Bearer identification-key-1', 'neighborhood')).body).toEqual({
        url: 'http://localhost:3000/divar/neighborhood/visitor-evaluation?post_token=QmSale120',
      });
      expect((await link('SUPPLY', 'wrong-key')).status).toBe(401);
      expect((await link('SUPPLY')).status).toBe(401);
    } finally {
      delete process.env.KENAR_IDENTIFICATION_KEY;
      resetServerEnv();
    }
  });
});

describe('outside the local provider', () => {
  it('the local Divar answers 404', async () => {
    Object.assign(process.env, { DIVAR_PROVIDER: 'kenar', KENAR_APP_SLUG: 'x1', KENAR_OAUTH_SECRET: 'y'.repeat(8), KENAR_API_KEY: 'z'.repeat(8) });
    resetServerEnv();
    try {
      expect((await call(sandboxPostsRoute, '/api/divar/sandbox/posts/')).status).toBe(404);
      const res = await decideRoute(new Request('http://localhost:3000/api/divar/sandbox/oauth2/decide/', { method: 'POST' }), { params: Promise.resolve({}) });
      expect(res.status).toBe(404);
    } finally {
      process.env.DIVAR_PROVIDER = 'local';
      resetServerEnv();
    }
  });
});
