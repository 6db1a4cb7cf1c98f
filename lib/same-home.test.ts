import { describe, expect, it } from 'vitest';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import type { ValuationInputs, ValuationPlace, ValuationResult } from '@/lib/contracts/valuation';
import {
  ENVIRONMENT_FORM_KEY,
  environmentPickedPlace,
  PRICE_FORM_KEY,
  priceFormValuesOf,
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
    expect(price.path).toBe('/price?neighbourhood=elahiyeh&name=%D8%A7%D9%84%D9%87%DB%8C%D9%87');
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
    expect(rent).toMatchObject({ label: 'برآورد اجارهٔ همین ملک', path: '/price', draftKey: PRICE_FORM_KEY, testId: 'same-home-rent' });
    expect(rent.draft).toEqual({ kind: 'rent', place: valuationPickedPlace(made('sale')), values: priceFormValuesOf(INPUTS) });
    expect(new URL(rent.href, 'https://x').searchParams.get('kind')).toBe('rent');
    expect(new URL(rent.href, 'https://x').pathname).toBe('/price');
    expect(new URL(rent.href, 'https://x').searchParams.get('neighbourhood')).toBe('saadat-abad');
    expect(new URL(rent.href, 'https://x').searchParams.get('name')).toBe('سعادت آباد');
    expect(environment).toMatchObject({ label: 'امتیاز محلهٔ همین ملک', path: '/neighborhood', draftKey: ENVIRONMENT_FORM_KEY });
    expect(environment.draft).toEqual({ place: valuationPickedPlace(made('sale')) });
    expect(environment.href).toBe('/neighborhood?neighbourhood=saadat-abad&name=%D8%B3%D8%B9%D8%A7%D8%AF%D8%AA+%D8%A2%D8%A8%D8%A7%D8%AF');
  });

  it('a rent result: the same home\'s sale price, and its neighbourhood\'s score', () => {
    const [sale, environment] = sameHomeLinksOfValuation(made('rent'));
    expect(sale).toMatchObject({ label: 'برآورد قیمت فروش همین ملک', path: '/price', testId: 'same-home-sale', draft: { kind: 'sale' } });
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
