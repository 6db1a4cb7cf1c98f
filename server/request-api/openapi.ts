import 'server-only';

import { z } from 'zod';
import {
  API_KEY_SCHEME,
  apiAccountResponse,
  apiBuySuggestionBody,
  apiNeighbourhoodEvaluationBody,
  apiRentSuggestionBody,
  apiRentValuationBody,
  apiSaleValuationBody,
  BATCH_MAX_ROWS,
  batchCsvQuery,
  batchJobResponse,
  batchJsonBody,
  batchQuoteResponse,
  batchShortOfCreditResponse,
  errorResponse,
} from '@/lib/contracts/request-api';
import { neighbourhoodEvaluationResult, rentValuationResult, saleValuationResult, suggestionResult } from '@/lib/contracts/request-api-results';

// The OpenAPI 3.1 document of /api/v1/, generated from the zod contracts the handlers parse with (zod 4's
// z.toJSONSchema; OpenAPI 3.1 schemas are JSON Schema 2020-12). Nothing here restates a field: the operations
// table names each path's contracts, its Persian summary and an example that tests/integration send for real.

type JsonSchema = Record<string, unknown>;

export type HttpMethod = 'get' | 'post';

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI path, e.g. /api/v1/valuations/batch/{id}/ */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  /** JSON body. */
  body?: z.ZodType;
  /** A second body type (the batch's CSV file), with the query that then carries the options. */
  csvBody?: { query: z.ZodObject; description: string };
  pathParams?: Record<string, string>;
  /** Status → schema of a JSON answer, or 'csv' for a CSV file. */
  responses: Record<number, { description: string; schema?: z.ZodType; csv?: true }>;
  /** Whether the call spends credits (its answer then says how many in headers). */
  metered: boolean;
  example?: unknown;
  csvExample?: { query: string; file: string };
}

const FLAT = { area: 95, rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: true, storage: false };

export const API_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/v1/account/',
    operationId: 'getAccount',
    tag: 'حساب',
    summary: 'حساب کلید: اعتبار، مصرف امروز و قیمت هر سرویس',
    description: 'کلیدی که با آن فراخوانی کرده‌اید، اعتبار صاحب کلید (رایگان و خریداری‌شده)، مصرف امروز این کلید و اعتبار لازم برای هر سرویس. هزینه‌ای ندارد.',
    responses: { 200: { description: 'حساب کلید', schema: apiAccountResponse } },
    metered: false,
  },
  {
    method: 'post',
    path: '/api/v1/valuations/sale/',
    operationId: 'createSaleValuation',
    tag: 'قیمت‌گذاری',
    summary: 'قیمت‌گذاری خرید و فروش یک ملک',
    description:
      'قیمت برآوردی کل و هر متر مربع با بازهٔ ۸۰ درصدی، میزان اطمینان، عوامل مؤثر، آگهی‌های مشابه و روند قیمت منطقه. محل را با `latitude`/`longitude` یا نام محله (`neighbourhood`) بدهید. همان مدل و همان گزارشی است که در صفحهٔ قیمت‌گذاری ساخته می‌شود.',
    body: apiSaleValuationBody,
    responses: { 200: { description: 'گزارش ذخیره‌شده (uuid آن در سایت هم باز می‌شود)', schema: saleValuationResult } },
    metered: true,
    example: { latitude: 35.7575, longitude: 51.4105, ...FLAT },
  },
  {
    method: 'post',
    path: '/api/v1/valuations/rent/',
    operationId: 'createRentValuation',
    tag: 'قیمت‌گذاری',
    summary: 'برآورد رهن و اجاره',
    description: 'معادل رهن کامل، اجارهٔ ماهانه بدون ودیعه و چند ترکیب ودیعه و اجاره با همان نرخ تبدیل سایت.',
    body: apiRentValuationBody,
    responses: { 200: { description: 'گزارش ذخیره‌شده', schema: rentValuationResult } },
    metered: true,
    example: { neighbourhood: 'ونک', ...FLAT },
  },
  {
    method: 'post',
    path: '/api/v1/neighbourhood-evaluations/',
    operationId: 'createNeighbourhoodEvaluation',
    tag: 'ارزیابی محله',
    summary: 'ارزیابی محله با ۵۰ شاخص',
    description: 'امتیاز کلی و امتیاز هشت دسته (حمل‌ونقل، سلامت، آموزش، …) برای یک نقطه از تهران، با مقایسه با میانهٔ تهران.',
    body: apiNeighbourhoodEvaluationBody,
    responses: { 200: { description: 'گزارش ذخیره‌شده', schema: neighbourhoodEvaluationResult } },
    metered: true,
    example: { latitude: 35.7575, longitude: 51.4105 },
  },
  {
    method: 'post',
    path: '/api/v1/suggestions/buy/',
    operationId: 'createBuySuggestion',
    tag: 'پیشنهاد محل',
    summary: 'پیشنهاد محل خرید برای یک بودجه',
    description: 'محله‌هایی از تهران که خانهٔ مورد نظر با این بودجه در آن‌ها خریدنی است، رتبه‌بندی‌شده با وزن‌هایی که برای دسته‌های شاخص می‌دهید.',
    body: apiBuySuggestionBody,
    responses: { 200: { description: 'پیشنهاد ذخیره‌شده', schema: suggestionResult } },
    metered: true,
    example: { budget: 15_000_000_000, area: 90, rooms: 2, weights: { transport: 1, green: 0.5 } },
  },
  {
    method: 'post',
    path: '/api/v1/suggestions/rent/',
    operationId: 'createRentSuggestion',
    tag: 'پیشنهاد محل',
    summary: 'پیشنهاد محل اجاره برای ودیعه و اجارهٔ ماهانه',
    description: 'مثل پیشنهاد خرید، با ودیعه و اجارهٔ ماهانه که به معادل رهن کامل تبدیل و مقایسه می‌شوند.',
    body: apiRentSuggestionBody,
    responses: { 200: { description: 'پیشنهاد ذخیره‌شده', schema: suggestionResult } },
    metered: true,
    example: { deposit_budget: 1_500_000_000, rent_budget: 30_000_000, area: 80 },
  },
  {
    method: 'post',
    path: '/api/v1/valuations/batch/',
    operationId: 'createBatchValuation',
    tag: 'ارزیابی دسته‌ای',
    summary: `ارزیابی دسته‌ای تا ${BATCH_MAX_ROWS.toLocaleString('fa-IR')} ردیف`,
    description:
      'فایل CSV (با همان قالب‌های ابزار خط فرمان: ستون‌های canonical یا فایل‌های دیوار و پورتال) یا JSON با آرایهٔ `rows`. کل دسته یک بار قیمت‌گذاری و از اعتبار کسر می‌شود (هر ردیف برابر یک قیمت‌گذاری پایه) و ارزیابی در پس‌زمینه انجام می‌شود؛ اعتبار ردیف‌های ناموفق پس از پایان برمی‌گردد. با `dry_run=true` فقط پیش‌فاکتور می‌گیرید، با شمار و نمونهٔ ردیف‌هایی که از همین حالا ارزیابی‌پذیر نیستند (`invalid_rows`، `invalid_examples`) تا پیش از پرداخت درستشان کنید.',
    body: batchJsonBody,
    csvBody: { query: batchCsvQuery, description: 'فایل CSV به صورت بدنهٔ خام (UTF-8، UTF-16 یا Windows-1256)' },
    responses: {
      200: { description: 'پیش‌فاکتور (dry_run) یا همان دسته برای request_id تکراری', schema: z.union([batchQuoteResponse, batchJobResponse]) },
      202: { description: 'دسته ثبت و هزینه‌اش کسر شد؛ وضعیت را از سرآیند Location بپرسید', schema: batchJobResponse },
      403: {
        description: 'اعتبار کافی نیست: اعتبار لازم و موجود، و ردیف‌هایی که از همین حالا ارزیابی‌پذیر نیستند (هیچ چیز کسر یا ثبت نشد)',
        schema: batchShortOfCreditResponse,
      },
    },
    metered: true,
    example: {
      kind: 'sale',
      rows: [
        { id: 'a-1', neighbourhood: 'ونک', area: 95, build_year: 1395, rooms: 2, floor: 3, elevator: true, parking: true },
        { id: 'a-2', latitude: 35.7005, longitude: 51.3381, area: 70, build_year: 1388 },
      ],
    },
    csvExample: { query: 'kind=sale', file: 'listings.csv' },
  },
  {
    method: 'get',
    path: '/api/v1/valuations/batch/{id}/',
    operationId: 'getBatchValuation',
    tag: 'ارزیابی دسته‌ای',
    summary: 'وضعیت یک دسته',
    description: 'پیشرفت دسته (queued، running، done یا failed)، تعداد ردیف‌های ارزیابی‌شده و ناموفق، اعتبار کسرشده و برگشتی.',
    pathParams: { id: 'شناسهٔ دسته' },
    responses: { 200: { description: 'وضعیت دسته', schema: batchJobResponse } },
    metered: false,
  },
  {
    method: 'get',
    path: '/api/v1/valuations/batch/{id}/result/',
    operationId: 'getBatchValuationResult',
    tag: 'ارزیابی دسته‌ای',
    summary: 'نتیجهٔ دسته به صورت CSV',
    description:
      'ردیف‌های ورودی با ستون‌های برآورد (`estimate_toman` یا `full_deposit_toman`، `low_toman`، `high_toman`، `confidence`) و ستون `error` برای ردیف‌های ناموفق؛ UTF-8 با BOM تا اکسل فارسی را درست نشان دهد. پیش از پایان دسته 409.',
    pathParams: { id: 'شناسهٔ دسته' },
    responses: { 200: { description: 'فایل CSV', csv: true } },
    metered: false,
  },
];

const ERRORS: Record<number, string> = {
  400: 'ورودی نامعتبر؛ پیام فارسی هر فیلد در بدنه',
  401: 'کلید API نیامده، نامعتبر یا باطل‌شده',
  403: 'اعتبار کافی نیست',
  404: 'پیدا نشد',
  409: 'دسته هنوز تمام نشده است',
  413: 'بدنهٔ درخواست بیش از حد بزرگ است',
  415: 'نوع بدنه پشتیبانی نمی‌شود',
  429: 'سقف درخواست‌ها در دقیقه (هر کلید؛ ارزیابی دسته‌ای: هر حساب)؛ پس از Retry-After ثانیه دوباره بفرستید',
};

function errorsOf(op: ApiOperation): number[] {
  const list = [401, 429];
  if (op.body || op.csvBody) list.push(400);
  if (op.metered) list.push(403);
  if (op.pathParams) list.push(404);
  if (op.path.endsWith('/result/')) list.push(409);
  if (op.csvBody) list.push(413, 415);
  return list.sort();
}

/** A zod schema as OpenAPI 3.1 / JSON Schema 2020-12, as the handler reads it (`input`) or answers with it (`output`). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...out } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  if (io === 'input' && schema instanceof z.ZodObject) {
    // A field whose preprocessing turns "missing" into a value (false, {}) is optional to the caller, whatever the
    // inner type says: the schema's own verdict on `undefined` decides.
    const shape = schema.shape as Record<string, z.ZodType>;
    const required = (out.required as string[] | undefined)?.filter((k) => !shape[k]?.safeParse(undefined).success);
    if (required?.length) out.required = required;
    else delete out.required;
  }
  return out;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function operationObject(op: ApiOperation): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  const creditHeaders = op.metered
    ? {
        'X-Credits-Charged': { description: 'اعتبار کسرشده برای این فراخوانی (۰ برای request_id تکراری)', schema: { type: 'integer' } },
        'X-Credits-Remaining': { description: 'اعتبار باقی‌ماندهٔ صاحب کلید', schema: { type: 'integer' } },
      }
    : undefined;
  for (const [status, r] of Object.entries(op.responses)) {
    const content = r.csv
      ? { 'text/csv': { schema: { type: 'string' } } }
      : { 'application/json': { schema: r.schema ? jsonSchema(r.schema, 'output') : {} } };
    const answered = Number(status) < 300;
    responses[status] = { description: r.description, content, ...(creditHeaders && answered && !op.csvBody ? { headers: creditHeaders } : {}) };
  }
  for (const status of errorsOf(op)) {
    // An operation that documents a refusal of its own (the batch's 403 with its figures) keeps it.
    if (responses[status]) continue;
    responses[status] = {
      description: ERRORS[status],
      content: { 'application/json': { schema: ref('Error') } },
      ...(status === 429 ? { headers: { 'Retry-After': { description: 'ثانیه تا پنجرهٔ بعد', schema: { type: 'integer' } } } } : {}),
    };
  }
  const parameters: unknown[] = [];
  for (const [name, description] of Object.entries(op.pathParams ?? {})) {
    parameters.push({ name, in: 'path', required: true, description, schema: { type: 'string', format: 'uuid' } });
  }
  if (op.csvBody) {
    const query = jsonSchema(op.csvBody.query, 'input');
    const props = query.properties as Record<string, JsonSchema>;
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(props)) {
      const { description, ...rest } = schema;
      parameters.push({ name, in: 'query', required: required.has(name), description: `${description ?? ''} (فقط برای بدنهٔ CSV)`.trim(), schema: rest });
    }
  }
  const content: Record<string, unknown> = {};
  if (op.body) content['application/json'] = { schema: jsonSchema(op.body, 'input'), ...(op.example ? { example: op.example } : {}) };
  if (op.csvBody) content['text/csv'] = { schema: { type: 'string', description: op.csvBody.description } };
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description + (op.metered ? '\n\nهزینه: اعتبار سرویس انتخاب‌شده از حساب صاحب کلید (سرآیندهای X-Credits-*).' : ''),
    ...(parameters.length ? { parameters } : {}),
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document served at /api/v1/openapi.json. */
export function openApiDocument(baseUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of API_OPERATIONS) (paths[op.path] ??= {})[op.method] = operationObject(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'API ارزیاب',
      version: '1.0.0',
      description:
        'قیمت‌گذاری خرید و فروش و اجاره، ارزیابی محله با ۵۰ شاخص، پیشنهاد محل خرید یا اجاره و ارزیابی دسته‌ای، با همان مدل‌ها و همان اعتبار حساب کاربری سایت. کلید را در صفحهٔ «درخواست سرویس (API)» بسازید و در سرآیند `Authorization: Api-Key <کلید>` بفرستید. خطاها به شکل DRF هستند: `{"detail": "…"}` یا `{"field": ["…"]}`.',
    },
    servers: [{ url: baseUrl }],
    security: [{ ApiKey: [] }],
    tags: [...new Set(API_OPERATIONS.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: `مقدار سرآیند: «${API_KEY_SCHEME} <کلید>»` },
      },
      schemas: { Error: jsonSchema(errorResponse, 'output') },
    },
  };
}
