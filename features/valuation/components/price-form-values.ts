import type { PickedPlace } from '@/lib/contracts/place';
import type { ValuationKind } from '@/lib/contracts/valuation';
import { LINKABLE_PROPERTY_KEYS } from '@/lib/contracts/valuation-constants';
import { PRICE_FORM_KEY, SAME_HOME_PARAM } from '@/lib/same-home';

/** What the /price form holds: text as typed (the contract, valuationForm, parses it). */
export interface PriceFormValues {
  kind: ValuationKind;
  place: PickedPlace | null;
  area: string;
  rooms: string;
  build_year: string;
  floor: string;
  total_floors: string;
  elevator: boolean;
  parking: boolean;
  storage: boolean;
  postal_code: string;
}

type PropertyValues = Omit<PriceFormValues, 'kind' | 'place'>;
const EMPTY_PROPERTY: PropertyValues = { area: '', rooms: '', build_year: '', floor: '', total_floors: '', elevator: false, parking: false, storage: false, postal_code: '' };
export const EMPTY_PRICE_FORM: PriceFormValues = { kind: 'sale', place: null, ...EMPTY_PROPERTY };

/** sessionStorage key of the /price draft: it survives a reload and the payment gateway's round trip (issue 6). A
 * result page's link to the same home's other deal type writes it too (lib/same-home.ts). */
export { PRICE_FORM_KEY };

/** The draft as stored: `{kind, place, values}` (links and tests write it in this shape too). */
export const priceDraft = {
  read(saved: unknown): Partial<PriceFormValues> | null {
    if (!saved || typeof saved !== 'object') return null;
    const { kind, place, values } = saved as { kind?: unknown; place?: PickedPlace | null; values?: Partial<PropertyValues> };
    return { kind: kind === 'rent' ? 'rent' : 'sale', place: place ?? null, ...EMPTY_PROPERTY, ...values };
  },
  write({ kind, place, ...values }: PriceFormValues): unknown {
    return { kind, place, values };
  },
};


type NumberKey = 'area' | 'rooms' | 'build_year' | 'floor' | 'total_floors';
const NUMBER_KEYS: NumberKey[] = ['area', 'rooms', 'build_year', 'floor', 'total_floors'];

/** Values known before the user types (a partner's ad): numbers as numbers, the place picked or not. */
export type KnownValues = Partial<Record<NumberKey, number> & Record<'elevator' | 'parking' | 'storage', boolean>> & {
  kind?: ValuationKind;
  place?: PickedPlace | null;
};

/** The form's text for known values (a partner's ad): numbers in Latin digits as typed; what is absent stays empty. */
export function priceFormValuesFrom(values: KnownValues): Partial<PriceFormValues> {
  const form: Partial<PriceFormValues> = {};
  if (values.kind) form.kind = values.kind;
  if (values.place !== undefined) form.place = values.place;
  for (const key of NUMBER_KEYS) if (values[key] !== undefined) form[key] = String(values[key]);
  for (const key of ['elevator', 'parking', 'storage'] as const) if (values[key] !== undefined) form[key] = values[key];
  return form;
}

/**
 * The property a link carries (a suggestion card: ?area=70&rooms=2&build_year=1398&elevator=true&parking=true; a
 * result's link to the same home: every field but the postal code), as the form's text; each field read through the
 * form's contract (linkedPropertyFields), one that fails is left out.
 */
export async function linkedPropertyValues(search: string): Promise<Partial<PriceFormValues>> {
  const query = new URLSearchParams(search);
  // A link without them never loads the contract.
  if (!LINKABLE_PROPERTY_KEYS.some((k) => query.has(k))) return {};
  const { linkedPropertyFields } = await import('@/lib/contracts/valuation');
  return priceFormValuesFrom(linkedPropertyFields(query));
}

/** The form's contract (zod), loaded when the form first validates: the valuation forms' pages stay light. */
export const loadValuationForm = () => import('@/lib/contracts/valuation').then((m) => m.valuationForm);

/**
 * The question /price and the Divar price form ask before the same flat, sent again unchanged from Back, is paid for
 * again (usePaidSubmission's repeatQuestion).
 */
export const VALUATION_REPEAT = { done: 'همین ملک را همین حالا قیمت‌گذاری کرده‌اید.', again: 'قیمت‌گذاری دوباره' };

/** A submission saved before the payment gateway, read back through the contract (loaded then). */
export const restoreLater = (saved: unknown) => import('./price-submission').then((m) => m.restorePriceSubmission(saved));

/**
 * A rent suggestion card's link names the deposit its reader can pay (`deposit=`, ASCII digits); the rent result opens
 * its slider there (RentSlider's `deposit` parameter, which also holds it within the full deposit). '' otherwise.
 */
export function linkedDepositQuery(kind: PriceFormValues['kind'], search: string): string {
  const deposit = new URLSearchParams(search).get('deposit');
  return kind === 'rent' && deposit !== null && /^\d{1,15}$/.test(deposit) ? `&deposit=${deposit}` : '';
}

/**
 * The address without the property a link filled the form with (and the same-home mark): once in the form (and its
 * draft), a reload must keep what the user changed since, not put the link's figures back. The place and the deal
 * type stay (their own hooks read them; a reload picks the same).
 */
export function withoutLinkedProperty(href: string): string {
  const url = new URL(href);
  for (const key of [...LINKABLE_PROPERTY_KEYS, SAME_HOME_PARAM]) url.searchParams.delete(key);
  return url.pathname + url.search + url.hash;
}
