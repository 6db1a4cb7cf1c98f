import { describe, expect, it } from 'vitest';
import { createValuationBody } from './valuation';
import {
  DIVAR_COMPLETION_URL,
  type DivarAd,
  divarAdToValuationForm,
  divarExitUrl,
  divarPhone,
  postTokenQuery,
  safeDivarReturnUrl,
  startConsentQuery,
} from './divar';

describe('the exit rule: back to Divar, never anywhere else', () => {
  it.each([
    'https://divar.ir',
    'https://divar.ir/',
    'https://divar.ir/v/AZ12xy',
    'https://open-platform-redirect.divar.ir/completion',
    'https://m.divar.ir/s/tehran?x=1#y',
  ])('follows %s', (url) => {
    expect(safeDivarReturnUrl(url)).not.toBeNull();
    expect(divarExitUrl(url)).toBe(new URL(url).toString());
  });

  it.each([
    'http://divar.ir/',
    'https://divar.ir.evil.com/',
    'https://evil.com/?next=https://divar.ir',
    'https://evil.com#.divar.ir',
    'https://divar.ir@evil.com/',
    'https://user:pass@divar.ir/',
    'https://divar.ir\\@evil.com',
    'https://divar.ir:8443/',
    'https://evildivar.ir/',
    'https://DIVAR.IR/',
    'https://divar.ir/\nhttps://evil.com',
    'https://divar.ir/ x',
    '//divar.ir/',
    'javascript:alert(1)//divar.ir',
    'https://xn--dvar-5qa.ir/',
    `https://divar.ir/${'a'.repeat(2100)}`,
    '',
  ])('ignores %j and goes to the completion address', (url) => {
    expect(safeDivarReturnUrl(url)).toBeNull();
    expect(divarExitUrl(url)).toBe(DIVAR_COMPLETION_URL);
  });

  it('uses the completion address given (the local Divar has its own)', () => {
    expect(divarExitUrl(null, 'http://localhost:3000/sandbox-divar/completion')).toBe('http://localhost:3000/sandbox-divar/completion');
    expect(divarExitUrl(undefined)).toBe('https://open-platform-redirect.divar.ir/completion');
  });
});

describe('Divar request parameters', () => {
  it('post tokens are [A-Za-z0-9_] up to 16 characters', () => {
    expect(postTokenQuery.safeParse({ post_token: ' QmSale120 ' }).data).toEqual({ post_token: 'QmSale120' });
    for (const bad of ['', 'a/b', 'AZ12xy-1', 'x'.repeat(17), '../x', 'QmSale120\u0000']) {
      expect(postTokenQuery.safeParse({ post_token: bad }).success, bad).toBe(false);
    }
    expect(postTokenQuery.safeParse({}).error?.issues[0].message).toBe('این فیلد الزامی است');
  });

  it('a start request keeps any return_url as text (the exit rule filters it) and knows the flows', () => {
    expect(startConsentQuery.parse({ flow: 'price-advertiser', post_token: 'QmSale120', return_url: 'https://evil.com' })).toMatchObject({
      return_url: 'https://evil.com',
    });
    expect(startConsentQuery.safeParse({ flow: 'admin' }).success).toBe(false);
    expect(startConsentQuery.parse({ flow: 'price-visitor', 'evaluation-type': 'rent', post_token: '' })).toEqual({
      flow: 'price-visitor',
      'evaluation-type': 'rent',
    });
  });

  it('phone numbers from Divar in our 09… form', () => {
    expect(divarPhone('09121234567')).toBe('09121234567');
    expect(divarPhone('+989121234567')).toBe('09121234567');
    expect(divarPhone('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(divarPhone('989121234567')).toBe('09121234567');
    expect(divarPhone('0212345678')).toBeNull();
    expect(divarPhone('')).toBeNull();
  });
});

describe('the valuation form from a Divar ad', () => {
  const ad: DivarAd = {
    post_token: 'QmSale120',
    kind: 'buySell',
    category: 'apartment-sell',
    unsupported: null,
    title: 't',
    city: 'tehran',
    city_name: 'تهران',
    district: 2,
    divar_district: 'saadat-abad',
    neighbourhood: { id: 'saadat-abad', name: 'سعادت آباد', slug: 'saadat-abad' },
    area: 120,
    rooms: 3,
    build_year: 1398,
    floor: 4,
    total_floors: 6,
    elevator: true,
    parking: false,
    storage: null,
    asking: { total: 18_500_000_000 },
    latitude: null,
    longitude: null,
    location_type: null,
  };

  it('fills what the ad says and leaves unknowns empty (never 0 or false)', () => {
    const form = divarAdToValuationForm(ad);
    expect(form).toEqual({ area: 120, rooms: 3, build_year: 1398, floor: 4, total_floors: 6, elevator: true, parking: false, neighbourhood: 'saadat-abad' });
    expect('storage' in form).toBe(false);
    // …and is a valid valuation request once the user confirms it.
    expect(createValuationBody.safeParse({ ...form, storage: false, service: 'price_evaluation_divar_advertiser_base' }).success).toBe(true);
  });

  it('prefers the pin when the owner shared one', () => {
    expect(divarAdToValuationForm({ ...ad, latitude: 35.78, longitude: 51.37 })).toMatchObject({ latitude: 35.78, longitude: 51.37, neighbourhood: 'saadat-abad' });
    const unknown = divarAdToValuationForm({ ...ad, area: null, rooms: null, build_year: null, floor: null, neighbourhood: null });
    expect(unknown).toEqual({ total_floors: 6, elevator: true, parking: false });
    expect(createValuationBody.safeParse({ ...unknown, service: 1 }).success).toBe(false);
  });
});
