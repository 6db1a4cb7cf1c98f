import { describe, expect, it } from 'vitest';
import { type RentValuationResult, type SaleValuationResult, valuationForm } from './valuation';
import {
  askingComparable,
  comparePrice,
  DIVAR_COMPLETION_URL,
  DIVAR_PAGES,
  divarConsentHref,
  divarHref,
  divarPageQuery,
  divarAdPlace,
  divarNeighbourhoodResultHref,
  divarResultHref,
  referralResultHref,
  type DivarAd,
  divarAdReading,
  divarAdToValuationForm,
  divarExitUrl,
  divarPhone,
  divarValuationKind,
  isDivarHost,
  safeDivarReturnUrl,
  uuidFromVisitorSegment,
} from './divar';
import { postTokenQuery, startConsentQuery } from './divar-requests';

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

  it("knows Divar's host: divar.ir or one subdomain, no look-alike (the exit rule's, and the PWA prompt's referrer)", () => {
    for (const host of ['divar.ir', 'm.divar.ir', 'open-platform-redirect.divar.ir']) expect(isDivarHost(host), host).toBe(true);
    for (const host of ['notdivar.ir', 'evildivar.ir', 'divar.ir.evil.com', 'a.b.divar.ir', 'divar.com', '']) expect(isDivarHost(host), host).toBe(false);
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
    district_name: 'منطقه ۲',
    divar_district: 'saadat-abad',
    neighbourhood: { id: 'saadat-abad', name: 'سعادت آباد', slug: 'saadat-abad', latitude: 35.78, longitude: 51.37 },
    area: 120,
    rooms: 3,
    build_year: 1398,
    build_year_text: null,
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
  const saadatAbad = { latitude: 35.78, longitude: 51.37, name: 'سعادت آباد', district: 'منطقه ۲', neighbourhoodId: 'saadat-abad' };

  it('fills what the ad says and leaves unknowns empty (never 0 or false)', () => {
    const form = divarAdToValuationForm(ad);
    expect(form).toEqual({ kind: 'sale', place: saadatAbad, area: 120, rooms: 3, build_year: 1398, floor: 4, total_floors: 6, elevator: true, parking: false });
    expect('storage' in form).toBe(false);
    // …and is a valid valuation form once the user confirms it.
    expect(valuationForm.safeParse({ ...form, storage: false }).success).toBe(true);
  });

  it('prefers the pin when the owner shared one; an unknown place is left to pick', () => {
    expect(divarAdToValuationForm({ ...ad, latitude: 35.781, longitude: 51.371, location_type: 'exact' }).place).toEqual({ latitude: 35.781, longitude: 51.371, name: 'سعادت آباد', district: 'منطقه ۲' });
    // A pin the owner shows only approximately on Divar stays private: the report may be published on the ad.
    expect(divarAdToValuationForm({ ...ad, latitude: 35.781, longitude: 51.371, location_type: 'approximate' }).place).toEqual(saadatAbad);
    const unknown = divarAdToValuationForm({ ...ad, area: null, rooms: null, build_year: null, floor: null, neighbourhood: null });
    expect(unknown).toEqual({ kind: 'sale', place: null, total_floors: 6, elevator: true, parking: false });
    expect(valuationForm.safeParse(unknown).success).toBe(false);
  });

  it('says which fields the ad left out (an unchecked amenity is not «ندارد») and its unreadable year text', () => {
    expect(divarAdReading(ad)).toEqual({ unstated: ['storage'], yearText: null });
    expect(divarAdReading({ ...ad, build_year: null, build_year_text: 'قبل از ۱۳۷۰', elevator: null, parking: null })).toEqual({
      unstated: ['build_year', 'elevator', 'parking', 'storage'],
      yearText: 'قبل از ۱۳۷۰',
    });
  });

  it('values a rent ad as a rent whatever the link asked; otherwise the link decides, buySell by default', () => {
    expect(divarValuationKind({ kind: 'rent' }, 'buySell')).toBe('rent');
    expect(divarValuationKind({ kind: 'buySell' })).toBe('sale');
    expect(divarValuationKind({ kind: null }, 'rent')).toBe('rent');
    expect(divarValuationKind({ kind: null })).toBe('sale');
  });
});

describe('the asking price against our range', () => {
  it('below the range is cheap, inside fair, above expensive', () => {
    expect(comparePrice(9, 10, 12).verdict).toBe('cheap');
    expect(comparePrice(10, 10, 12).verdict).toBe('fair');
    expect(comparePrice(12, 10, 12).verdict).toBe('fair');
    expect(comparePrice(12.1, 10, 12).verdict).toBe('expensive');
  });

  it('puts the indicator at the price: the range ends are the segment edges, the cheap end on the right (100)', () => {
    expect(comparePrice(10, 10, 12).indicatorPercent).toBe(67); // the cheap/fair edge, two thirds from the left
    expect(comparePrice(12, 10, 12).indicatorPercent).toBe(33);
    expect(comparePrice(11, 10, 12).indicatorPercent).toBe(50);
    // Far outside the range it stays on the widget, off the very edge.
    expect(comparePrice(1, 10, 12).indicatorPercent).toBe(98);
    expect(comparePrice(100, 10, 12).indicatorPercent).toBe(2);
    expect(comparePrice(5, 5, 5).verdict).toBe('fair'); // a zero-width range does not divide by zero
  });
});

describe('askingComparable', () => {
  const sale = { kind: 'sale', estimate: { low: 1, high: 2 } } as unknown as SaleValuationResult;
  const rent = { kind: 'rent', estimate: { low: 1, high: 2, conversion_rate: 0.03 } } as unknown as RentValuationResult;
  it('a sale compares its price; a rent its full-deposit equivalent; anything not stated is no figure', () => {
    expect(askingComparable(sale, { total: 5_000_000_000 })).toBe(5_000_000_000);
    expect(askingComparable(rent, { deposit: 300_000_000, rent: 15_000_000 })).toBe(800_000_000);
    expect(askingComparable(rent, { deposit: 300_000_000, rent: null })).toBeNull();
    expect(askingComparable(sale, null)).toBeNull();
    expect(askingComparable(sale, { deposit: 1, rent: 1 })).toBeNull();
  });
});

describe('the Divar pages’ addresses', () => {
  it('reads a page’s query as Divar sends it: the first of a repeated parameter, an unknown type as none', () => {
    expect(divarPageQuery({ post_token: ['QmSale120', 'QmOther'], return_url: 'https://divar.ir/v/x', 'evaluation-type': 'rent' })).toEqual({
      post_token: 'QmSale120',
      return_url: 'https://divar.ir/v/x',
      'evaluation-type': 'rent',
    });
    expect(divarPageQuery({ 'evaluation-type': 'lease', return_url: '' })).toEqual({ post_token: '', return_url: null, 'evaluation-type': null });
  });

  it('keeps the flow’s parameters and leaves out what is unset', () => {
    expect(divarHref(DIVAR_PAGES.priceVisitorForm, { post_token: 'QmSale120', 'evaluation-type': 'rent', return_url: 'https://divar.ir/v/x', noLoginRequired: true })).toBe(
      '/divar/price/visitor-evaluation/form?post_token=QmSale120&evaluation-type=rent&return_url=https%3A%2F%2Fdivar.ir%2Fv%2Fx&noLoginRequired=true',
    );
    expect(divarHref(DIVAR_PAGES.priceAdvertiser, { post_token: null, return_url: '' })).toBe('/divar/price/advertiser');
    expect(divarConsentHref('price-advertiser', { post_token: 'QmSale120' })).toBe('/api/divar/oauth/start/?flow=price-advertiser&post_token=QmSale120');
  });

  it('the result pages: the advertiser’s by query, the visitor’s in the spec’s `uuid=` segment; `{uuid}` may stand in', () => {
    const uuid = '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c';
    expect(divarResultHref('advertiser', uuid, 'https://divar.ir/')).toBe(`/divar/price/advertiser/result?uuid=${uuid}&return_url=https%3A%2F%2Fdivar.ir%2F`);
    expect(divarResultHref('visitor', '{uuid}')).toBe('/divar/price/visitor/uuid={uuid}');
    expect(uuidFromVisitorSegment(`uuid=${uuid.toUpperCase()}`)).toBe(uuid);
    expect(uuidFromVisitorSegment(`uuid%3D${uuid}`)).toBe(uuid);
    expect(uuidFromVisitorSegment(uuid)).toBeNull();
    expect(uuidFromVisitorSegment('uuid=nonsense')).toBeNull();
  });
});

describe('the neighbourhood flows’ addresses (issue 28)', () => {
  it('the referral result names the ad and the way back only when given, and keeps {uuid} for the form to fill', () => {
    expect(referralResultHref('{uuid}', 'QmSale120', 'https://divar.ir/v/x')).toBe(
      '/services/environment-evaluation/result?uuid={uuid}&divar-post-token=QmSale120&divar-return-url=https%3A%2F%2Fdivar.ir%2Fv%2Fx',
    );
    expect(referralResultHref('7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c', null, null)).toBe('/services/environment-evaluation/result?uuid=7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c');
  });

  it('the Divar results: the visitor’s at the spec’s /divar/neighborhood/visitor?uuid, the advertiser’s beside it', () => {
    expect(divarNeighbourhoodResultHref('visitor', 'u1')).toBe('/divar/neighborhood/visitor?uuid=u1');
    expect(divarNeighbourhoodResultHref('advertiser', 'u1', 'https://divar.ir/')).toBe('/divar/neighborhood/advertiser/result?uuid=u1&return_url=https%3A%2F%2Fdivar.ir%2F');
  });

  it('an ad starts from its Divar neighbourhood’s centre, or nowhere when Divar names none we know', () => {
    const ad = { neighbourhood: { id: 'gisha', name: 'گیشا', slug: 'gisha', latitude: 35.72, longitude: 51.37 }, district_name: 'منطقه ۶' } as DivarAd;
    expect(divarAdPlace(ad)).toEqual({ latitude: 35.72, longitude: 51.37, name: 'گیشا', district: 'منطقه ۶', neighbourhoodId: 'gisha' });
    expect(divarAdPlace({ ...ad, neighbourhood: null })).toBeNull();
  });
});
