import type { PickedPlace } from '@/lib/contracts/place';
import { valuationForm, type ValuationFormValues, type ValuationKind } from '@/lib/contracts/valuation';

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

/** sessionStorage key of the /price draft: it survives a reload and the payment gateway's round trip (issue 6). */
export const PRICE_FORM_KEY = 'valuation:price-form';

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

/** A submission saved before the payment gateway, read back through the same contract. */
export function restorePriceSubmission(saved: unknown): ValuationFormValues | null {
  const parsed = valuationForm.safeParse(saved);
  return parsed.success ? parsed.data : null;
}
