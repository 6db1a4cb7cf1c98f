import 'server-only';

import { z } from 'zod';
import { ANONYMOUS_FAMILIES } from '@/lib/contracts/billing';
import type { ChatService, ServiceCard } from '@/lib/contracts/chatbot';
import { createEnvironmentEvaluationBody } from '@/lib/contracts/environment';
import { createLocationSuggestionBody, createRentSuggestionBody } from '@/lib/contracts/suggestion';
import { createValuationBody, UNREAD_INPUT_WORDS, UNREAD_INPUTS, type ValuationKind } from '@/lib/contracts/valuation';
import { RESULT_PAGES } from '@/lib/contracts/result-pages';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber } from '@/lib/fa/number';
import { districtName, getNeighbourhood } from '@/server/places/catalogue';
import { DEFAULT_AGE, priceDate } from '@/server/suggestion/neighbourhood-data';
import type { ChatCatalogue } from './catalogue';

// Cards that offer a paid service: never run by the chat. The page takes one through the normal paid flow (the
// service dialog, the anonymous monthly free use, or for a signed-in user with credit an explicit «۱ اعتبار کسر
// شود؟») and posts the prefill to the service's own endpoint.

const ROUTES: Record<ChatService, { endpoint: string; result_route: string; form_route: string }> = {
  price_evaluation: { endpoint: '/api/houses/price-suggestion/', result_route: RESULT_PAGES.sale, form_route: '/price' },
  rental_evaluation: { endpoint: '/api/houses/rental-evaluation/', result_route: RESULT_PAGES.rent, form_route: '/price' },
  environmental_evaluation: {
    endpoint: '/api/houses/environmental-evaluation/',
    result_route: RESULT_PAGES.environment,
    form_route: '/neighborhood',
  },
  buy_suggestion: { endpoint: '/api/houses/location-suggestion/', result_route: RESULT_PAGES.buy_suggestion, form_route: '/services/buy-rent-location-suggest' },
  rent_suggestion: { endpoint: '/api/houses/rent-suggestion/', result_route: RESULT_PAGES.rent_suggestion, form_route: '/services/buy-rent-location-suggest' },
};

/** The contract each card's prefill must satisfy (with a service added) before it can be submitted as is. */
const CONTRACTS: Record<ChatService, z.ZodType> = {
  price_evaluation: createValuationBody,
  rental_evaluation: createValuationBody,
  environmental_evaluation: createEnvironmentEvaluationBody,
  buy_suggestion: createLocationSuggestionBody,
  rent_suggestion: createRentSuggestionBody,
};

/** The valuation a card's service runs: its inputs the engine does not read (UNREAD_INPUTS, the result marks them). */
const VALUATION_KIND: Partial<Record<ChatService, ValuationKind>> = { price_evaluation: 'sale', rental_evaluation: 'rent' };
function unread(service: ChatService, field: string): boolean {
  const kind = VALUATION_KIND[service];
  return kind !== undefined && (UNREAD_INPUTS[kind] as readonly string[]).includes(field);
}

/**
 * Fields the contract reads as «no» when absent: the card shows them so the user can change them before paying, unless
 * the valuation does not read them (storage: «ندارد (اگر دارد بگویید)» would ask for a detail that changes nothing).
 */
const DEFAULTED: Partial<Record<ChatService, string[]>> = {
  price_evaluation: ['elevator', 'parking', 'storage'],
  rental_evaluation: ['elevator', 'parking', 'storage'],
};

/** Required fields of the service's contract the prefill does not satisfy yet (the contract's own verdict). */
export function missingFields(service: ChatService, prefill: Record<string, unknown>, serviceName: string): string[] {
  const result = CONTRACTS[service].safeParse({ service: serviceName, ...prefill });
  if (result.success) return [];
  const fields = result.error.issues.map((i) => String(i.path[0] ?? 'non_field_errors'));
  // «latitude» stands for "no place": the chat always names the place by neighbourhood.
  return [...new Set(fields.map((f) => (f === 'latitude' || f === 'longitude' ? 'neighbourhood' : f)))];
}

const has = (v: boolean) => (v ? 'دارد' : 'ندارد');
const floorName = (n: number) => (n === 0 ? 'همکف' : n < 0 ? (n === -1 ? 'زیرزمین' : `زیرزمین ${formatNumber(-n)}`) : formatNumber(n));
const districts = (list: number[]) => list.map((d) => districtName(d)).join('، ');

/** Each prefill field's Persian label and how its value reads (amounts as the pages print them). */
const FIELDS: Record<string, { label: string; show: (v: never) => string }> = {
  neighbourhood: { label: 'محله', show: (id: string) => getNeighbourhood(id)?.name_fa ?? id },
  area: { label: 'متراژ', show: (v: number) => `${formatNumber(v)} متر` },
  rooms: { label: 'اتاق خواب', show: (v: number) => formatNumber(v) },
  build_year: { label: 'سال ساخت', show: (v: number) => toPersianDigits(v) },
  floor: { label: 'طبقه', show: floorName },
  total_floors: { label: 'تعداد طبقات', show: (v: number) => formatNumber(v) },
  elevator: { label: 'آسانسور', show: has },
  parking: { label: 'پارکینگ', show: has },
  storage: { label: 'انباری', show: has },
  budget: { label: 'بودجه', show: (v: number) => formatMoney(v) },
  deposit_budget: { label: 'ودیعه (رهن)', show: (v: number) => formatMoney(v) },
  rent_budget: { label: 'اجارهٔ ماهانه', show: (v: number) => (v === 0 ? 'بدون اجاره' : formatMoney(v)) },
  max_age: { label: 'حداکثر سن بنا', show: (v: number) => `${formatNumber(v)} سال` },
  include_districts: { label: 'منطقه', show: districts },
};
/** The order the service's own form asks in. */
const SUMMARY_ORDER: Record<ChatService, string[]> = {
  price_evaluation: ['neighbourhood', 'area', 'rooms', 'build_year', 'floor', 'total_floors', 'elevator', 'parking', 'storage'],
  rental_evaluation: ['neighbourhood', 'area', 'rooms', 'build_year', 'floor', 'total_floors', 'elevator', 'parking', 'storage'],
  environmental_evaluation: ['neighbourhood'],
  buy_suggestion: ['budget', 'area', 'rooms', 'elevator', 'parking', 'max_age', 'include_districts'],
  rent_suggestion: ['deposit_budget', 'rent_budget', 'area', 'rooms', 'elevator', 'parking', 'max_age', 'include_districts'],
};

function summaryOf(service: ChatService, prefill: Record<string, unknown>, missing: string[], defaults: string[]): ServiceCard['summary'] {
  return SUMMARY_ORDER[service].flatMap((field): ServiceCard['summary'] => {
    const spec = FIELDS[field];
    const value = prefill[field];
    if (value !== undefined) {
      // As the result's «مشخصات واردشده» marks it: said, kept, and of no effect on the figure.
      const shown = spec.show(value as never);
      return [{ field, label: spec.label, value: unread(service, field) ? `${shown} (${UNREAD_INPUT_WORDS})` : shown, assumed: false }];
    }
    if (missing.includes(field)) return [{ field, label: spec.label, value: null, assumed: false }];
    if (defaults.includes(field)) return [{ field, label: spec.label, value: has(false), assumed: true }];
    return [];
  });
}

/**
 * A rent valuation's deposit said in the chat: not an input of the valuation (the full deposit does not depend on
 * it), so not in the prefill; the card lists it and its result page opens with the rent slider at it (`deposit=`,
 * read by the rent result page's RentSlider, features/valuation/components/valuation-result.tsx).
 */
function rentResultRoute(deposit: number | undefined): string {
  return deposit === undefined ? RESULT_PAGES.rent : `${RESULT_PAGES.rent}?deposit=${Math.round(deposit)}`;
}

/**
 * What the suggestion report assumes of the home it prices in every place and the card's prefill does not say
 * (server/suggestion prepareRanking): a build year at half the maximum age (else DEFAULT_AGE years) before the price
 * date's year, and an elevator or parking not required. Listed as «فرض» rows so the card says what the report prices.
 */
function suggestionAssumptions(service: ChatService, prefill: Record<string, unknown>): ServiceCard['summary'] {
  if (service !== 'buy_suggestion' && service !== 'rent_suggestion') return [];
  const maxAge = typeof prefill.max_age === 'number' ? prefill.max_age : undefined;
  const age = maxAge === undefined ? DEFAULT_AGE : maxAge / 2;
  const year = Math.round(priceDate(service === 'buy_suggestion' ? 'sale' : 'rent').year - age);
  const rows: ServiceCard['summary'] = [
    { field: 'assumed_build_year', label: 'سال ساخت (فرض)', value: `${toPersianDigits(year)} (بنای ${formatNumber(age)} ساله)`, assumed: false },
  ];
  for (const a of ['elevator', 'parking'] as const) {
    if (prefill[a] === undefined) rows.push({ field: `assumed_${a}`, label: `${FIELDS[a].label} (فرض)`, value: 'شرط نیست', assumed: false });
  }
  return rows;
}

export function serviceCard<S extends ChatService>(
  service: S,
  prefill: Extract<ServiceCard, { service: S }>['prefill'],
  catalogue: ChatCatalogue,
  said: { deposit?: number } = {},
): ServiceCard | null {
  const name = `${service}_product_base`;
  const row = catalogue.services.find((s) => s.name === name);
  if (!row) return null;
  const clean = Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined && v !== null));
  const missing = missingFields(service, clean, name);
  const defaults = (DEFAULTED[service] ?? []).filter((f) => !(f in clean) && !unread(service, f));
  const deposit = service === 'rental_evaluation' && said.deposit !== undefined && said.deposit >= 0 ? said.deposit : undefined;
  const summary = [...summaryOf(service, clean, missing, defaults), ...suggestionAssumptions(service, clean)];
  if (deposit !== undefined) summary.push({ field: 'deposit', label: 'ودیعه', value: deposit === 0 ? 'بدون ودیعه' : formatMoney(deposit), assumed: false });
  return {
    type: 'service',
    service,
    service_name: name,
    title: row.title,
    credits_required: row.credits_required,
    // spec §1: a rent valuation shares the price evaluation's monthly free use.
    anonymous_free: (ANONYMOUS_FAMILIES as readonly string[]).includes(service === 'rental_evaluation' ? 'price_evaluation' : service),
    ...ROUTES[service],
    ...(service === 'rental_evaluation' ? { result_route: rentResultRoute(deposit) } : {}),
    prefill: clean,
    missing,
    defaults,
    summary,
  } as ServiceCard;
}
