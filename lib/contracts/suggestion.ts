import { z } from 'zod';
import { requestId, serviceRef } from '@/lib/contracts/refs';
import { ENVIRONMENT_CATEGORY_IDS, type EnvironmentCategoryId } from '@/lib/contracts/environment-categories';
import { toLatinDigits } from '@/lib/fa/digits';
import type { ConfidenceCause } from './confidence-reason';
import { messages } from '@/lib/validation/messages';
import '@/lib/validation/zod-locale';
import {
  AREA_OR_ROOMS_REQUIRED,
  BUDGET_MAX,
  BUY_BUDGET_MIN,
  DISTRICT_CONFLICT,
  DISTRICT_COUNT,
  NO_DISTRICT_LEFT,
  SUGGESTION_AREA_MAX,
  SUGGESTION_AREA_MIN,
  SUGGESTION_MAX_AGE_MAX,
  SUGGESTION_ROOMS_MAX,
  type SuggestionKind,
  type SuggestionTier,
} from './suggestion-constants';
import type { ValuationConfidence } from './valuation';

// Where to buy or rent (issue 8; spec §1 "a suggestion of where to buy or rent", §2
// /services/buy-rent-location-suggest, /services/buy-location-result?uuid=, /services/rent-location-result?uuid=,
// §7 /api/houses/location-suggestion/… and /api/houses/rent-suggestion/…). Shared by the form (react-hook-form
// resolver), the client hooks (response types) and the route handlers (parsing).

export * from './suggestion-constants';

const NOT_A_NUMBER = 'عدد معتبر وارد کنید';
const fa = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });
const faMoney = (n: number) => n.toLocaleString('fa-IR');

// Digits, then a point only with what follows it: one way to read any text, so a test takes time linear in it. The
// earlier /^[-+]?(\d+\.?\d*|\.\d+)$/ could split a run of digits between \d+ and \d* at every point: a 64 KB body's
// field of digits ending in a letter took 2 s per request, before any rate limit (a body is parsed first).
const PLAIN_DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Persian/Arabic digits, Persian decimal and grouping separators → a JS number; blanks → undefined. */
export function toNumberish(v: unknown): unknown {
  if (typeof v !== 'string') return v ?? undefined;
  const s = toLatinDigits(v).trim().replace(/[٬,\s_]/g, '').replace(/٫/g, '.');
  if (s === '') return undefined;
  // Plain decimals only: Number() would also read «1e3» as 1000 and «0x10» as 16, and a number field keeps an «e»
  // as typed for its message (entryFault), so the contract must refuse it, not take it.
  if (!PLAIN_DECIMAL.test(s)) return v;
  const n = Number(s);
  return Number.isFinite(n) ? n : v;
}

/**
 * Whether a number keeps to a range that starts at `min`, its sign included: where the minimum is 0 (a deposit, the
 * rooms) «-0» is refused like any minus. Number() reads it as -0, which passes min(0), while the form's field keeps the
 * minus and says it must go (POSITIVE_ONLY, for any minus: spec §5's numeric fields keep only digits), so the two
 * disagreed.
 */
const signAllowed = (min: number) => (n: number) => min < 0 || !Object.is(n, -0);

function money(min: number, label: string) {
  const tooLow = min > 0 ? `${label} دست‌کم ${faMoney(min)} تومان است` : `${label} نمی‌تواند منفی باشد`;
  const inner = z
    .number({ error: (i) => (i.input === undefined ? messages.required : NOT_A_NUMBER) })
    // The bound first: past 2^53 zod's int check fails too, and the first message is the one the form shows.
    .max(BUDGET_MAX, `${label} بیش از حد بزرگ است`)
    .int(`${label} باید عدد صحیح به تومان باشد`)
    .min(min, tooLow)
    .refine(signAllowed(min), tooLow);
  return z.preprocess(toNumberish, inner);
}

function integerField(min: number, max: number, message: string) {
  return z.preprocess(
    toNumberish,
    z.number({ error: NOT_A_NUMBER }).int(message).min(min, message).max(max, message).refine(signAllowed(min), message).optional(),
  );
}

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v === null ? undefined : v), z.boolean({ error: messages.invalid }).optional());

const districtList = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z
    .array(
      z.preprocess(
        toNumberish,
        z.number({ error: 'شمارهٔ منطقه معتبر نیست' }).int('شمارهٔ منطقه معتبر نیست').min(1, 'شمارهٔ منطقه باید بین ۱ و ۲۲ باشد').max(DISTRICT_COUNT, 'شمارهٔ منطقه باید بین ۱ و ۲۲ باشد'),
      ),
    )
    .max(DISTRICT_COUNT)
    .optional(),
);

const WEIGHT_RANGE = 'اهمیت باید عددی بین ۰ و ۱ باشد';
const weight = z.preprocess(toNumberish, z.number({ error: WEIGHT_RANGE }).min(0, WEIGHT_RANGE).max(1, WEIGHT_RANGE).refine(signAllowed(0), WEIGHT_RANGE));

/** {<environment category id>: 0..1}; unknown ids are refused, missing ones count as 0. */
export const suggestionWeights = z
  .record(z.string(), weight)
  .superRefine((w, ctx) => {
    for (const k of Object.keys(w)) {
      if (!(ENVIRONMENT_CATEGORY_IDS as readonly string[]).includes(k)) ctx.addIssue({ code: 'custom', path: [k], message: 'دستهٔ شاخص ناشناخته است' });
    }
  })
  .transform((w) => Object.fromEntries(ENVIRONMENT_CATEGORY_IDS.map((id) => [id, w[id] ?? 0])) as Record<EnvironmentCategoryId, number>);


/** What the /services/buy-rent-location-suggest form asks for both kinds (spec §2). */
const commonFields = {
  area: integerField(SUGGESTION_AREA_MIN, SUGGESTION_AREA_MAX, `متراژ باید بین ${fa(SUGGESTION_AREA_MIN)} و ${fa(SUGGESTION_AREA_MAX)} متر مربع باشد`),
  rooms: integerField(0, SUGGESTION_ROOMS_MAX, `تعداد اتاق باید بین ۰ و ${fa(SUGGESTION_ROOMS_MAX)} باشد`),
  elevator: flag,
  parking: flag,
  max_age: integerField(0, SUGGESTION_MAX_AGE_MAX, `حداکثر سن بنا باید بین ۰ و ${fa(SUGGESTION_MAX_AGE_MAX)} سال باشد`),
  weights: z.preprocess((v) => v ?? {}, suggestionWeights),
  include_districts: districtList,
  exclude_districts: districtList,
};
const buyFields = { ...commonFields, budget: money(BUY_BUDGET_MIN, 'بودجهٔ خرید') };
const rentFields = { ...commonFields, deposit_budget: money(0, 'بودجهٔ ودیعه'), rent_budget: money(0, 'بودجهٔ اجارهٔ ماهانه') };
const paidRequest = { service: serviceRef, request_id: requestId };

type Refinable = { area?: number; rooms?: number; include_districts?: number[]; exclude_districts?: number[] };

function refineCommon(v: Refinable, ctx: z.RefinementCtx) {
  if (v.area === undefined && v.rooms === undefined) ctx.addIssue({ code: 'custom', path: ['area'], message: AREA_OR_ROOMS_REQUIRED });
  const inc = new Set(v.include_districts ?? []);
  const exc = new Set(v.exclude_districts ?? []);
  if ([...inc].some((d) => exc.has(d))) ctx.addIssue({ code: 'custom', path: ['exclude_districts'], message: DISTRICT_CONFLICT });
  else if (exc.size >= DISTRICT_COUNT) ctx.addIssue({ code: 'custom', path: ['exclude_districts'], message: NO_DISTRICT_LEFT });
}

function refineRent(v: Refinable & { deposit_budget: number; rent_budget: number }, ctx: z.RefinementCtx) {
  refineCommon(v, ctx);
  if (v.deposit_budget === 0 && v.rent_budget === 0) ctx.addIssue({ code: 'custom', path: ['deposit_budget'], message: 'ودیعه یا اجارهٔ ماهانه را وارد کنید' });
}

/** The form's fields of each kind: the request bodies below less the service and the request id. */
export const suggestionFields = {
  buy: z.object(buyFields).superRefine(refineCommon),
  rent: z.object(rentFields).superRefine(refineRent),
} as const satisfies Record<SuggestionKind, z.ZodType>;

export const createLocationSuggestionBody = z.object({ ...paidRequest, ...buyFields }).superRefine(refineCommon);
export type CreateLocationSuggestionBody = z.input<typeof createLocationSuggestionBody>;
export type LocationSuggestionInput = z.output<typeof createLocationSuggestionBody>;

export const createRentSuggestionBody = z.object({ ...paidRequest, ...rentFields }).superRefine(refineRent);
export type CreateRentSuggestionBody = z.input<typeof createRentSuggestionBody>;
export type RentSuggestionInput = z.output<typeof createRentSuggestionBody>;

export const suggestionUuidParam = z.uuid({ error: 'شناسهٔ پیشنهاد معتبر نیست' });

export interface CreateSuggestionResponse {
  uuid: string;
}

export interface SuggestionCategoryScore {
  id: EnvironmentCategoryId;
  name: string;
  /** 0–100; null when no criterion of the category has data there */
  score: number | null;
}

export interface Suggestion {
  neighbourhood: { id: string; name: string };
  district: number;
  district_name: string;
  latitude: number;
  longitude: number;
  /** buy: model estimate of the desired home there at the price date, toman */
  expected_price?: number;
  /** rent: full-deposit (رهن کامل) equivalent of the desired home there, toman */
  expected_full_deposit?: number;
  /** rent: the same value split with the user's deposit (deposit ≤ deposit budget) */
  expected_split?: { deposit: number; monthly_rent: number };
  /** the area the estimate is for, m² */
  area: number;
  /** budget − expected (rent: in full-deposit terms); negative when short */
  margin: { toman: number; percent: number };
  fits: boolean;
  /**
   * Fits on the estimate, yet the price may exceed the budget: the top of `range` is above it, or the valuation
   * engine contradicts the estimate (`older_flat`, `smaller_flat`). Absent in results stored before it.
   */
  may_exceed_budget?: boolean;
  /** The 80 % range a valuation of this home there shows (rent: full-deposit terms), toman. Absent in results stored before it. */
  range?: { low: number; high: number };
  /**
   * The confidence a valuation of this home there shows (the same estimate, floor unknown), so a card does not read
   * surer than the valuation it links to. Absent in results stored before it.
   */
  confidence?: ValuationConfidence;
  /** Why `confidence` is not «high», as the valuation page says it (confidenceCause). Absent for «high» and in results stored before it. */
  confidence_cause?: ConfidenceCause;
  /**
   * The valuation engine's older-flat check: the same home built in `build_year` is valued at `expected` (toman, rent:
   * full-deposit terms), far above this estimate — a valuation there is rated low. Absent when the check passes.
   */
  older_flat?: { build_year: number; expected: number };
  /**
   * The valuation engine's smaller-flat check (buy only): the same home `area` m² is valued at `expected` (toman), above
   * this estimate by more than SMALLER_FLAT_TOLERANCE — a valuation there is rated low. Absent when the check passes,
   * and in results stored before it.
   */
  smaller_flat?: { area: number; expected: number };
  /** not fitting: the extra budget needed (toman, rent: full-deposit terms), and the area the budget buys there */
  needed?: { budget: number; affordable_area: number | null };
  match_score: number;
  categories: SuggestionCategoryScore[];
  /** share (0–1) of the neighbourhood's listings that meet the must-haves; null when none were set */
  must_have_share: number | null;
  /** neighbourhood listings behind the estimate; fewer than 20 is flagged thin */
  data_points: number;
  thin_data: boolean;
  reason: string;
}

export interface SuggestionResult {
  uuid: string;
  kind: SuggestionKind;
  tier: SuggestionTier;
  /** Jalali 'YYYY-MM' of the valuation models' price date */
  price_date: string;
  /** The market index that brought the prices to that date, in the valuation result's words (issue 30: every result
   * names it); absent in a result stored before it. */
  price_index_label?: string;
  fits: boolean;
  /** number of neighbourhoods that fit the budget and filters (before the top list is cut) */
  fitting_count: number;
  /** neighbourhoods considered (enough data, inside the district filters) */
  considered_count: number;
  /**
   * The valuation model's listings (all Tehran) within ±20 % of the home's area: below SIMILAR_LISTINGS_MIN every
   * expected price is carried from homes of other sizes, unmeasured. Absent in results stored before it.
   */
  similar_listings?: number;
  /** What the fitting places are ranked by for this request (Persian, one sentence); absent in results stored before. */
  ranked_by?: string;
  suggestions: Suggestion[];
  /** the request as understood, for the result header */
  request: {
    budget?: number;
    deposit_budget?: number;
    rent_budget?: number;
    /** rent: deposit + rent / rate */
    full_deposit_budget?: number;
    conversion_rate?: number;
    area: number;
    area_from_rooms: boolean;
    rooms: number | null;
    /** the rooms were not given: the usual room count of listings of about this area (absent in results stored before) */
    rooms_from_area?: boolean;
    elevator: boolean;
    parking: boolean;
    /**
     * true: a lift or parking not asked for was priced as absent, as the /price form the card links to reads an
     * unticked box. Absent in results stored before, which priced them unknown to the model.
     */
    unasked_as_absent?: true;
    max_age: number | null;
    /** the build year the prices assume: max_age / 2 (else 10) years before the price date's year; absent in results stored before */
    build_year?: number;
    weights: Record<EnvironmentCategoryId, number>;
    include_districts: number[];
    exclude_districts: number[];
  };
  label: 'برآورد هوشمند، نه کارشناسی رسمی';
  created_at: string;
}
