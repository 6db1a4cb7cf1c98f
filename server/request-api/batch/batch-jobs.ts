import 'server-only';

import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { BATCH_MAX_ROWS, BATCH_REQUESTS_PER_MINUTE, type BatchJob, type BatchQuote, type BatchShortOfCredit } from '@/lib/contracts/request-api';
import { formatNumber as fa } from '@/lib/fa/number';
import { VALUATION_FAMILY } from '@/lib/contracts/valuation';
import { Conflict, invalidField, NotFound } from '@/server/core/errors';
import { findServiceOf } from '@/server/credits/find-service';
import { readBalance } from '@/server/credits/ledger';
import { requestAlreadyMade } from '@/server/credits/request-id';
import { NotEnoughCredit, spendForService } from '@/server/credits/spend-credits';
import type { Db } from '@/server/db/client';
import type { RateLimitRule } from '@/server/http/rate-limit';
import { batchJobChunks, batchJobs } from '@/server/db/schema/api';
import { BatchUsageError, checkRows, prepareBatch, type PreparedBatch, type RowCheck } from '@/server/valuation/engine/batch';
import { formatCsv, TooManyRows } from '@/server/valuation/engine/csv';
import type { ApiKeyPrincipal } from '../api-keys';
import { addUsage } from '../usage';
import { batchSpendReference } from '@/server/credits/charge-references';
import { CHUNK_LINES, kickBatchWorker } from './batch-worker';

export const BATCH_NOT_FOUND = 'دسته‌ای با این شناسه پیدا نشد.';
const NOT_FINISHED = 'این دسته هنوز تمام نشده است؛ وضعیت آن را بپرسید و پس از «done» نتیجه را بگیرید.';
const NO_ROWS = 'فایل ردیفی برای ارزیابی ندارد.';
const TOO_MANY_ROWS = `یک دسته حداکثر ${BATCH_MAX_ROWS.toLocaleString('fa-IR')} ردیف دارد؛ فایل را به چند دسته تقسیم کنید.`;

// BATCH_REQUESTS_PER_MINUTE bounds an account's batch requests over all its keys. Each is read (up to 8 MB) and
// parsed on the one event loop before anything can refuse it — 0.6–0.8 s for an 8 MB file — so the per-key limit
// alone (60 a minute, ten keys an account) let one free account stall every other request.
export const BATCH_RATE_LIMITED = `این حساب در هر دقیقه حداکثر ${BATCH_REQUESTS_PER_MINUTE.toLocaleString('fa-IR')} درخواست ارزیابی دسته‌ای می‌فرستد؛ پس از زمان گفته‌شده در Retry-After دوباره بفرستید.`;
export const batchRateLimit = ({ user }: { user: { id: string } }): RateLimitRule => ({
  bucket: `api-batch-user:${user.id}`,
  limit: BATCH_REQUESTS_PER_MINUTE,
  windowSeconds: 60,
  detail: BATCH_RATE_LIMITED,
});

/** A batch's input as it arrived: CSV text (any layout of ml/README.md) or JSON rows already turned into CSV. */
export interface BatchInput {
  kind: 'sale' | 'rent';
  asOf?: string;
  requestId?: string;
  dryRun: boolean;
  text: string;
  format: 'csv' | 'json';
}

/** The base service of the kind's family, whose price each row pays (the same as one valuation on the page). */
function batchService(db: Db, kind: 'sale' | 'rent') {
  const family = VALUATION_FAMILY[kind];
  return findServiceOf(db, family, `${family}_product_base`, ['base']);
}

function prepare(input: BatchInput): PreparedBatch {
  let prepared: PreparedBatch;
  try {
    // The limit is applied while reading: an oversized file is refused at its first row past the limit.
    prepared = prepareBatch(input.text, { kind: input.kind, asOf: input.asOf, maxRows: BATCH_MAX_ROWS });
  } catch (error) {
    if (error instanceof TooManyRows) throw invalidField('file', TOO_MANY_ROWS);
    // The CLI's English names its flags; the API's caller gets the same refusal in Persian, under the file.
    if (error instanceof BatchUsageError) throw invalidField('file', `فایل قابل ارزیابی نیست: ${error.persian}`);
    throw error;
  }
  if (prepared.rows === 0) throw invalidField('file', NO_ROWS);
  return prepared;
}

/** Bad rows a quote names; the count covers them all. */
const EXAMPLES_SHOWN = 5;

/**
 * The rows the valuation will refuse, found before the caller pays (the same checks, short of the model), so a
 * quote or a refusal can name them. Chunked like the worker, yielding between chunks: 10,000 rows take about a
 * second and the one event loop serves requests meanwhile.
 */
async function findBadRows(prepared: PreparedBatch): Promise<RowCheck> {
  const found: RowCheck = { invalid: 0, examples: [] };
  for (let line = 1; line < prepared.table.length; line += CHUNK_LINES) {
    const part = checkRows(prepared, line, line + CHUNK_LINES, EXAMPLES_SHOWN - found.examples.length);
    found.invalid += part.invalid;
    found.examples.push(...part.examples);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return found;
}

/** The 403's figures, said once more in Persian with what to do (the spec's sentence stays the `detail`). */
function shortOfCreditHint(required: number, available: number, rows: number, perRow: number, bad: RowCheck): string {
  const need = `این دسته ${fa(required)} اعتبار لازم دارد (${fa(rows)} ردیف × ${fa(perRow)} اعتبار) و حساب شما ${fa(available)} اعتبار دارد.`;
  if (bad.invalid === 0) return `${need} اعتبار بخرید یا فایل را به دسته‌های کوچک‌تر تقسیم کنید.`;
  const first = bad.examples[0];
  return (
    `${need} ${fa(bad.invalid)} ردیف از این فایل ارزیابی‌پذیر نیست (نخستین: ردیف ${fa(first.row)}، ${first.error})؛ ` +
    'اعتبار آن‌ها پس از پایان دسته برمی‌گردد، ولی اکنون لازم است: آن‌ها را درست یا حذف کنید، یا اعتبار بخرید.'
  );
}

type JobRow = typeof batchJobs.$inferSelect;

export function presentBatchJob(row: JobRow): BatchJob {
  const finished = row.status === 'done' || row.status === 'failed';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    input_format: row.inputFormat,
    layout: row.layout,
    price_date: row.priceDate,
    total_rows: row.totalRows,
    done_rows: row.doneRows,
    error_rows: row.errorRows,
    credits_charged: row.creditsCharged,
    credits_refunded: row.creditsRefunded,
    failure: row.failure,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    result_url: finished ? `/api/v1/valuations/batch/${row.id}/result/` : null,
  };
}

/**
 * POST /api/v1/valuations/batch/: checks the file as a whole, quotes it (rows × the base valuation's credits) and,
 * unless it is a dry run, charges the quote and stores the job in one transaction (403 when short, with the figures
 * and the rows already known to fail, and nothing is stored). The quote counts every row, bad ones too: the worker
 * refunds what it could not value. The app's worker values it in the background; failed rows are refunded when it ends. A retry with the
 * same request_id answers with the job already paid for.
 */
export async function createBatchJob(db: Db, principal: ApiKeyPrincipal, input: BatchInput): Promise<{ quote: BatchQuote } | { job: BatchJob; created: boolean }> {
  const prepared = prepare(input);
  const service = await batchService(db, input.kind);
  const credits = prepared.rows * service.creditsRequired;
  if (input.dryRun) {
    const bad = await findBadRows(prepared);
    const balance = await readBalance(db, principal.userId);
    return {
      quote: {
        kind: input.kind,
        layout: prepared.layout,
        price_date: prepared.priceDate,
        rows: prepared.rows,
        credits_per_row: service.creditsRequired,
        credits,
        balance: balance.paid + balance.free,
        invalid_rows: bad.invalid,
        invalid_examples: bad.examples,
      },
    };
  }
  const id = input.requestId ?? randomUUID();
  const created = await db.transaction(async (tx) => {
    const owner = async () => (await tx.select({ userId: batchJobs.userId }).from(batchJobs).where(eq(batchJobs.id, id)).limit(1))[0];
    if (input.requestId && (await requestAlreadyMade(tx, id, { userId: principal.userId }, owner))) return false;
    await spendForService(tx, { userId: principal.userId, service, reference: batchSpendReference(id), units: prepared.rows });
    await tx.insert(batchJobs).values({
      id,
      userId: principal.userId,
      apiKeyId: principal.keyId,
      kind: input.kind,
      serviceId: service.id,
      input: input.text,
      inputFormat: input.format,
      layout: prepared.layout,
      priceDate: prepared.priceDate,
      asOf: input.asOf ?? null,
      totalRows: prepared.rows,
      creditsCharged: credits,
    });
    // The output's header is chunk 0; each valued chunk is keyed by its first line, so the result is their concatenation.
    await tx.insert(batchJobChunks).values({ jobId: id, seq: 0, rows: 0, errors: 0, csv: formatCsv([prepared.header]) });
    await addUsage(tx, principal.keyId, { credits, batchRows: prepared.rows });
    return true;
  }).catch(async (error: unknown) => {
    if (!(error instanceof NotEnoughCredit)) throw error;
    // Nothing was charged or stored (the transaction rolled back): say by how much it fell short (the balance the
    // charge read under its lock), and which rows would have failed anyway, so the caller can fix the file or top
    // up before paying.
    const bad = await findBadRows(prepared);
    const available = error.shortfall?.available ?? 0;
    const figures: Omit<BatchShortOfCredit, 'detail'> = {
      credits_required: credits,
      credits_available: available,
      rows: prepared.rows,
      invalid_rows: bad.invalid,
      invalid_examples: bad.examples,
      hint: shortOfCreditHint(credits, available, prepared.rows, service.creditsRequired, bad),
    };
    throw new NotEnoughCredit(error.shortfall, figures);
  });
  kickBatchWorker();
  return { job: await getBatchJob(db, principal.userId, id), created };
}

async function ownJob(db: Db, userId: string, id: string): Promise<JobRow> {
  const [row] = await db.select().from(batchJobs).where(and(eq(batchJobs.id, id), eq(batchJobs.userId, userId))).limit(1);
  // Someone else's job is "not found": its existence is not theirs to learn.
  if (!row) throw new NotFound(BATCH_NOT_FOUND);
  return row;
}

/** GET /api/v1/valuations/batch/{id}/: the job's progress, for its owner (any of their keys). */
export async function getBatchJob(db: Db, userId: string, id: string): Promise<BatchJob> {
  return presentBatchJob(await ownJob(db, userId, id));
}

/**
 * GET /api/v1/valuations/batch/{id}/result/: the input rows with the estimate columns (and each failed row's
 * error), as one CSV with a BOM so Excel reads its Persian text; 409 until the job has finished.
 */
export async function getBatchResult(db: Db, userId: string, id: string): Promise<{ job: BatchJob; csv: string }> {
  const row = await ownJob(db, userId, id);
  if (row.status !== 'done' && row.status !== 'failed') throw new Conflict(NOT_FINISHED);
  const chunks = await db.select({ csv: batchJobChunks.csv }).from(batchJobChunks).where(eq(batchJobChunks.jobId, id)).orderBy(asc(batchJobChunks.seq));
  return { job: presentBatchJob(row), csv: `\ufeff${chunks.map((c) => c.csv).join('')}` };
}
