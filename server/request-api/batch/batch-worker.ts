import 'server-only';

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import { log } from '@/server/core/log';
import { batchRefundReference, batchSpendReference } from '@/server/credits/charge-references';
import { refundSpend } from '@/server/credits/spend-credits';
import { databaseKind, getDb, type Db } from '@/server/db/client';
import { batchJobChunks, batchJobs } from '@/server/db/schema/api';
import { prepareBatch, valuateRows } from '@/server/valuation/engine/batch';
import { formatCsv } from '@/server/valuation/engine/csv';
import { addUsage } from '../usage';

// The batch worker runs inside the app process (issue 33): jobs wait in the database, one process at a time holds
// a job under a lease it renews with every chunk, and each chunk's output is written with the cursor in one
// transaction. A restart (or a crash) loses at most the chunk in flight, which is valued again; the job then goes
// on from its cursor. Chunks are small and the loop yields between them, so requests are served meanwhile.

/** Lines valued per transaction: ≈ 0.1 s of CPU, so the event loop is never held for long. */
export const CHUNK_LINES = 250;
const LEASE_SECONDS = 30;
/** How often a process looks for jobs another one left (its lease ran out): only several app processes need it. */
const SWEEP_MS = 30_000;

type JobRow = typeof batchJobs.$inferSelect;


interface WorkerState {
  id: string;
  running: Promise<void> | null;
  /** A job arrived while the loop was finishing its last claim: look once more. */
  again: boolean;
  sweep: NodeJS.Timeout | null;
}

// Next may bundle the worker into several routes and the instrumentation hook: one state per process.
const stateKey = Symbol.for('arzyab.batch-worker');
function state(): WorkerState {
  const g = globalThis as typeof globalThis & { [stateKey]?: WorkerState };
  g[stateKey] ??= { id: `${process.pid}:${randomUUID()}`, running: null, again: false, sweep: null };
  return g[stateKey];
}

class LeaseLost extends Error {}

/** Test hooks: stop after some chunks, as a crash would, leaving the job running under its lease. */
export interface WorkerHooks {
  afterChunk?: (job: JobRow, line: number) => boolean | void;
}

/** Takes the oldest job waiting, or one whose worker's lease ran out; null when there is none. */
async function claimNextJob(db: Db, workerId: string): Promise<JobRow | null> {
  const rows = await db.execute<{ id: string }>(sql`
    UPDATE batch_jobs SET status = 'running', lease_owner = ${workerId},
      lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), started_at = coalesce(started_at, now())
    WHERE id = (
      SELECT id FROM batch_jobs
      WHERE status IN ('queued', 'running') AND (lease_until IS NULL OR lease_until < now())
      ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows;
  const id = list[0]?.id;
  if (!id) return null;
  const [job] = await db.select().from(batchJobs).where(eq(batchJobs.id, id)).limit(1);
  return job ?? null;
}

const creditsPerRow = (job: JobRow) => job.creditsCharged / job.totalRows;

/** Ends a job: refunds the rows that were not valued, in the same transaction as the status. */
async function finishJob(db: Db, job: JobRow, workerId: string, failure: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(batchJobs).where(eq(batchJobs.id, job.id)).for('update');
    if (!row || row.leaseOwner !== workerId || row.status !== 'running') throw new LeaseLost();
    const valued = row.doneRows - row.errorRows;
    const refund = Math.round((row.totalRows - valued) * creditsPerRow(row));
    const refunded = await refundSpend(tx, { userId: row.userId, spendReference: batchSpendReference(row.id), reference: batchRefundReference(row.id), credits: refund });
    await tx
      .update(batchJobs)
      .set({ status: failure ? 'failed' : 'done', failure, creditsRefunded: refunded, finishedAt: new Date(), leaseOwner: null, leaseUntil: null })
      .where(eq(batchJobs.id, row.id));
    if (row.apiKeyId && refunded > 0) await addUsage(tx, row.apiKeyId, { credits: -refunded });
  });
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Values a claimed job from its cursor to the end. Returns false when a hook stopped it (a simulated crash). */
async function processJob(db: Db, job: JobRow, workerId: string, hooks: WorkerHooks): Promise<boolean> {
  const prepared = prepareBatch(job.input, { kind: job.kind, asOf: job.priceDate });
  for (let line = job.nextLine; line < prepared.table.length; line += CHUNK_LINES) {
    const to = Math.min(line + CHUNK_LINES, prepared.table.length);
    const { out, errors } = valuateRows(prepared, line, to);
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(batchJobs)
        .set({
          nextLine: to,
          doneRows: sql`${batchJobs.doneRows} + ${out.length}`,
          errorRows: sql`${batchJobs.errorRows} + ${errors}`,
          leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where(and(eq(batchJobs.id, job.id), eq(batchJobs.leaseOwner, workerId), eq(batchJobs.nextLine, line)))
        .returning({ id: batchJobs.id });
      // Another process took the job over (this one stalled past its lease): leave it to that one.
      if (moved.length === 0) throw new LeaseLost();
      await tx.insert(batchJobChunks).values({ jobId: job.id, seq: line, rows: out.length, errors, csv: out.length ? formatCsv(out) : '' });
    });
    if (hooks.afterChunk?.(job, to) === false) return false;
    await yieldToRequests();
  }
  await finishJob(db, job, workerId, null);
  return true;
}

/**
 * Runs jobs until none is waiting (the loop `kickBatchWorker` starts; tests call it directly). Returns how many it
 * finished.
 */
export async function runBatchJobs(hooks: WorkerHooks = {}): Promise<number> {
  const db = await getDb();
  const { id: workerId } = state();
  let finished = 0;
  for (;;) {
    const job = await claimNextJob(db, workerId);
    if (!job) return finished;
    try {
      if (!(await processJob(db, job, workerId, hooks))) return finished;
      finished++;
    } catch (error) {
      if (error instanceof LeaseLost) continue;
      // A job that cannot go on (its input no longer parses, a bug) ends as failed, and its unvalued rows are refunded.
      log.error('batch job failed', { jobId: job.id, error });
      await finishJob(db, job, workerId, 'ارزیابی این دسته با خطای سیستمی متوقف شد؛ اعتبار ردیف‌های ارزیابی‌نشده برگشت داده شد.').catch(
        (e: unknown) => log.error('batch job not finished', { jobId: job.id, error: e }),
      );
    }
  }
}

/** Starts the worker loop in this process if it is not running (a new job was stored, or the server started). */
export function kickBatchWorker(): void {
  if (!serverEnv().BATCH_WORKER) return;
  const s = state();
  if (s.running) {
    s.again = true;
    return;
  }
  s.again = false;
  s.running = runBatchJobs()
    .then(() => undefined)
    .catch((error: unknown) => log.error('batch worker stopped', { error }))
    .finally(() => {
      s.running = null;
      if (s.again) kickBatchWorker();
    });
}

/**
 * The server's start (server/jobs): the embedded database has one owner process, so a job left running belongs to
 * no live worker and is resumed at once; with PostgreSQL another instance may hold it, and its lease decides. A
 * sweep then picks up jobs whose worker died.
 */
export async function startBatchWorker(): Promise<void> {
  if (!serverEnv().BATCH_WORKER) return;
  const s = state();
  if (!s.sweep) {
    s.sweep = setInterval(kickBatchWorker, SWEEP_MS);
    s.sweep.unref();
  }
  await releaseOrphanedJobs();
  kickBatchWorker();
}

/** On the embedded database this process is the only one: a job still marked running lost its worker in a restart. */
export async function releaseOrphanedJobs(): Promise<void> {
  if ((await databaseKind()) !== 'pglite') return;
  const db = await getDb();
  await db.update(batchJobs).set({ leaseUntil: null }).where(eq(batchJobs.status, 'running'));
}

/** Waits for the loop this process runs, if any (tests; a graceful stop). */
export async function batchWorkerIdle(): Promise<void> {
  while (state().running) await state().running;
}

/** Forgets this process's worker, as a restart does (tests). */
export function resetBatchWorkerForTests(): void {
  const s = state();
  if (s.sweep) clearInterval(s.sweep);
  const g = globalThis as typeof globalThis & { [stateKey]?: WorkerState };
  g[stateKey] = undefined;
}
