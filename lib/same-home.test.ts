import { describe, expect, it } from 'vitest';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { linkedPropertyFields, type ValuationInputs, type ValuationPlace, type ValuationResult } from '@/lib/contracts/valuation';
import { LINKABLE_PROPERTY_KEYS } from '@/lib/contracts/valuation-constants';
import {
  ENVIRONMENT_FORM_KEY,
  environmentPickedPlace,
  isSameHomeQuery,
  PRICE_FORM_KEY,
  priceFormValuesOf,
  readLinkedPoint,
  sameHomeLinksOfEnvironment,
  sameHomeLinksOfValuation,
  valuationPickedPlace,
} from './same-home';

const INPUTS: ValuationInputs = {
  latitude: 35.7812,
  longitude: 51.3705,
  neighbourhood: null,
  area: 85.5,
  rooms: 2,
  build_year: 1398,
  floor: -1,
  total_floors: 5,
  elevator: true,
  parking: false,
  storage: true,
  postal_code: '1234567890',
};
const PLACE: ValuationPlace = {
  city: 'تهران',
  district: 2,
  district_name: 'منطقه ۲',
  neighbourhood: { id: 'saadat-abad', name: 'سعادت آباد', slug: 'saadat-abad' },
  latitude: 35.7812,
  longitude: 51.3705,
};
type Made = Pick<ValuationResult, 'kind' | 'inputs' | 'place'>;
const made = (kind: 'sale' | 'rent', inputs: Partial<ValuationInputs> = {}, place: Partial<ValuationPlace> = {}): Made => ({
  kind,
  inputs: { ...INPUTS, ...inputs },
  place: { ...PLACE, ...place },
});

describe('the place a result hands on', () => {
  it('a pin picked on the map: the point, named by its neighbourhood, which the form does not send (resolved again from the point)', () => {
    expect(valuationPickedPlace(made('sale'))).toEqual({ latitude: 35.7812, longitude: 51.3705, name: 'سعادت آباد', district: 'منطقه ۲' });
  });

  it('a neighbourhood picked by name: its point and the neighbourhood, sent again as the request did', () => {
    expect(valuationPickedPlace(made('sale', { neighbourhood: 'saadat-abad' }))).toEqual({
      latitude: 35.7812,
      longitude: 51.3705,
      name: 'سعادت آباد',
      district: 'منطقه ۲',
      neighbourhoodId: 'saadat-abad',
    });
  });

  it('a neighbourhood without a point (the API, the chat): no picked place; the links name the neighbourhood instead', () => {
    const v = made('sale', { latitude: null, longitude: null, neighbourhood: 'elahiyeh' }, {
      latitude: null,
      longitude: null,
      neighbourhood: { id: 'elahiyeh', name: 'الهیه', slug: 'elahiyeh' },
    });
    expect(valuationPickedPlace(v)).toBeNull();
    const [price, environment] = sameHomeLinksOfValuation(v);
    expect(price.path).toBe('/price?from=report&neighbourhood=elahiyeh&name=%D8%A7%D9%84%D9%87%DB%8C%D9%87');
    expect(price.draft).toMatchObject({ kind: 'rent', place: null, values: { area: '85.5' } });
    expect(environment.path).toBe('/neighborhood?neighbourhood=elahiyeh&name=%D8%A7%D9%84%D9%87%DB%8C%D9%87');
    expect(environment.draft).toEqual({ place: null });
  });

  it('a neighbourhood evaluation: its point in the neighbourhood the page names', () => {
    const e = { place: { latitude: 35.73, longitude: 51.5, city: 'تهران', district: 8, district_name: 'منطقه ۸', neighbourhood: { id: 'narmak', name: 'نارمک' } } };
    expect(environmentPickedPlace(e)).toEqual({ latitude: 35.73, longitude: 51.5, name: 'نارمک', district: 'منطقه ۸', neighbourhoodId: 'narmak' });
  });
});

describe('the property a valuation hands on (the /price form\'s text)', () => {
  it('every number as typed, a negative floor and a decimal area too; each amenity as it was, a «no» kept; no postal code', () => {
    expect(priceFormValuesOf(INPUTS)).toEqual({
      area: '85.5',
      rooms: '2',
      build_year: '1398',
      floor: '-1',
      total_floors: '5',
      elevator: true,
      parking: false,
      storage: true,
    });
  });

  it('the building\'s floors left blank when they were not given', () => {
    expect(priceFormValuesOf({ ...INPUTS, total_floors: null }).total_floors).toBe('');
  });
});

describe('the links of each result', () => {
  it('a sale result: the same home\'s rent on /price, and its neighbourhood\'s score on /neighborhood', () => {
    const [rent, environment] = sameHomeLinksOfValuation(made('sale'));
    expect(rent).toMatchObject({ label: 'برآورد اجارهٔ همین ملک', path: '/price?from=report', draftKey: PRICE_FORM_KEY, testId: 'same-home-rent' });
    expect(rent.draft).toEqual({ kind: 'rent', place: valuationPickedPlace(made('sale')), values: priceFormValuesOf(INPUTS) });
    expect(new URL(rent.href, 'https://x').searchParams.get('kind')).toBe('rent');
    expect(new URL(rent.href, 'https://x').pathname).toBe('/price');
    expect(new URL(rent.href, 'https://x').searchParams.get('neighbourhood')).toBe('saadat-abad');
    expect(new URL(rent.href, 'https://x').searchParams.get('name')).toBe('سعادت آباد');
    expect(environment).toMatchObject({ label: 'امتیاز محلهٔ همین ملک', path: '/neighborhood', draftKey: ENVIRONMENT_FORM_KEY });
    expect(environment.draft).toEqual({ place: valuationPickedPlace(made('sale')) });
    // The pin rides along: the neighbourhood form opens at the flat, not at its neighbourhood's centre.
    expect(environment.href).toBe('/neighborhood?neighbourhood=saadat-abad&name=%D8%B3%D8%B9%D8%A7%D8%AF%D8%AA+%D8%A2%D8%A8%D8%A7%D8%AF&at=35.7812%2C51.3705');
  });

  it('a rent result: the same home\'s sale price, and its neighbourhood\'s score', () => {
    const [sale, environment] = sameHomeLinksOfValuation(made('rent'));
    expect(sale).toMatchObject({ label: 'برآورد قیمت فروش همین ملک', path: '/price?from=report', testId: 'same-home-sale', draft: { kind: 'sale' } });
    expect(new URL(sale.href, 'https://x').searchParams.get('kind')).toBe('sale');
    expect(environment.label).toBe('امتیاز محلهٔ همین ملک');
  });

  it('a neighbourhood result: a valuation at the same place, its property blank on the default deal type', () => {
    const e: Pick<EnvironmentEvaluationResult, 'place'> = {
      place: { latitude: 35.73, longitude: 51.5, city: 'تهران', district: 8, district_name: 'منطقه ۸', neighbourhood: { id: 'narmak', name: 'نارمک' } },
    };
    const [price] = sameHomeLinksOfEnvironment(e);
    expect(price).toMatchObject({ label: 'قیمت‌گذاری ملکی در همین محل', path: '/price', draftKey: PRICE_FORM_KEY });
    expect(price.draft).toEqual({ kind: 'sale', place: environmentPickedPlace(e), values: {} });
    expect(price.href).toBe('/price?neighbourhood=narmak&name=%D9%86%D8%A7%D8%B1%D9%85%DA%A9');
  });
});

describe('the same home in the link itself (a new tab, a copied link: no draft)', () => {
  const query = (href: string) => new URL(href, 'https://x').searchParams;

  it('carries every field the report had, read back by the form\'s contract', () => {
    const [rent] = sameHomeLinksOfValuation(made('sale'));
    expect(linkedPropertyFields(query(rent.href))).toEqual({ area: 85.5, rooms: 2, build_year: 1398, floor: -1, total_floors: 5, elevator: true, parking: false, storage: true });
    expect(query(rent.href).get('kind')).toBe('rent');
    expect(isSameHomeQuery(new URL(rent.href, 'https://x').search)).toBe(true);
    // No postal code: the result page does not show it.
    expect(query(rent.href).has('postal_code')).toBe(false);
    // Short: one line in a chat message (measured: 225 characters, 60 of them the Persian name's escapes).
    expect(rent.href.length).toBeLessThanOrEqual(240);
  });

  it('leaves out what the report did not know (the building\'s floors), so the form keeps it blank', () => {
    const [rent] = sameHomeLinksOfValuation(made('sale', { total_floors: null }));
    expect(query(rent.href).has('total_floors')).toBe(false);
    expect(linkedPropertyFields(query(rent.href)).total_floors).toBeUndefined();
  });

  it('a pin: the point, taken back near the neighbourhood the link names; a name-picked place: the name alone', () => {
    const [rent, environment] = sameHomeLinksOfValuation(made('sale'));
    const centre = { latitude: 35.79, longitude: 51.38 };
    expect(readLinkedPoint(query(rent.href), centre)).toEqual({ latitude: 35.7812, longitude: 51.3705 });
    expect(readLinkedPoint(query(environment.href), centre)).toEqual({ latitude: 35.7812, longitude: 51.3705 });
    const [named] = sameHomeLinksOfValuation(made('sale', { neighbourhood: 'saadat-abad' }));
    expect(query(named.href).has('at')).toBe(false);
  });

  it('ignores a malformed or far-off pin (a hand-edited link): the neighbourhood alone is picked', () => {
    const centre = { latitude: 35.79, longitude: 51.38 };
    for (const at of ['abc', '35.78', '35.78,51.37,1', '35.78;51.37', '1e1,51.37', '', '29.61,52.53']) {
      expect(readLinkedPoint(new URLSearchParams({ at }), centre), at).toBeNull();
    }
    expect(readLinkedPoint(new URLSearchParams(), centre)).toBeNull();
  });

  it('the neighbourhood form\'s link and a neighbourhood result\'s link carry no property and no «filled from the report» mark', () => {
    const [, environment] = sameHomeLinksOfValuation(made('sale'));
    expect(isSameHomeQuery(new URL(environment.href, 'https://x').search)).toBe(false);
    expect(LINKABLE_PROPERTY_KEYS.some((k) => query(environment.href).has(k))).toBe(false);
  });
});
