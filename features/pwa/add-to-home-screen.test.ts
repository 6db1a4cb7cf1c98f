import { describe, expect, it } from 'vitest';
import { isExcludedPath, isMobileUserAgent, shouldOfferAddToHomeScreen } from './add-to-home-screen';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('add-to-home-screen prompt conditions (spec §4)', () => {
  it('recognises mobile user agents only', () => {
    expect(isMobileUserAgent(ANDROID)).toBe(true);
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });

  it('offers on a mobile browser, on an ordinary page, while the flag is unset', () => {
    expect(shouldOfferAddToHomeScreen({ userAgent: ANDROID, pathname: '/', flag: null })).toBe(true);
    expect(shouldOfferAddToHomeScreen({ userAgent: IPHONE, pathname: '/about', flag: null })).toBe(true);
  });

  it('never offers on desktop, or once the flag is set (confirming stores false)', () => {
    expect(shouldOfferAddToHomeScreen({ userAgent: DESKTOP, pathname: '/', flag: null })).toBe(false);
    expect(shouldOfferAddToHomeScreen({ userAgent: ANDROID, pathname: '/', flag: 'false' })).toBe(false);
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
  ])('does not interrupt %s', (pathname) => {
    expect(isExcludedPath(pathname)).toBe(true);
    expect(shouldOfferAddToHomeScreen({ userAgent: ANDROID, pathname, flag: null })).toBe(false);
  });

  it.each(['/', '/about', '/faq', '/services/request-api', '/blog'])('allows %s', (pathname) => {
    expect(isExcludedPath(pathname)).toBe(false);
  });
});
