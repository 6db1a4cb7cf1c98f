import { describe, expect, it } from 'vitest';
import { isDivarContext, isExcludedPath, isMobileUserAgent, type PageContext, shouldOfferAddToHomeScreen } from './add-to-home-screen';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** An ordinary page opened directly, in a tab that has not been in a Divar flow. */
const page = (pathname: string, more: Partial<PageContext> = {}): PageContext => ({ pathname, search: '', referrer: '', divarTab: false, ...more });
const offer = (ctx: PageContext, userAgent = ANDROID) => shouldOfferAddToHomeScreen({ ...ctx, userAgent, flag: null });

describe('add-to-home-screen prompt conditions (spec §4)', () => {
  it('recognises mobile user agents only', () => {
    expect(isMobileUserAgent(ANDROID)).toBe(true);
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });

  it('offers on a mobile browser, on an ordinary page, while the flag is unset', () => {
    expect(offer(page('/'))).toBe(true);
    expect(offer(page('/about'), IPHONE)).toBe(true);
  });

  it('never offers on desktop, or once the flag is set (confirming stores false)', () => {
    expect(offer(page('/'), DESKTOP)).toBe(false);
    expect(shouldOfferAddToHomeScreen({ ...page('/'), userAgent: ANDROID, flag: 'false' })).toBe(false);
  });

  it.each([
    '/divar/price/advertiser',
    '/services/environment-evaluation/referral/divar-intro',
    '/price',
    '/price-result',
    '/location',
    '/neighborhood',
    '/rent',
    '/rent-price-evaluation-result',
    '/services/buy-rent-location-suggest',
    '/chat-bot',
    '/chat-bot/new',
    '/chat-bot/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    '/verify-subscription-payment',
  ])('does not interrupt %s', (pathname) => {
    expect(isExcludedPath(pathname)).toBe(true);
    expect(offer(page(pathname))).toBe(false);
  });

  it.each(['/', '/about', '/faq', '/services/request-api', '/blog', '/services/environment-evaluation/result'])('allows %s', (pathname) => {
    expect(isExcludedPath(pathname)).toBe(false);
    expect(isDivarContext(page(pathname))).toBe(false);
    expect(offer(page(pathname))).toBe(true);
  });
});

describe('add-to-home-screen prompt: never in a Divar flow', () => {
  const RESULT = '/services/environment-evaluation/result';
  it.each<[string, PageContext]>([
    // The QA case: "divar" only in the referral result's query string.
    ['the referral result with both Divar parameters', page(RESULT, { search: '?uuid=0b8f6f54-3c3e-4b5e-9a39-6f2d7f0c9e11&divar-post-token=QmGisha95&divar-return-url=https%3A%2F%2Fdivar.ir%2Fv%2Fx' })],
    ['a page with divar-post-token only', page(RESULT, { search: 'uuid=x&divar-post-token=QmGisha95' })],
    ['a page with divar-return-url only', page('/price-result', { search: '?uuid=x&divar-return-url=https%3A%2F%2Fdivar.ir' })],
    ['a page with post_token and return_url', page('/', { search: '?post_token=QmSale120&return_url=https%3A%2F%2Fdivar.ir' })],
    ['a page with post_token', page('/about', { search: '?post_token=QmSale120' })],
    ['the referral intro', page('/services/environment-evaluation/referral/intro', { search: '?post_token=QmGisha95&return_url=x' })],
    ['the referral intro without parameters', page('/services/environment-evaluation/referral/intro')],
    ['the referral callback', page('/services/environment-evaluation/referral/callback', { search: '?state=s&code=c' })],
    ['the referral precheck', page('/services/environment-evaluation/referral/precheck')],
    ['the referral form', page('/services/environment-evaluation/referral/form', { search: '?agent=divar_visitor' })],
    ['a Divar deep link', page('/divar/price/advertiser', { search: '?post_token=QmSale120' })],
    ['a Divar result', page('/divar/neighborhood/visitor', { search: '?uuid=x' })],
    ['the local Divar', page('/sandbox-divar')],
    ['a local Divar ad', page('/sandbox-divar/post/QmGisha95')],
    ['a page Divar sent the browser to', page('/', { referrer: 'https://divar.ir/v/some-ad/QmGisha95' })],
    ['a page Divar’s completion address sent the browser to', page('/about', { referrer: 'https://open-platform-redirect.divar.ir/completion' })],
    ['an ordinary page in a tab that has been in a Divar flow (its webview)', page('/', { divarTab: true })],
  ])('stays away: %s', (_, ctx) => {
    expect(isDivarContext(ctx)).toBe(true);
    expect(offer(ctx)).toBe(false);
    expect(offer(ctx, IPHONE)).toBe(false);
  });

  it('is not fooled by look-alikes', () => {
    expect(isDivarContext(page('/', { referrer: 'https://notdivar.ir/x' }))).toBe(false);
    expect(isDivarContext(page('/', { referrer: 'not an address' }))).toBe(false);
    expect(isDivarContext(page('/services/environment-evaluation', { search: '?uuid=x&state=y' }))).toBe(false);
    expect(isDivarContext(page('/services/environment-evaluation/referrals-faq'))).toBe(false);
  });
});
