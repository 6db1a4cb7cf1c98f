import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { EnvironmentCategoryId } from '@/lib/contracts/environment-categories';
import { AREA_OR_ROOMS_REQUIRED, type SuggestionKind } from '@/lib/contracts/suggestion-constants';

/** What the form holds, in the request's names: numbers as typed (Latin digits), the contract parses them. */
export interface SuggestionFormValues {
  kind: SuggestionKind;
  budget: string;
  deposit_budget: string;
  rent_budget: string;
  area: string;
  rooms: string;
  elevator: boolean;
  parking: boolean;
  /** '' = any age */
  max_age: string;
  weights: Record<EnvironmentCategoryId, number>;
  include_districts: number[];
  exclude_districts: number[];
}

export const SUGGESTION_DEFAULTS: SuggestionFormValues = {
  kind: 'buy',
  budget: '',
  deposit_budget: '',
  rent_budget: '',
  area: '',
  rooms: '',
  elevator: false,
  parking: false,
  max_age: '',
  weights: { transport: 2 / 3, health: 1 / 3, education: 1 / 3, green: 1 / 3, shopping: 1 / 3, services: 0, market: 0, urban: 0 },
  include_districts: [],
  exclude_districts: [],
};

/** Saved across the payment gateway round trip (and a reload) so the user never types twice. */
export const SUGGESTION_FORM_KEY = 'suggestion-form';

/** The request body for the chosen service: the kind's budget, and only what was asked for. */
export function suggestionBody(s: SuggestionFormValues, service: number | string) {
  const common = {
    service,
    area: s.area,
    rooms: s.rooms,
    elevator: s.elevator || undefined,
    parking: s.parking || undefined,
    max_age: s.max_age || undefined,
    weights: s.weights,
    include_districts: s.include_districts.length ? s.include_districts : undefined,
    exclude_districts: s.exclude_districts.length ? s.exclude_districts : undefined,
  };
  return s.kind === 'buy' ? { ...common, budget: s.budget } : { ...common, deposit_budget: s.deposit_budget, rent_budget: s.rent_budget };
}

/** The contract (zod) and its resolver, loaded when the form first validates or a saved submission is read back. */
const loadContract = () => Promise.all([import('@/lib/contracts/suggestion'), import('@/components/form/contract-resolver')]);
/** Fetches the contract ahead of the first validation (the form is being filled). */
export const prefetchContract = (): void => void loadContract().catch(() => undefined);

/**
 * The kind's contract (the one the server parses), with the values kept as typed for the request. The contract's
 * cross-field checks run only once every field parses; «area or rooms» is said together with the rest.
 */
export const suggestionResolver: Resolver<SuggestionFormValues> = async (values, context, options) => {
  const [{ suggestionFields }, { contractResolver }] = await loadContract();
  const result = await contractResolver<SuggestionFormValues, z.ZodType>(suggestionFields[values.kind], { raw: true })(values, context, options);
  if (values.area.trim() || values.rooms.trim() || result.errors.area) return result;
  return { values: {}, errors: { ...result.errors, area: { type: 'custom', message: AREA_OR_ROOMS_REQUIRED } } };
};

/** A submission saved before the payment gateway, read back only if the contract still accepts it. */
export async function restoreSuggestion(saved: unknown): Promise<SuggestionFormValues | null> {
  if (!saved || typeof saved !== 'object') return null;
  const values = { ...SUGGESTION_DEFAULTS, ...(saved as Partial<SuggestionFormValues>) };
  if (values.kind !== 'buy' && values.kind !== 'rent') return null;
  const [{ suggestionFields }] = await loadContract();
  return suggestionFields[values.kind].safeParse(values).success ? values : null;
}
