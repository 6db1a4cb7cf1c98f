import { z } from 'zod';
import { AGENT_TYPES } from '@/lib/contracts/billing';
import { ENVIRONMENT_CATEGORY_IDS, type EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import type { SuggestionResult } from '@/lib/contracts/suggestion';
import type { RentValuationResult, SaleValuationResult } from '@/lib/contracts/valuation';

// The /api/v1/ answers as zod schemas, for the OpenAPI document. They describe the result types the pages read
// (lib/contracts/valuation.ts, environment.ts, suggestion.ts): the compile-time checks at the end keep each schema
// assignable to its type, and tests/integration/request-api-openapi.test.ts parses real answers with them (strict
// objects), so a field added to or dropped from a result without its schema fails there.

const int = () => z.number().int();
const confidence = z.enum(['high', 'medium', 'low']);
const month = z.string().meta({ description: 'ماه شمسی، YYYY-MM' });

const valuationInputs = z.strictObject({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  neighbourhood: z.string().nullable(),
  area: z.number(),
  rooms: int(),
  build_year: int(),
  floor: int(),
  total_floors: int().nullable(),
  elevator: z.boolean(),
  parking: z.boolean(),
  storage: z.boolean(),
  postal_code: z.string().nullable(),
});

const valuationPlace = z.strictObject({
  city: z.string(),
  district: int(),
  district_name: z.string(),
  neighbourhood: z.strictObject({ id: z.string(), name: z.string(), slug: z.string().nullable() }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

const driver = z.strictObject({
  feature: z.string(),
  label: z.string(),
  effect: int().meta({ description: 'تومان؛ جمع اثرها برابر برآورد منهای drivers_baseline است' }),
});

const comparable = z.strictObject({
  neighbourhood: z.strictObject({ id: z.string(), name_fa: z.string() }),
  area: z.number(),
  build_year: int().nullable(),
  rooms: int().nullable(),
  floor: int().nullable(),
  elevator: z.boolean().nullable(),
  parking: z.boolean().nullable(),
  distance_km: z.number().nullable(),
  listing_month: month,
  source: z.string(),
  asking_price: z.number().optional(),
  deposit: z.number().optional(),
  monthly_rent: z.number().optional(),
  price_per_m2: z.number(),
  adjusted_to_price_date: z.number(),
});

const neighbourhoodStats = z.strictObject({
  neighbourhood_id: z.string(),
  listings: int(),
  mean: z.number(),
  p10: z.number(),
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  p90: z.number(),
  histogram: z.strictObject({ edges: z.array(z.number()), counts: z.array(int()) }).nullable(),
});

const indexSource = z.enum(['cbi', 'kilid', 'operator']);

const priceIndex = z.strictObject({
  month,
  latest_month: month.meta({ description: 'آخرین ماهی که شاخص بازار پوشش می‌دهد (تاریخ قیمت پیش‌فرض)' }),
  reference_month: month.meta({ description: 'ماه آگهی‌های پایهٔ مدل، پیش از آنکه شاخص برآورد را به تاریخ قیمت ببرد' }),
  district: int(),
  source: indexSource,
  label: z.string(),
  factor: z.number().meta({ description: 'شاخص منطقه در تاریخ قیمت تقسیم بر شاخص آن در ماه پایهٔ مدل' }),
  rent_method: z.enum(['sale_index', 'held']).optional(),
  rent_backtest: z.strictObject({ median_bias: z.number(), mdape: z.number(), ppe10: z.number(), listings: int() }).optional(),
});

const valuationCommon = {
  uuid: z.uuid(),
  tier: z.enum(['base', 'complementary']),
  created_at: z.string(),
  price_date: month.meta({ description: 'ماه شمسی‌ای که برآورد به قیمت آن است، YYYY-MM' }),
  price_index: priceIndex.nullable(),
  inputs: valuationInputs,
  place: valuationPlace,
  drivers: z.array(driver),
  drivers_total: int(),
  drivers_baseline: int()
    .nullable()
    .meta({
      description:
        'نقطهٔ شروع عوامل، تومان: قیمت معمول (میانهٔ تقریبی) هر متر آگهی‌های کل تهران در دادهٔ مدل، یعنی میانگین هندسی و نه میانگین حسابی، با شاخص منطقه به تاریخ قیمت، ضرب در متراژ؛ مبنا به‌علاوهٔ اثر همهٔ عوامل برابر برآورد است (null در گزارش‌های پیش از آن)',
    }),
  what_if: z
    .array(
      z.strictObject({
        feature: z.enum(['elevator', 'parking', 'storage']),
        has: z.boolean().meta({ description: 'آیا ملکِ این رقم این امکان را دارد (خلاف ورودی)' }),
        total: int().meta({ description: 'تومان؛ برآورد همان ملک با همین یک تغییر (اجاره: معادل رهن کامل)' }),
      }),
    )
    .nullable()
    .meta({
      description:
        'همین ملک با وارونه شدن هر امکانی که مدل برای آن می‌خواند (آسانسور، پارکینگ، و انباری جز در برآورد همانند دیوار و اجاره)، با همان مدل؛ ' +
        'اثر عوامل (drivers) سهم هر ویژگی از برآورد است و با این تفاوت یکی نیست (null در گزارش‌های پیش از آن)',
    }),
  unread_inputs: z
    .array(z.enum(['storage', 'total_floors']))
    .nullable()
    .meta({
      description:
        'ورودی‌هایی که مدل برای این ملک نمی‌خواند و برآورد را تغییر نمی‌دهند (انباری و تعداد طبقات در برآورد همانند آگهی دیوار و در اجاره؛ null در گزارش‌های پیش از آن)',
    }),
  comparables: z.array(comparable),
  comparables_total: int(),
  neighbourhood_stats: neighbourhoodStats.nullable(),
  district_trend: z.array(z.strictObject({ month, price_per_m2: z.number(), source: indexSource.optional() })),
  data_points: int(),
  data_support: z
    .strictObject({
      similar_area: int(),
      similar_build_year: int(),
      similar_area_in_neighbourhood: int(),
      similar_rooms: int().optional().meta({ description: 'فروش: آگهی‌های با همین تعداد اتاق؛ کمتر از ۲۰ یعنی اطمینان پایین' }),
      similar_floor: int().optional().meta({ description: 'فروش: آگهی‌های با طبقهٔ ±۲ این ملک؛ کمتر از ۲۰ یعنی اطمینان پایین' }),
      older_flat: z
        .strictObject({ build_year: int(), total: int() })
        .optional()
        .meta({ description: 'همین ملک با ۵ سال ساخت قدیمی‌تر، وقتی مدل آن را بیش از ۱/۰٫۷ برابر این ملک برآورد می‌کند (اطمینان پایین)' }),
      smaller_flat: z
        .strictObject({ area: z.number(), total: int() })
        .optional()
        .meta({ description: 'فروش: همین ملک با ۱، ۲ یا ۵ متر کمتر، وقتی مدل آن را بیش از ۵٪ گران‌تر از این ملک برآورد می‌کند (اطمینان پایین)' }),
      time_widening: z
        .strictObject({ factor: z.number(), months: int(), confidence_unwidened: confidence })
        .optional()
        .meta({
          description:
            'فروش در تاریخی جز ماه آگهی‌های پایهٔ مدل: نیمه‌پهنای بازه factor برابر شده (خطای شاخص در months ماه فاصله، منفی یعنی به عقب)؛ ' +
            'confidence_unwidened اطمینانِ همان بازه بدون این پهن‌شدن است',
        }),
    })
    .nullable()
    .meta({
      description:
        'آگهی‌های همین نوع در کل تهران که مدل از آن‌ها آموخته: با متراژ در ±۲۰٪ متراژ ملک و با سال ساخت در ±۲ سال آن؛ کمتر از ۲۰ یعنی اطمینان پایین؛ ' +
        'و با همان متراژ در خود محله، که کمتر از ۵ یعنی اطمینان هرگز بالا نیست (null در گزارش‌های پیش از آن)',
    }),
  label: z.string(),
  can_upgrade: z.boolean(),
  agent_type: z.enum(AGENT_TYPES).meta({ description: 'سرویس‌های کدام گروه هزینهٔ آن را پرداخت کرده است' }),
  divar: z
    .strictObject({ post_token: z.string(), published_on_ad: z.boolean(), addon_unconfirmed: z.boolean(), own: z.boolean() })
    .nullable()
    .meta({ description: 'آگهی دیوار ارزیابی‌شده (در مسیرهای دیوار)، وگرنه null' }),
};

export const saleValuationResult = z
  .strictObject({
    ...valuationCommon,
    kind: z.literal('sale'),
    estimate: z.strictObject({
      total: int().meta({ description: 'قیمت کل، تومان' }),
      per_m2: int(),
      low: int().meta({ description: 'کران پایین بازهٔ ۸۰ درصدی، تومان' }),
      high: int(),
      confidence,
    }),
  });

export const rentValuationResult = z
  .strictObject({
    ...valuationCommon,
    kind: z.literal('rent'),
    estimate: z.strictObject({
      full_deposit: int().meta({ description: 'معادل رهن کامل، تومان' }),
      per_m2: int(),
      low: int(),
      high: int(),
      confidence,
      conversion_rate: z.number().meta({ description: 'اجارهٔ ماهانه به ازای هر تومان ودیعه' }),
      monthly_rent_without_deposit: int(),
      splits: z.array(z.strictObject({ deposit: int(), monthly_rent: int() })),
    }),
  });

const categoryId = z.enum(ENVIRONMENT_CATEGORY_IDS);

export const neighbourhoodEvaluationResult = z
  .strictObject({
    uuid: z.uuid(),
    tier: z.enum(['base', 'extended']),
    created_at: z.string(),
    criteria_version: z.string(),
    place: z.strictObject({
      latitude: z.number(),
      longitude: z.number(),
      city: z.string(),
      district: int(),
      district_name: z.string(),
      neighbourhood: z.strictObject({ id: z.string(), name: z.string() }),
    }),
    overall_score: z.number().meta({ description: 'امتیاز کلی ۰ تا ۱۰۰' }),
    percentile: z.number().nullable(),
    tehran_median_score: z.number().nullable(),
    categories: z.array(
      z.strictObject({
        id: categoryId,
        name: z.string(),
        score: z.number().nullable(),
        weight: z.number().meta({ description: 'سهم دسته از امتیاز کل، درصد (فقط شاخص‌های دارای داده)' }),
        tehran_median: z.number().nullable(),
      }),
    ),
    criteria: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        category: categoryId,
        value: z.number().nullable(),
        unit: z.string(),
        score: z.number().nullable(),
        available: z.boolean(),
        reason: z.string().optional(),
        source: z.string(),
        weight: z.number(),
        method: z.string(),
        detail: z.string().optional(),
        tehran_median_value: z.number().nullable(),
        tehran_median_places: int()
          .optional()
          .meta({ description: 'میانه روی چند مرکز محله از محله‌های تهران است، وقتی همهٔ محله‌ها داده ندارند (پوشش ناقص)' }),
      }),
    ),
    criteria_total: int(),
    criteria_available: int(),
    nearby: z.array(
      z.strictObject({ kind: z.string(), kind_name: z.string(), name: z.string(), latitude: z.number(), longitude: z.number(), distance_m: z.number() }),
    ),
    sources: z.array(z.strictObject({ id: z.string(), name: z.string(), date: z.string(), licence: z.string() })),
    can_upgrade: z.boolean(),
    agent_type: valuationCommon.agent_type,
    divar: valuationCommon.divar,
  });

// lib/contracts/confidence-reason.ts ConfidenceCause, as a suggestion card stores it.
const similarTrait = z.enum(['area', 'build_year', 'rooms', 'floor']);
const confidenceCause = z
  .discriminatedUnion('cause', [
    z.strictObject({ cause: z.literal('price_date'), months: int(), unwidened: confidence }),
    z.strictObject({ cause: z.literal('few_in_neighbourhood'), listings: int() }),
    z.strictObject({ cause: z.literal('thin_neighbourhood'), listings: int() }),
    z.strictObject({ cause: z.literal('few_similar'), few: z.array(z.strictObject({ trait: similarTrait, listings: int() })) }),
    z.strictObject({ cause: z.literal('few_of_size_in_neighbourhood'), listings: int() }),
    z.strictObject({ cause: z.literal('older_flat'), build_year: int(), total: z.number() }),
    z.strictObject({ cause: z.literal('smaller_flat'), area: z.number(), total: z.number() }),
    z.strictObject({ cause: z.literal('wide_range'), below: z.number(), above: z.number() }),
  ])
  .meta({
    description:
      'چرا اطمینان «بالا» نیست، با همان عددی که صفحهٔ ارزیابی قیمت نشان می‌دهد: price_date (ماه‌های فاصلهٔ تاریخ قیمت)، few_in_neighbourhood و thin_neighbourhood (آگهی‌های محله)، few_similar (آگهی‌های تهران با هر ویژگی کمیاب)، few_of_size_in_neighbourhood، older_flat، smaller_flat، wide_range (پهنای بازه نسبت به برآورد)',
  });

const suggestion = z.strictObject({
  neighbourhood: z.strictObject({ id: z.string(), name: z.string() }),
  district: int(),
  district_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  expected_price: z.number().optional(),
  expected_full_deposit: z.number().optional(),
  expected_split: z.strictObject({ deposit: z.number(), monthly_rent: z.number() }).optional(),
  area: z.number(),
  margin: z.strictObject({ toman: z.number(), percent: z.number() }),
  fits: z.boolean(),
  may_exceed_budget: z
    .boolean()
    .optional()
    .meta({ description: 'برآورد در بودجه است ولی قیمت ممکن است از بودجه بیشتر شود: بالای بازهٔ ۸۰٪ از بودجه بیشتر است یا بررسی سال ساخت یا متراژ مدل برآورد را نقض می‌کند' }),
  range: z
    .strictObject({ low: z.number(), high: z.number() })
    .optional()
    .meta({ description: 'بازهٔ ۸۰٪ قیمت این خانه در محله (اجاره: معادل رهن کامل)، تومان' }),
  confidence: confidence.optional().meta({ description: 'اطمینان برآورد این خانه در محله، همان که ارزیابی قیمت با طبقهٔ نامشخص نشان می‌دهد' }),
  confidence_cause: confidenceCause.optional(),
  older_flat: z
    .strictObject({ build_year: int(), expected: z.number() })
    .optional()
    .meta({ description: 'همین خانه با سال ساخت قدیمی‌تر که مدل آن را بسیار گران‌تر برآورد می‌کند؛ برآورد این محله ناسازگار است' }),
  smaller_flat: z
    .strictObject({ area: z.number(), expected: z.number() })
    .optional()
    .meta({ description: 'همین خانه با متراژ چند متر کمتر که مدل آن را گران‌تر برآورد می‌کند؛ برآورد این محله ناسازگار است (فقط خرید)' }),
  needed: z.strictObject({ budget: z.number(), affordable_area: z.number().nullable() }).optional(),
  match_score: z.number(),
  categories: z.array(z.strictObject({ id: categoryId, name: z.string(), score: z.number().nullable() })),
  must_have_share: z.number().nullable(),
  data_points: int(),
  thin_data: z.boolean(),
  reason: z.string(),
});

export const suggestionResult = z
  .strictObject({
    uuid: z.uuid(),
    kind: z.enum(['buy', 'rent']),
    tier: z.enum(['base', 'complementary']),
    price_date: month,
    price_index_label: z
      .string()
      .optional()
      .meta({ description: 'شاخص قیمتی که قیمت‌ها را به این تاریخ آورده، با همان عبارت صفحهٔ ارزیابی قیمت' }),
    fits: z.boolean(),
    fitting_count: int(),
    considered_count: int(),
    similar_listings: int()
      .optional()
      .meta({ description: 'آگهی‌های مدل در کل تهران با متراژی در ±۲۰٪ متراژ خانه؛ کمتر از ۲۰ یعنی قیمت‌های برآوردی برای چنین خانه‌ای سنجیده نشده است' }),
    ranked_by: z
      .string()
      .optional()
      .meta({ description: 'آنچه محله‌های درون بودجه بر پایهٔ آن رتبه گرفته‌اند (نزدیکی به بودجه، دسته‌های مهم، امکانات خواسته‌شده)' }),
    suggestions: z.array(suggestion),
    request: z.strictObject({
      budget: z.number().optional(),
      deposit_budget: z.number().optional(),
      rent_budget: z.number().optional(),
      full_deposit_budget: z.number().optional(),
      conversion_rate: z.number().optional(),
      area: z.number(),
      area_from_rooms: z.boolean(),
      rooms: int().nullable(),
      rooms_from_area: z
        .boolean()
        .optional()
        .meta({ description: 'تعداد اتاق داده نشده بود: تعداد اتاق رایج آگهی‌های هم‌متراژ (±۲۰٪) برای برآورد به کار رفت' }),
      elevator: z.boolean(),
      parking: z.boolean(),
      unasked_as_absent: z
        .literal(true)
        .optional()
        .meta({ description: 'آسانسور یا پارکینگی که خواسته نشده بود «ندارد» برآورد شد، همان‌طور که فرم قیمت‌گذاری خانهٔ خالی را می‌خواند' }),
      max_age: int().nullable(),
      build_year: int().optional().meta({ description: 'سال ساختی که قیمت‌ها برای آن برآورد شده‌اند (نیمهٔ حداکثر سن بنا، یا ۱۰ سال)' }),
      weights: z.record(categoryId, z.number()),
      include_districts: z.array(int()),
      exclude_districts: z.array(int()),
    }),
    label: z.literal('برآورد هوشمند، نه کارشناسی رسمی'),
    created_at: z.string(),
  });

// Each schema's output must be a value of the type the pages read: a field renamed on one side fails to compile.
type Assignable<S, T> = S extends T ? true : false;
export const RESULT_SCHEMAS_MATCH_TYPES: [
  Assignable<z.output<typeof saleValuationResult>, SaleValuationResult>,
  Assignable<z.output<typeof rentValuationResult>, RentValuationResult>,
  Assignable<z.output<typeof neighbourhoodEvaluationResult>, EnvironmentEvaluationResult>,
  Assignable<z.output<typeof suggestionResult>, SuggestionResult>,
] = [true, true, true, true];
