import { z } from 'zod';
import { postToken, requestId, resultUuid, serviceRef } from '@/lib/contracts/refs';
import type { AgentType } from '@/lib/contracts/billing';
import { errorMessages } from '@/lib/errors/catalogue';
import { toLatinDigits } from '@/lib/fa/digits';
import { pickedPlace, PLACE_REQUIRED } from '@/lib/contracts/place';
import { postalCode } from '@/lib/validation/rules';
import { messages } from '@/lib/validation/messages';
import '@/lib/validation/zod-locale';
import { BUILD_YEAR_MIN, buildYearMax, LINKABLE_PROPERTY_KEYS, type LinkablePropertyKey, type ValuationUnreadInput } from './valuation-constants';

// Sale and rent valuation contracts (issue 6; spec §2 /price, /price-result, /rent-price-evaluation-result,
// §7 /api/houses/price-suggestion…, /api/houses/rental-evaluation…). Shared by the /price form (react-hook-form
// resolver), the client hooks (response types) and the route handlers (parsing): architecture rule 3.

export {
  BUILD_YEAR_MIN,
  buildYearMax,
  LINKED_PROPERTY_KEYS,
  type LinkedPropertyKey,
  OLDER_FLAT_RATIO,
  OLDER_FLAT_YEARS,
  SIMILAR_AREA_RATIO,
  SIMILAR_BUILD_YEARS,
  SIMILAR_FLOORS,
  SIMILAR_IN_NEIGHBOURHOOD_MIN,
  SIMILAR_LISTINGS_MIN,
  SMALLER_FLAT_AREAS,
  SMALLER_FLAT_TOLERANCE,
  THIN_NEIGHBOURHOOD_LISTINGS,
  UNREAD_INPUT_HINT,
  UNREAD_INPUT_WORDS,
  UNREAD_INPUTS,
  VALUATION_FAMILY,
  type ValuationKind,
  type ValuationUnreadInput,
} from './valuation-constants';

/** base: the estimate with a short driver list, a few comparables and a year of trend; complementary: everything. */
export type ValuationTier = 'base' | 'complementary';
export type ValuationConfidence = 'high' | 'medium' | 'low';


// spec §8 'your property location is outside our service area', worded once in the error catalogue.
export const OUTSIDE_SERVICE_AREA = errorMessages.outsideServiceArea;
export { PLACE_REQUIRED };
export const VALUATION_NOT_FOUND = 'ارزیابی قیمتی با این شناسه پیدا نشد.';
/** A neighbourhood's price statistics are published from this many listings (fewer say nothing reliable). */
export const NEIGHBOURHOOD_STATS_MIN_LISTINGS = 5;
export const POSTAL_LOOKUP_UNAVAILABLE = 'سرویس استعلام کد پستی در حال حاضر در دسترس نیست.';

/** A number's allowed range (inclusive) and what is said outside it. */
export interface PropertyRange {
  min: number;
  max: number;
  message: string;
}

const fa = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });


/**
 * The property's ranges and their Persian messages, written once (spec §5): this contract checks the /price form and
 * the API with them, and the valuation engine (which the CSV batch also feeds) checks with the same table.
 */
export const PROPERTY_RANGES = {
  area: { min: 15, max: 2000, message: `متراژ باید بین ${fa(15)} و ${fa(2000)} متر مربع باشد` },
  rooms: { min: 0, max: 10, message: `تعداد اتاق باید عددی بین ${fa(0)} و ${fa(10)} باشد` },
  floor: { min: -2, max: 60, message: `طبقه باید عددی بین منفی ${fa(2)} و ${fa(60)} باشد` },
  total_floors: { min: 1, max: 80, message: `تعداد طبقات ساختمان باید بین ${fa(1)} و ${fa(80)} باشد` },
  /** Up to this Jalali year, read when checked. */
  get build_year(): PropertyRange {
    const max = buildYearMax();
    return { min: BUILD_YEAR_MIN, max, message: `سال ساخت باید سال شمسی بین ${fa(BUILD_YEAR_MIN)} و ${fa(max)} باشد` };
  },
} satisfies Record<string, PropertyRange>;

/** What each tier shows (the server stores the full result and trims by tier). */
export const TIER_LIMITS = {
  base: { comparables: 5, drivers: 4, trendMonths: 12, histogram: false },
  complementary: { comparables: 30, drivers: Infinity, trendMonths: Infinity, histogram: true },
} as const satisfies Record<ValuationTier, { comparables: number; drivers: number; trendMonths: number; histogram: boolean }>;

const blank = (v: unknown) => v === '' || v === null || v === undefined;

// Digits, then a point only with what follows it: one way to read any text, so a test takes time linear in it. The
// earlier /^[-+]?(\d+\.?\d*|\.\d+)$/ could split a run of digits between \d+ and \d* at every point: a 64 KB body's
// field of digits ending in a letter took 2 s per request, before any rate limit (a body is parsed first).
const PLAIN_DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Persian/Arabic digits, Persian decimal and grouping separators → a JS number; blanks → undefined. */
function toNumberish(v: unknown): unknown {
  if (typeof v !== 'string') return v ?? undefined;
  // «٫» and «/» are the decimal point as Persian keyboards type it (85/5 m² is 85.5 m²).
  const s = toLatinDigits(v).trim().replace(/[٬,\s]/g, '').replace(/[٫/]/g, '.');
  if (s === '') return undefined;
  // Plain decimals only: Number() would also read «1e3» as 1000 and «0x10» as 16, and a number field keeps an «e»
  // as typed for its message (entryFault), so the contract must refuse it, not take it.
  if (!PLAIN_DECIMAL.test(s)) return v;
  const n = Number(s);
  return Number.isFinite(n) ? n : v;
}

const NOT_A_NUMBER = 'عدد معتبر وارد کنید';

/**
 * Whether a number keeps to a range that starts at `min`, its sign included: where the minimum is 0 (the rooms) «-0»
 * is refused like any minus. Number() reads it as -0, which passes min(0), while the form's field keeps the minus and
 * says it must go (POSITIVE_ONLY, for any minus: spec §5's numeric fields keep only digits), so the two disagreed. A
 * field that goes below zero (the floor) takes «-0» as 0.
 */
const signAllowed = (min: number) => (n: number) => min < 0 || !Object.is(n, -0);

function integerField({ min, max, message }: PropertyRange) {
  return z.preprocess(
    toNumberish,
    z
      .number({ error: (i) => (i.input === undefined ? messages.required : NOT_A_NUMBER) })
      .int(message)
      .min(min, message)
      .max(max, message)
      .refine(signAllowed(min), message),
  );
}

function optionalIntegerField({ min, max, message }: PropertyRange) {
  return z.preprocess(
    toNumberish,
    z.number({ error: NOT_A_NUMBER }).int(message).min(min, message).max(max, message).refine(signAllowed(min), message).optional(),
  );
}

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 || blank(v) ? false : v),
  z.boolean({ error: messages.invalid }),
);

const coordinate = (min: number, max: number, label: string) =>
  z.preprocess(toNumberish, z.number({ error: `${label} معتبر نیست` }).min(min, `${label} معتبر نیست`).max(max, `${label} معتبر نیست`).optional());


/** The property's fields (the /price form's third step); spec §5 digit rules, Jalali build year. */
const propertyShape = {
  area: z.preprocess(
    toNumberish,
    z
      .number({ error: (i) => (i.input === undefined ? messages.required : NOT_A_NUMBER) })
      .min(PROPERTY_RANGES.area.min, PROPERTY_RANGES.area.message)
      .max(PROPERTY_RANGES.area.max, PROPERTY_RANGES.area.message),
  ),
  rooms: integerField(PROPERTY_RANGES.rooms),
  build_year: z.preprocess(
    toNumberish,
    z
      .number({ error: (i) => (i.input === undefined ? messages.required : NOT_A_NUMBER) })
      .int('سال ساخت را به صورت سال شمسی چهاررقمی وارد کنید')
      .refine(
        (y) => {
          const { min, max } = PROPERTY_RANGES.build_year;
          return y >= min && y <= max;
        },
        { error: () => PROPERTY_RANGES.build_year.message },
      ),
  ),
  floor: integerField(PROPERTY_RANGES.floor),
  total_floors: optionalIntegerField(PROPERTY_RANGES.total_floors),
  elevator: flag,
  parking: flag,
  storage: flag,
  postal_code: z.preprocess((v) => (blank(v) ? undefined : v), postalCode.optional()),
};

/** The one cross-field rule of the property; the engine applies it too, for the CLI's and the batch API's rows. */
export const FLOOR_ABOVE_BUILDING = 'طبقهٔ واحد نمی‌تواند از تعداد طبقات ساختمان بیشتر باشد';

/** The one cross-field rule of the property (runs once every field parses). */
function floorWithinBuilding(v: { floor: number; total_floors?: number }, ctx: z.RefinementCtx) {
  if (v.total_floors !== undefined && v.total_floors >= 1 && v.floor > v.total_floors) {
    ctx.addIssue({ code: 'custom', path: ['floor'], message: FLOOR_ABOVE_BUILDING });
  }
}

export const valuationPropertyFields = z.object(propertyShape).superRefine(floorWithinBuilding);
export type ValuationPropertyFieldsInput = z.input<typeof valuationPropertyFields>;
export type ValuationPropertyFields = z.output<typeof valuationPropertyFields>;

/**
 * A link's property fields (a card: ?area=70&rooms=2&build_year=1398&elevator=true&parking=true; a result's link to
 * the same home adds floor, total_floors and storage), each read by the form's own rule, alone: one that fails (out of
 * range, not a number, a hand-edited link) is left for the user to type, not shown as an error the user did not make.
 * The floor-within-building rule is the form's, on submit, where the user can fix it.
 */
export function linkedPropertyFields(query: URLSearchParams): Partial<Pick<ValuationPropertyFields, LinkablePropertyKey>> {
  const out: Partial<Pick<ValuationPropertyFields, LinkablePropertyKey>> = {};
  for (const key of LINKABLE_PROPERTY_KEYS) {
    const raw = query.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = propertyShape[key].safeParse(raw);
    if (parsed.success) Object.assign(out, { [key]: parsed.data });
  }
  return out;
}

/** The /price form (spec §2): the deal type, the place picked on the map or by name, and the property's fields. */
export const valuationForm = z
  .object({ kind: z.enum(['sale', 'rent']), place: pickedPlace(PLACE_REQUIRED) })
  .extend(propertyShape)
  .superRefine(floorWithinBuilding);
export type ValuationFormValues = z.output<typeof valuationForm>;

const placeFields = z.object({
  latitude: coordinate(-90, 90, 'عرض جغرافیایی'),
  longitude: coordinate(-180, 180, 'طول جغرافیایی'),
  /** Neighbourhood id or Divar slug (a Persian name also resolves); replaces the coordinates when they are absent. */
  neighbourhood: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().min(1).max(100).optional()),
});

const AS_OF_FORMAT = 'تاریخ قیمت را به صورت سال و ماه شمسی بنویسید، مثلاً ۱۴۰۵-۰۵';
/** Solar Hijri years run in the 1400s now; a year from this one up is a Gregorian year (2026), never Hijri. */
const GREGORIAN_FROM = 1900;

/**
 * The price date a caller asks for (Solar Hijri year-month, Latin or Persian digits, `-` or `/`: 1405-05, ۱۴۰۵-۰۵,
 * 1405/5); absent = the market index's latest month. A month the index does not cover is refused by the engine with
 * the months it does. The pattern is the input's, so the OpenAPI document states what is accepted, and a Gregorian
 * month («2026-08», which the pattern admits) is told that the month is Solar Hijri, not given the format message.
 */
const asOfField = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? toLatinDigits(v).trim().replaceAll('/', '-') : v),
  z.string({ error: AS_OF_FORMAT })
    .regex(/^[0-9۰-۹]{4}[-/][0-9۰-۹]{1,2}$/, AS_OF_FORMAT)
    .refine((v) => Number(v.slice(0, 4)) < GREGORIAN_FROM, 'ماه را به تاریخ شمسی بنویسید، مانند ۱۴۰۵-۰۵')
    .meta({
      description:
        'تاریخ قیمت: سال و ماه شمسی (YYYY-MM یا YYYY/MM، رقم‌های لاتین یا فارسی، مانند 1405-05 یا ۱۴۰۵/۰۵)؛ بدون آن، آخرین ماه شاخص بازار. تاریخ میلادی پذیرفته نمی‌شود.',
      examples: ['1405-05', '۱۴۰۵/۰۵'],
    })
    .optional(),
);

/** POST /api/houses/price-suggestion/ and /api/houses/rental-evaluation/ (wire names fixed by issue 6). */
export const createValuationBody = z
  .object({
    service: serviceRef,
    request_id: requestId,
    as_of: asOfField,
    /** The Divar ad valued (its advertiser and visitor flows; their services require it, the others refuse it). */
    divar_post_token: z.preprocess((v) => (blank(v) ? undefined : v), postToken.optional()),
  })
  .extend(placeFields.shape)
  .extend(propertyShape)
  .superRefine((v, ctx) => {
    const hasPoint = v.latitude !== undefined && v.longitude !== undefined;
    if (!hasPoint && !v.neighbourhood) ctx.addIssue({ code: 'custom', path: ['latitude'], message: PLACE_REQUIRED });
    floorWithinBuilding(v, ctx);
  });
export type CreateValuationBodyInput = z.input<typeof createValuationBody>;
export type CreateValuationBody = z.output<typeof createValuationBody>;

export interface CreateValuationResponse {
  uuid: string;
}

/** POST /api/houses/price-suggestion-complementary/ and /api/houses/rental-evaluation-complementary/. */
export const upgradeValuationBody = z.object({
  uuid: resultUuid('شناسهٔ ارزیابی معتبر نیست'),
  service: serviceRef.optional(),
});
export type UpgradeValuationBody = z.input<typeof upgradeValuationBody>;

export interface UpgradeValuationResponse {
  uuid: string;
  tier: ValuationTier;
}

/** GET /api/houses/convert-postal-code/?postal_code= and /api/houses/auto-fill/?postal_code= (spec §5 ten-digit code). */
export const postalCodeQuery = z.object({ postal_code: postalCode });

// ------------------------------------------------------------------ result (GET by uuid)

export interface ValuationInputs {
  latitude: number | null;
  longitude: number | null;
  neighbourhood: string | null;
  area: number;
  rooms: number;
  build_year: number;
  floor: number;
  total_floors: number | null;
  elevator: boolean;
  parking: boolean;
  storage: boolean;
  postal_code: string | null;
}

export interface ValuationPlace {
  city: string;
  district: number;
  district_name: string;
  neighbourhood: { id: string; name: string; slug: string | null };
  /** The picked point (null when only the neighbourhood was given). */
  latitude: number | null;
  longitude: number | null;
}

export interface ValuationDriver {
  /** Feature group key, e.g. 'area', 'location', 'comparables'. */
  feature: string;
  /** Persian label. */
  label: string;
  /** Effect on this estimate, integer toman (positive raises it); effects sum to estimate − drivers_baseline. */
  effect: number;
}

/** The amenities a result gives a with/without figure for (engine `amenityWhatIf`). */
export type ValuationAmenity = 'elevator' | 'parking' | 'storage';

/**
 * The same flat valued by the same engine with one amenity flipped: what having it or not changes, which the drivers
 * (a share-out of the estimate among the features) do not say. Only for an amenity the model reads for this flat
 * (storage: not for a Divar-like sale, nor for rent).
 */
export interface ValuationWhatIf {
  feature: ValuationAmenity;
  /** Whether the flat of this figure has the amenity: the opposite of the input. */
  has: boolean;
  /** Its estimate, toman, rounded as the headline is (sale: total; rent: full-deposit equivalent). */
  total: number;
}

export interface ValuationComparable {
  neighbourhood: { id: string; name_fa: string };
  area: number;
  build_year: number | null;
  rooms: number | null;
  floor: number | null;
  elevator: boolean | null;
  parking: boolean | null;
  /** km from the requested point when both have coordinates. */
  distance_km: number | null;
  /** Jalali 'YYYY-MM' of the listing. */
  listing_month: string;
  source: string;
  /** Sale: asking price; rent: deposit and monthly rent as listed. */
  asking_price?: number;
  deposit?: number;
  monthly_rent?: number;
  /** Sale: price/m²; rent: full-deposit equivalent per m² (as listed). */
  price_per_m2: number;
  /** The listing's value brought to the price date with the index. */
  adjusted_to_price_date: number;
}

export interface ValuationNeighbourhoodStats {
  neighbourhood_id: string;
  listings: number;
  /** Toman per m² at the price date (rent: full-deposit equivalent per m²). */
  mean: number;
  p10: number;
  p25: number;
  median: number;
  p75: number;
  p90: number;
  /** Complementary tier only. */
  histogram: { edges: number[]; counts: number[] } | null;
}

export interface SaleEstimate {
  total: number;
  per_m2: number;
  /** 80 % range */
  low: number;
  high: number;
  confidence: ValuationConfidence;
}

export interface RentEstimate {
  /** Full-deposit (رهن کامل) equivalent, toman. */
  full_deposit: number;
  per_m2: number;
  low: number;
  high: number;
  confidence: ValuationConfidence;
  /** Monthly rent per toman of deposit: rent = (full_deposit − deposit) × rate. */
  conversion_rate: number;
  monthly_rent_without_deposit: number;
  splits: Array<{ deposit: number; monthly_rent: number }>;
}

/** The market index behind a result's price date (server/valuation/engine/price-index.ts). */
export interface ValuationPriceIndex {
  /** Jalali YYYY-MM the estimate is priced at (= price_date) */
  month: string;
  /** the latest month the index covers: the default price date */
  latest_month: string;
  /** the month the model values flats at, before the index moves them */
  reference_month: string;
  district: number;
  /** the series this month's movement follows: 'cbi' Central Bank transactions, 'kilid' asking prices, 'operator' an imported month */
  source: 'cbi' | 'kilid' | 'operator';
  /** Persian description of the series, e.g. «بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید … تا مرداد ۱۴۰۵» */
  label: string;
  /** index at the price date / index at the reference month (the district's) */
  factor: number;
  /** rent only: 'sale_index' = rent moves with the district's sale index (its backtest held within ±10 % median
   * bias); 'held' = no method held, rent stays at its data's month. rent_backtest: that check on held-out 1403 listings */
  rent_method?: 'sale_index' | 'held';
  rent_backtest?: { median_bias: number; mdape: number; ppe10: number; listings: number };
}

export type ValuationTrendSource = 'cbi' | 'kilid' | 'operator';

interface ValuationResultBase {
  uuid: string;
  tier: ValuationTier;
  created_at: string;
  /** Jalali YYYY-MM the estimate is expressed at. */
  price_date: string;
  /** The market index behind the price date (null in reports stored before issue 30). */
  price_index: ValuationPriceIndex | null;
  inputs: ValuationInputs;
  place: ValuationPlace;
  drivers: ValuationDriver[];
  /** Total number of drivers in the full report (the base tier lists the strongest few). */
  drivers_total: number;
  /**
   * Where the drivers start, toman: the model's typical price per m² over its Tehran listings at the reference month
   * (exp of their mean log price per m², a geometric mean close to the median, not the arithmetic mean), carried to the price date by the district's index, times the area (the listing-source effect folded in);
   * baseline + every driver's effect = the estimate. null in reports stored before it.
   */
  drivers_baseline: number | null;
  /** The same flat with each amenity the model reads flipped; null in reports stored before it. */
  what_if: ValuationWhatIf[] | null;
  /** Inputs the model did not read for this flat (the page marks them); null in reports stored before it. */
  unread_inputs: ValuationUnreadInput[] | null;
  comparables: ValuationComparable[];
  comparables_total: number;
  neighbourhood_stats: ValuationNeighbourhoodStats | null;
  /** The district's market index (toman/m²) to its latest month; `source` is absent in reports stored before issue 30. */
  district_trend: Array<{ month: string; price_per_m2: number; source?: ValuationTrendSource }>;
  /** Neighbourhood listings behind the estimate. */
  data_points: number;
  /** The model's listings (all Tehran) like the flat in area and in build year; null in reports stored before it. */
  data_support: ValuationDataSupport | null;
  /** 'برآورد هوشمند، نه کارشناسی رسمی' */
  label: string;
  /** Whether the extended report can still be bought (false once complementary). */
  can_upgrade: boolean;
  /** Whose services paid for it (spec §3): its extended report is bought with the same agent type's service. */
  agent_type: AgentType;
  /** The Divar ad it values (the Divar flows), null otherwise. */
  divar: ValuationDivarLink | null;
}

/** Listings of the valued kind the model learnt from, in all Tehran: within ±20 % of the area, within ±2 years of the build year. */
export interface ValuationDataSupport {
  similar_area: number;
  similar_build_year: number;
  /** the same as similar_area, in the valued neighbourhood only */
  similar_area_in_neighbourhood: number;
  /** Where the model reads them (sale; absent for rent and in reports stored before): listings with the same room
   * count, and within ±2 floors. */
  similar_rooms?: number;
  similar_floor?: number;
  /**
   * The same flat built OLDER_FLAT_YEARS earlier, when the model values it above the flat by more than
   * 1 / OLDER_FLAT_RATIO (newer flats are not worth less): its build year and total, toman. Absent otherwise.
   */
  older_flat?: { build_year: number; total: number };
  /**
   * Sale: the same flat SMALLER_FLAT_AREAS m² smaller the model values highest, when that is above the flat by more
   * than SMALLER_FLAT_TOLERANCE (a bigger flat is not worth less): its area and total, toman. Absent otherwise, for
   * rent and in reports stored before.
   */
  smaller_flat?: { area: number; total: number };
  /**
   * At a price date other than the model's reference month, the 80 % range's half-widths are widened by `factor` for
   * the carry's error over the `months` between them (negative = carried back): sale by the index's error, rent by
   * the widening fitted on the held-out 1403 listings (ml/rent_widening.py); `confidence_unwidened` is the label the
   * range would have had without it. Absent at the reference month and in reports stored before.
   */
  time_widening?: { factor: number; months: number; confidence_unwidened: ValuationConfidence };
}

export interface ValuationDivarLink {
  post_token: string;
  /** Its advertiser shows it on the ad (our add-on), so anyone may see it. */
  published_on_ad: boolean;
  /**
   * Divar did not answer our last change of the ad's add-on that involved it (it timed out): whether the ad shows it
   * (or, just taken off, still shows it) is not known until the next change Divar answers.
   */
  addon_unconfirmed: boolean;
  /** The signed-in viewer made it (false when the request carried no token). */
  own: boolean;
}

export interface SaleValuationResult extends ValuationResultBase {
  kind: 'sale';
  estimate: SaleEstimate;
}

export interface RentValuationResult extends ValuationResultBase {
  kind: 'rent';
  estimate: RentEstimate;
}

export type ValuationResult = SaleValuationResult | RentValuationResult;

/** Published accuracy of the model (ml/REPORT.md; artifact meta.json), per kind; null when not published. */
export interface ModelAccuracy {
  /** Share of held-out listings whose estimate fell within ±10 % / ±20 %, 0–1. */
  ppe10: number;
  ppe20: number;
  /** Median absolute percentage error, 0–1. */
  mdape: number;
  /** Share of held-out listings inside the stated 80 % range, 0–1. */
  coverage80: number | null;
  /** Number of held-out listings. */
  n: number;
  /**
   * Sale: the market index's check on later listings (ml/REPORT.md) — a model fitted on the 1401 listings alone,
   * priced at each later listing's month by the index. Absent when not published (and for rent, whose check travels
   * with the price index: `rent_backtest`).
   */
  later?: ModelLaterCheck;
  /**
   * Rent: the last month ('1403-10') of the held-out listings the rent method's backtest checked (ml/REPORT.md); no
   * data tested the method after it. Absent when not published.
   */
  backtest_last_month?: string;
}

/** The market index's check on later sale listings: the year of the listings the checked model was fitted on alone,
 * the last month any checked listing is from ('1403-10'), and per later file its listings' year, how many, and the
 * median error at their own month. */
export interface ModelLaterCheck {
  fitted_year: number;
  last_month: string;
  rows: ModelLaterCheckRow[];
}

export interface ModelLaterCheckRow {
  year: number;
  n: number;
  mdape: number;
}

export interface RegionalMunicipality {
  id: number;
  name: string;
  center: { latitude: number; longitude: number };
  /** Simplified outline as a GeoJSON Polygon ([lng, lat] pairs). */
  geometry: { type: 'Polygon'; coordinates: Array<Array<[number, number]>> };
}

// ------------------------------------------------------------------ presentation helpers (both sides)

// In a module of their own, free of zod: the result page's client islands import them.
export { CONFIDENCE_LABEL, laterCheckSentence, monthlyRentFor } from './valuation-display';
