import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import type { PickedPlace } from '@/lib/contracts/place';
import type { ValuationInputs, ValuationResult } from '@/lib/contracts/valuation';
import type { ValuationKind } from '@/lib/contracts/valuation-constants';

// From one result to the same home's other services (Zillow's sale and rent Zestimates side by side): the link
// writes the other form's draft (the draft /price and /neighborhood keep through a reload, the OTP sign-in and the
// payment gateway's round trip), so that form opens filled and the user reviews it and pays as usual. The link's own
// address carries the same home too (a new tab, a copied link: sessionStorage is per tab), read field by field
// through the form's contract. Plain module: the server-rendered result pages build the links, the forms read the
// same keys.

/** sessionStorage key of the /price form's draft (features/valuation price-form-values: `{kind, place, values}`). */
export const PRICE_FORM_KEY = 'valuation:price-form';
/** sessionStorage key of the neighbourhood form's draft (/neighborhood and /services/environment-evaluation: `{place}`). */
export const ENVIRONMENT_FORM_KEY = 'environment:place-form';

/** spec §2 form routes the links open. */
export const PRICE_FORM_PATH = '/price';
export const ENVIRONMENT_FORM_PATH = '/neighborhood';

/** The /price draft as stored (the form's text as typed: numbers in Latin digits; what is unknown stays empty). */
export interface PriceFormDraft {
  kind: ValuationKind;
  place: PickedPlace | null;
  values: Partial<Record<'area' | 'rooms' | 'build_year' | 'floor' | 'total_floors', string> & Record<'elevator' | 'parking' | 'storage', boolean>>;
}

export interface EnvironmentFormDraft {
  place: PickedPlace | null;
}

export interface SameHomeLink {
  label: string;
  /** Where a plain click goes once the draft is written. */
  path: string;
  /**
   * The link's own address, for what writes no draft (a new tab, a copied link): it carries the same home itself
   * (sameHomeQuery), so the form opens as filled as by a plain click.
   */
  href: string;
  draftKey: string;
  draft: PriceFormDraft | EnvironmentFormDraft;
  testId: string;
}

/**
 * Marks a link from a result to the same home (?from=report): /price says it was filled from that report, with a
 * way to clear it. A suggestion card's link, which fills the form too, does not carry it.
 */
export const SAME_HOME_PARAM = 'from';
export const SAME_HOME_VALUE = 'report';

/** Whether a page's query (`location.search`) is a result's link to the same home. */
export function isSameHomeQuery(search: string): boolean {
  return new URLSearchParams(search).get(SAME_HOME_PARAM) === SAME_HOME_VALUE;
}

/**
 * The map pin a link carries beside its neighbourhood (?at=<lat>,<lng>), read by useLinkedPlace: a valuation made at a
 * pin is made again at that pin, not at its neighbourhood's centre. Six decimals (10 cm) keep the link short.
 */
export const LINKED_POINT_PARAM = 'at';

export function linkedPointValue(p: { latitude: number; longitude: number }): string {
  return `${Number(p.latitude.toFixed(6))},${Number(p.longitude.toFixed(6))}`;
}

/** How far (degrees, about 10 km in Tehran) a linked pin may lie from its neighbourhood's centre to be taken. */
const POINT_NEAR_DEGREES = 0.1;
const COORDINATE = /^-?\d{1,3}(?:\.\d{1,8})?$/;

/**
 * The pin a link carries, when it is a point near the neighbourhood the link names (`near`, its search hit); null
 * otherwise (absent, malformed or a hand-edited point elsewhere): the form then takes the neighbourhood alone.
 */
export function readLinkedPoint(params: URLSearchParams, near: { latitude: number; longitude: number }): { latitude: number; longitude: number } | null {
  const parts = params.get(LINKED_POINT_PARAM)?.split(',');
  if (parts?.length !== 2 || !parts.every((p) => COORDINATE.test(p))) return null;
  const [latitude, longitude] = parts.map(Number);
  if (Math.abs(latitude - near.latitude) > POINT_NEAR_DEGREES || Math.abs(longitude - near.longitude) > POINT_NEAR_DEGREES) return null;
  return { latitude, longitude };
}

/**
 * The same home as a link's query: the neighbourhood (?neighbourhood=<id>&name=<Persian name>, read by
 * useLinkedPlace), the pin when the valuation was made at one, and the property's fields as the form's contract reads
 * them (linkedPropertyFields; amenities as 1/0); what is unknown is left out. No postal code (priceFormValuesOf).
 */
function sameHomeQuery(
  neighbourhood: { id: string; name: string },
  place: PickedPlace | null,
  extra: { kind?: ValuationKind; values?: PriceFormDraft['values']; fromReport?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (extra.kind) query.set('kind', extra.kind);
  query.set('neighbourhood', neighbourhood.id);
  query.set('name', neighbourhood.name);
  // A neighbourhood chosen by name is found again by its name, at the point the search gives.
  if (place && !place.neighbourhoodId) query.set(LINKED_POINT_PARAM, linkedPointValue(place));
  for (const [key, value] of Object.entries(extra.values ?? {})) {
    if (typeof value === 'boolean') query.set(key, value ? '1' : '0');
    else if (value !== undefined && value !== '') query.set(key, value);
  }
  if (extra.fromReport) query.set(SAME_HOME_PARAM, SAME_HOME_VALUE);
  return query.toString();
}

/** The neighbourhood named by a link (?neighbourhood=<id>&name=<Persian name>), read by useLinkedPlace. */
function withNeighbourhood(path: string, neighbourhood: { id: string; name: string }, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, neighbourhood: neighbourhood.id, name: neighbourhood.name });
  return `${path}?${query.toString()}`;
}

/**
 * The place a valuation was made for, as a form's picked place: its point (the map's pin) and neighbourhood, the
 * neighbourhood sent only when it was named (as the original request did; a pin alone is resolved again from the
 * point). Null when the request named a neighbourhood without a point: the link names it instead, and the form
 * finds its point by name.
 */
export function valuationPickedPlace(v: Pick<ValuationResult, 'inputs' | 'place'>): PickedPlace | null {
  const { latitude, longitude } = v.place;
  if (latitude === null || longitude === null) return null;
  return {
    latitude,
    longitude,
    name: v.place.neighbourhood.name,
    district: v.place.district_name,
    ...(v.inputs.neighbourhood !== null ? { neighbourhoodId: v.place.neighbourhood.id } : {}),
  };
}

/** The neighbourhood evaluation's place: its point, in the neighbourhood the page names. */
export function environmentPickedPlace(e: Pick<EnvironmentEvaluationResult, 'place'>): PickedPlace {
  return {
    latitude: e.place.latitude,
    longitude: e.place.longitude,
    name: e.place.neighbourhood.name,
    district: e.place.district_name,
    neighbourhoodId: e.place.neighbourhood.id,
  };
}

/**
 * The property's fields as the /price form's text. The postal code is left out: the result page does not show it
 * (a shared link's visitor sees the link too), and no valuation reads it.
 */
export function priceFormValuesOf(i: ValuationInputs): PriceFormDraft['values'] {
  return {
    area: String(i.area),
    rooms: String(i.rooms),
    build_year: String(i.build_year),
    floor: String(i.floor),
    total_floors: i.total_floors === null ? '' : String(i.total_floors),
    elevator: i.elevator,
    parking: i.parking,
    storage: i.storage,
  };
}

const OTHER_KIND: Record<ValuationKind, { kind: ValuationKind; label: string }> = {
  sale: { kind: 'rent', label: 'برآورد اجارهٔ همین ملک' },
  rent: { kind: 'sale', label: 'برآورد قیمت فروش همین ملک' },
};

export const ENVIRONMENT_LINK_LABEL = 'امتیاز محلهٔ همین ملک';
export const PRICE_HERE_LABEL = 'قیمت‌گذاری ملکی در همین محل';

/** The /price link filled with a valuation's place and property, on the deal type `kind`. */
function priceLinkOfValuation(v: Pick<ValuationResult, 'inputs' | 'place'>, kind: ValuationKind, label: string, testId: string): SameHomeLink {
  const place = valuationPickedPlace(v);
  const named = v.place.neighbourhood;
  const price: PriceFormDraft = { kind, place, values: priceFormValuesOf(v.inputs) };
  const fromReport = `${SAME_HOME_PARAM}=${SAME_HOME_VALUE}`;
  return {
    label,
    path: place ? `${PRICE_FORM_PATH}?${fromReport}` : withNeighbourhood(PRICE_FORM_PATH, named, { [SAME_HOME_PARAM]: SAME_HOME_VALUE }),
    href: `${PRICE_FORM_PATH}?${sameHomeQuery(named, place, { kind, values: price.values, fromReport: true })}`,
    draftKey: PRICE_FORM_KEY,
    draft: price,
    testId,
  };
}

export const EDIT_INPUTS_LABEL = 'ویرایش مشخصات';

/**
 * A sale or rent result's way back to its own form: /price on the same deal type, filled with this report's place and
 * property, to change a figure and value it again (paid as usual). The browser's Back reaches the same form too, as it
 * was sent (useFormDraft keeps the answered draft for that history entry); this link works from a shared result or a
 * new tab as well.
 */
export function editLinkOfValuation(v: Pick<ValuationResult, 'kind' | 'inputs' | 'place'>): SameHomeLink {
  return priceLinkOfValuation(v, v.kind, EDIT_INPUTS_LABEL, 'edit-inputs');
}

/** A sale or rent result's links: the other deal type of the same home, and its neighbourhood's score. */
export function sameHomeLinksOfValuation(v: Pick<ValuationResult, 'kind' | 'inputs' | 'place'>): SameHomeLink[] {
  const place = valuationPickedPlace(v);
  const named = v.place.neighbourhood;
  const other = OTHER_KIND[v.kind];
  return [
    priceLinkOfValuation(v, other.kind, other.label, `same-home-${other.kind}`),
    {
      label: ENVIRONMENT_LINK_LABEL,
      path: place ? ENVIRONMENT_FORM_PATH : withNeighbourhood(ENVIRONMENT_FORM_PATH, named),
      href: `${ENVIRONMENT_FORM_PATH}?${sameHomeQuery(named, place)}`,
      draftKey: ENVIRONMENT_FORM_KEY,
      draft: { place } satisfies EnvironmentFormDraft,
      testId: 'same-home-environment',
    },
  ];
}

/**
 * A neighbourhood result's link: a valuation at the same place. It knows no property, so the form opens with the
 * place alone on the default deal type (its other fields blank, not a draft's other home).
 */
export function sameHomeLinksOfEnvironment(e: Pick<EnvironmentEvaluationResult, 'place'>): SameHomeLink[] {
  return [
    {
      label: PRICE_HERE_LABEL,
      path: PRICE_FORM_PATH,
      href: withNeighbourhood(PRICE_FORM_PATH, e.place.neighbourhood),
      draftKey: PRICE_FORM_KEY,
      draft: { kind: 'sale', place: environmentPickedPlace(e), values: {} } satisfies PriceFormDraft,
      testId: 'same-home-price',
    },
  ];
}
