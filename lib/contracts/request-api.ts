import { z } from 'zod';
import { createEnvironmentEvaluationBody } from '@/lib/contracts/environment';
import { requestId, serviceRef } from '@/lib/contracts/refs';
import { createLocationSuggestionBody, createRentSuggestionBody } from '@/lib/contracts/suggestion';
import { createValuationBody } from '@/lib/contracts/valuation';
import { toLatinDigits } from '@/lib/fa/digits';
import { messages } from '@/lib/validation/messages';
import '@/lib/validation/zod-locale';

// Request services (issue 33; spec §1 "a request-services (API) page", /services/request-api): API keys managed on
// the page, and the versioned API under /api/v1/ that sells the same services for the same credits. The request
// bodies are the pages' own contracts (so a rule changed for a form changes for the API too) with a default
// service; the OpenAPI document (server/request-api/openapi.ts) is generated from these schemas.

/** How a key is sent: `Authorization: Api-Key <key>`. */
export const API_KEY_SCHEME = 'Api-Key';
/** Every key starts with this, so a leaked one is recognisable (e.g. by secret scanners). */
export const API_KEY_PREFIX = 'arz_';
export const API_KEY_NAME_MAX = 60;
/** Keys one account may hold at once (revoked ones do not count). */
export const API_KEYS_PER_USER = 10;
/** Rows one batch may hold (issue 33). */
export const BATCH_MAX_ROWS = 10_000;
/** Batch requests (quotes included) one account may send a minute, over all its keys (server/request-api/batch). */
export const BATCH_REQUESTS_PER_MINUTE = 10;
/** Usage shown on the page, in days back from today. */
export const USAGE_DAYS = 30;

// ------------------------------------------------------------------ keys (the request-api page, signed in)

export const createApiKeyBody = z.object({
  name: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(API_KEY_NAME_MAX, `نام کلید حداکثر ${API_KEY_NAME_MAX.toLocaleString('fa-IR')} کاراکتر است`),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyBody>;

export interface ApiKeySummary {
  id: string;
  name: string;
  /** The key's first characters, shown so the owner can tell keys apart (the secret itself is never shown again). */
  prefix: string;
  rate_limit_per_minute: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The answer to creating a key: the only time the whole key is shown. */
export interface CreatedApiKey extends ApiKeySummary {
  key: string;
}

export interface ApiUsageDay {
  api_key_id: string;
  /** Tehran calendar day, YYYY-MM-DD (Gregorian; the page shows it in Jalali). */
  day: string;
  calls: number;
  failed_calls: number;
  credits: number;
  batch_rows: number;
}

export const apiKeyIdParam = z.uuid({ error: 'شناسهٔ کلید معتبر نیست' });

// ------------------------------------------------------------------ /api/v1/ requests

const serviceFor = (name: string, what: string) =>
  serviceRef
    .default(name)
    .meta({ description: `سرویسی که هزینه‌اش پرداخت می‌شود، با نام یا شناسه (پیش‌فرض ${name}: ${what})؛ سرویس *_product_complementary گزارش تکمیلی می‌دهد.` });

export const apiSaleValuationBody = createValuationBody.safeExtend({ service: serviceFor('price_evaluation_product_base', 'قیمت‌گذاری خرید و فروش، ۱ اعتبار') });
export const apiRentValuationBody = createValuationBody.safeExtend({ service: serviceFor('rental_evaluation_product_base', 'برآورد اجاره، ۱ اعتبار') });
export const apiNeighbourhoodEvaluationBody = createEnvironmentEvaluationBody.safeExtend({
  service: serviceFor('environmental_evaluation_product_base', 'ارزیابی محله، ۱ اعتبار'),
});
export const apiBuySuggestionBody = createLocationSuggestionBody.safeExtend({ service: serviceFor('buy_suggestion_product_base', 'پیشنهاد محل خرید، ۱ اعتبار') });
export const apiRentSuggestionBody = createRentSuggestionBody.safeExtend({ service: serviceFor('rent_suggestion_product_base', 'پیشنهاد محل اجاره، ۱ اعتبار') });

const blank = (v: unknown) => v === '' || v === null || v === undefined;

const batchKind = z.enum(['sale', 'rent'], { error: 'نوع ارزیابی باید sale یا rent باشد' }).meta({ description: 'sale: قیمت کل فروش؛ rent: معادل رهن کامل' });
const asOf = z
  .preprocess((v) => (blank(v) ? undefined : typeof v === 'string' ? toLatinDigits(v).trim() : v), z.string().max(10).optional())
  .meta({ description: 'ماه شمسی قیمت همهٔ ردیف‌ها، YYYY-MM (پیش‌فرض: آخرین تاریخ قیمت)' });
const dryRun = z
  .preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || blank(v) ? false : v), z.boolean({ error: messages.invalid }))
  .meta({ description: 'true: فقط پیش‌فاکتور (تعداد ردیف، اعتبار لازم، قالب فایل، تاریخ قیمت)؛ چیزی ثبت و کسر نمی‌شود' });

/** Query of POST /api/v1/valuations/batch/ with a CSV body (Content-Type: text/csv). */
export const batchCsvQuery = z.object({ kind: batchKind, as_of: asOf, request_id: requestId, dry_run: dryRun });
export type BatchCsvQuery = z.output<typeof batchCsvQuery>;

const cell = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
/** One row of a JSON batch: the canonical CSV columns (ml/README.md); any other key is carried to the output as is. */
export const batchRow = z
  .object({
    neighbourhood: z.string().max(100).optional().meta({ description: 'نام فارسی محله یا شناسهٔ دیوار آن (یا latitude و longitude)' }),
    latitude: z.union([z.number(), z.string()]).optional(),
    longitude: z.union([z.number(), z.string()]).optional(),
    area: z.union([z.number(), z.string()]).meta({ description: 'متراژ، متر مربع' }),
    build_year: z.union([z.number(), z.string()]).meta({ description: 'سال ساخت شمسی، مثلاً ۱۳۹۵' }),
    rooms: z.union([z.number(), z.string(), z.null()]).optional(),
    floor: z.union([z.number(), z.string(), z.null()]).optional(),
    total_floors: z.union([z.number(), z.string(), z.null()]).optional(),
    elevator: z.union([z.boolean(), z.string(), z.number(), z.null()]).optional(),
    parking: z.union([z.boolean(), z.string(), z.number(), z.null()]).optional(),
    storage: z.union([z.boolean(), z.string(), z.number(), z.null()]).optional(),
    source: z.enum(['divar', 'portal', 'other']).optional(),
  })
  .catchall(cell);

/** POST /api/v1/valuations/batch/ with a JSON body. */
export const batchJsonBody = z.object({
  kind: batchKind,
  as_of: asOf,
  request_id: requestId,
  dry_run: dryRun,
  rows: z
    .array(batchRow, { error: 'ردیف‌ها باید فهرستی از اشیا باشند' })
    .min(1, 'دست‌کم یک ردیف لازم است')
    .max(BATCH_MAX_ROWS, `یک دسته حداکثر ${BATCH_MAX_ROWS.toLocaleString('fa-IR')} ردیف دارد`),
});
export type BatchJsonBody = z.output<typeof batchJsonBody>;

export const batchJobIdParam = z.uuid({ error: 'شناسهٔ دسته معتبر نیست' });

// ------------------------------------------------------------------ /api/v1/ responses (documented, and checked against real answers)

export type BatchJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A row a batch's quote already knows will fail: its number after the header (1 = the first row) and the error. */
export const batchRowProblem = z.strictObject({ row: z.number().int(), error: z.string() });

export const batchQuoteResponse = z.strictObject({
  kind: z.enum(['sale', 'rent']),
  layout: z.string().meta({ description: 'قالب شناخته‌شدهٔ فایل (canonical، divar-sale، portal-sale، merged-sale، rent-1400)' }),
  price_date: z.string().meta({ description: 'ماه شمسی قیمت ردیف‌ها، YYYY-MM' }),
  rows: z.number().int(),
  credits_per_row: z.number().int(),
  credits: z.number().int().meta({ description: 'با ثبت دسته کسر می‌شود؛ اعتبار ردیف‌های ناموفق در پایان برمی‌گردد' }),
  balance: z.number().int().meta({ description: 'اعتبار فعلی صاحب کلید (رایگان + خریداری‌شده)' }),
  invalid_rows: z
    .number()
    .int()
    .meta({ description: 'ردیف‌هایی که از همین حالا ارزیابی‌پذیر نیستند (عدد نخواندنی، بیرون از بازه، محلهٔ ناشناخته): در rows و credits شمرده شده‌اند، در نتیجه با ستون error می‌آیند و اعتبارشان در پایان برمی‌گردد' }),
  invalid_examples: z.array(batchRowProblem).meta({ description: 'نخستین ردیف‌های ارزیابی‌ناپذیر (حداکثر ۵) با خطایی که در نتیجه خواهند داشت' }),
});
export type BatchQuote = z.output<typeof batchQuoteResponse>;

/** 403 of a batch the balance does not cover: the spec's sentence, and the figures to act on. */
export const batchShortOfCreditResponse = z.strictObject({
  detail: z.string().meta({ description: 'اعتبار شما برای استفاده از این سرویس کافی نیست.' }),
  credits_required: z.number().int().meta({ description: 'اعتباری که این دسته لازم دارد (rows × credits_per_row)' }),
  credits_available: z.number().int().meta({ description: 'اعتبار فعلی صاحب کلید (رایگان + خریداری‌شده)' }),
  rows: z.number().int(),
  invalid_rows: z.number().int().meta({ description: 'مانند invalid_rows پیش‌نمایش: در credits_required شمرده شده‌اند' }),
  invalid_examples: z.array(batchRowProblem),
  hint: z.string().meta({ description: 'همین ارقام به فارسی، و اینکه چه باید کرد' }),
});
export type BatchShortOfCredit = z.output<typeof batchShortOfCreditResponse>;

export const batchJobResponse = z.strictObject({
  id: z.uuid(),
  kind: z.enum(['sale', 'rent']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  input_format: z.enum(['csv', 'json']),
  layout: z.string(),
  price_date: z.string(),
  total_rows: z.number().int(),
  done_rows: z.number().int().meta({ description: 'ردیف‌های ارزیابی‌شده تا کنون، ناموفق‌ها هم' }),
  error_rows: z.number().int(),
  credits_charged: z.number().int(),
  credits_refunded: z.number().int(),
  failure: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  result_url: z.string().nullable().meta({ description: 'نشانی نتیجهٔ CSV (UTF-8 با BOM) پس از پایان دسته' }),
});
export type BatchJob = z.output<typeof batchJobResponse>;

export const apiAccountResponse = z.strictObject({
  key: z.strictObject({ id: z.uuid(), name: z.string(), prefix: z.string(), rate_limit_per_minute: z.number().int() }),
  credits: z.strictObject({ paid: z.number().int(), free: z.number().int(), total: z.number().int() }),
  usage_today: z.strictObject({ calls: z.number().int(), failed_calls: z.number().int(), credits: z.number().int(), batch_rows: z.number().int() }),
  prices: z.array(z.strictObject({ service: z.string(), title: z.string(), credits: z.number().int() })),
});
export type ApiAccount = z.output<typeof apiAccountResponse>;

/** DRF-style error bodies (spec §8): `{detail}` or `{field: [messages]}`. */
export const errorResponse = z.union([
  z.object({ detail: z.string(), code: z.string().optional() }),
  z.record(z.string(), z.array(z.string())),
]);
