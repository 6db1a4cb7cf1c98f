import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burstFromMinuteStart } from './clock';
import { POST as createKey } from '@/app/api/api-keys/route';
import { GET as usage } from '@/app/api/api-keys/usage/route';
import { POST as submit } from '@/app/api/v1/valuations/batch/route';
import { GET as status } from '@/app/api/v1/valuations/batch/[id]/route';
import { GET as result } from '@/app/api/v1/valuations/batch/[id]/result/route';
import { BATCH_REQUESTS_PER_MINUTE, type ApiUsageDay, type BatchJob, type BatchQuote, type CreatedApiKey } from '@/lib/contracts/request-api';
import { resetServerEnv } from '@/lib/env';
import { NOT_ENOUGH_CREDIT } from '@/server/credits/spend-credits';
import { closeDb, getDb } from '@/server/db/client';
import { batchJobs } from '@/server/db/schema/api';
import { creditLedger } from '@/server/db/schema/billing';
import { BATCH_RATE_LIMITED } from '@/server/request-api/batch/batch-jobs';
import { batchWorkerIdle, CHUNK_LINES, resetBatchWorkerForTests, runBatchJobs } from '@/server/request-api/batch/batch-worker';
import { valuateCsv } from '@/server/valuation/engine/batch';
import { parseCsv } from '@/server/valuation/engine/csv';
import { usageDay } from '@/server/request-api/usage';
import { call } from './http';
import { paidBalance, userWith, type TestUser } from './users';

// Issue 33: a batch through the API is the CLI's batch (same reading, same estimates, same per-row errors), quoted
// and charged once, valued in the background in chunks that survive a restart, and refunded for the rows that fail.

const NAMES = ['ونک', 'پونک', 'تجریش', 'نارمک', 'یوسف آباد', 'سعادت آباد', 'جنت‌آباد جنوبی', 'شهرک غرب'];

/** A canonical CSV of `n` rows; every 50th row is unreadable (an area of words) and every 70th names no neighbourhood. */
function csvOf(n: number): { text: string; bad: number } {
  const lines = ['id,neighbourhood,area,rooms,build_year,floor,elevator,parking,storage'];
  let bad = 0;
  for (let i = 1; i <= n; i++) {
    const broken = i % 50 === 0 || i % 70 === 0;
    if (broken) bad++;
    const name = i % 70 === 0 ? 'ناکجاآباد' : NAMES[i % NAMES.length];
    const area = i % 50 === 0 ? 'صد متر' : String(45 + (i % 120));
    lines.push([`r${i}`, name, area, String(1 + (i % 3)), String(1370 + (i % 32)), String(i % 8), i % 2 ? 'دارد' : 'ندارد', i % 3 ? '1' : '0', 'true'].join(','));
  }
  return { text: `${lines.join('\n')}\n`, bad };
}

async function newKey(user: TestUser): Promise<string> {
  const res = await call<CreatedApiKey>(createKey, '/api/api-keys/', { method: 'POST', token: user.token, body: { name: 'batch' } });
  return res.body.key;
}

/** Posts a CSV body the way curl --data-binary does. */
async function postCsv(key: string, text: string | Uint8Array<ArrayBuffer>, query: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const request = new Request(`http://localhost:3000/api/v1/valuations/batch/?${query}`, {
    method: 'POST',
    headers: { authorization: `Api-Key ${key}`, 'content-type': 'text/csv; charset=utf-8', 'x-arzyab-peer': '203.0.113.9' },
    body: text,
  });
  const res = await submit(request, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const jobOf = (key: string, id: string) =>
  call<BatchJob>(status, `/api/v1/valuations/batch/${id}/`, { headers: { authorization: `Api-Key ${key}` }, params: { id } });

async function resultOf(key: string, id: string): Promise<{ status: number; text: string; type: string | null }> {
  const res = await result(new Request(`http://localhost:3000/api/v1/valuations/batch/${id}/result/`, { headers: { authorization: `Api-Key ${key}` } }), {
    params: Promise.resolve({ id }),
  });
  // Decoded keeping the BOM (Response.text() drops it), to see the bytes Excel gets.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, text, type: res.headers.get('content-type') };
}

beforeAll(() => {
  // The test drives the worker itself (and stops it mid-job); the app's own loop stays off.
  process.env.BATCH_WORKER = '0';
  resetServerEnv();
});
afterAll(() => {
  delete process.env.BATCH_WORKER;
  resetServerEnv();
});

describe('batch valuation through the API', () => {
  it('quotes, charges once, survives a restart mid-job, matches the CLI and refunds the failed rows', async () => {
    const rows = 3 * CHUNK_LINES + 40;
    const { text, bad } = csvOf(rows);
    const u = await userWith(rows + 10);
    const key = await newKey(u);

    const quote = await postCsv(key, text, 'kind=sale&dry_run=true');
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ kind: 'sale', layout: 'canonical', rows, credits_per_row: 1, credits: rows, balance: rows + 10, invalid_rows: bad } satisfies Partial<BatchQuote>);
    // The quote names the rows the result will mark failed, before anything is paid: row 50's area «صد متر» first.
    const examples = (quote.body as BatchQuote).invalid_examples;
    expect(examples).toHaveLength(5);
    expect(examples[0]).toEqual({ row: 50, error: 'مقدار «صد متر» در ستون area خوانده نشد' });
    expect(examples[1]).toMatchObject({ row: 70, error: expect.stringMatching(/\S/) });
    expect(await paidBalance(u.id)).toBe(rows + 10);

    const created = await postCsv(key, text, 'kind=sale');
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    const job = created.body as BatchJob;
    expect(job).toMatchObject({ status: 'queued', total_rows: rows, credits_charged: rows, done_rows: 0, result_url: null });
    expect(created.headers.get('location')).toBe(`/api/v1/valuations/batch/${job.id}/`);
    expect(await paidBalance(u.id)).toBe(10);
    expect((await resultOf(key, job.id)).status).toBe(409);

    // The worker values one chunk, then the process "dies": the job is left running with its cursor moved.
    await runBatchJobs({ afterChunk: () => false });
    const midway = (await jobOf(key, job.id)).body;
    expect(midway).toMatchObject({ status: 'running', done_rows: CHUNK_LINES });

    // A restart: the database is opened again by a new process whose worker knows nothing of the old one. The old
    // lease runs out (on the embedded database the new owner releases it at start: releaseOrphanedJobs).
    await closeDb();
    resetBatchWorkerForTests();
    await (await getDb()).update(batchJobs).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(batchJobs.id, job.id));
    expect(await runBatchJobs()).toBe(1);

    const done = (await jobOf(key, job.id)).body;
    expect(done).toMatchObject({ status: 'done', done_rows: rows, error_rows: bad, credits_refunded: bad, failure: null });
    expect(done.result_url).toBe(`/api/v1/valuations/batch/${job.id}/result/`);
    expect(await paidBalance(u.id)).toBe(10 + bad);

    const out = await resultOf(key, job.id);
    expect(out.status).toBe(200);
    expect(out.type).toBe('text/csv; charset=utf-8');
    expect(out.text.startsWith('\ufeff')).toBe(true);
    // Row for row the CLI's output on the same file: nothing valued twice, nothing lost in the restart.
    expect(out.text).toBe(valuateCsv(text, { kind: 'sale', bom: true }).csv);
    const table = parseCsv(out.text);
    expect(table.length).toBe(rows + 1);
    expect(table[0]).toEqual(['id', 'neighbourhood', 'area', 'rooms', 'build_year', 'floor', 'elevator', 'parking', 'storage', 'estimate_toman', 'low_toman', 'high_toman', 'confidence', 'error']);
    expect(table.filter((r) => r[13] !== '').length - 1).toBe(bad);
    expect(table[50][13]).toContain('area');

    // The ledger: one charge for the whole file and one refund of the failed rows.
    const entries = await (await getDb()).select().from(creditLedger).where(eq(creditLedger.userId, u.id));
    expect(entries.filter((e) => e.entryType === 'spend').map((e) => e.paidDelta)).toEqual([-rows]);
    expect(entries.filter((e) => e.entryType === 'refund').map((e) => e.paidDelta)).toEqual([bad]);
    const days = await call<ApiUsageDay[]>(usage, '/api/api-keys/usage/', { token: u.token });
    expect(days.body[0]).toMatchObject({ day: usageDay(), credits: rows - bad, batch_rows: rows });
  });

  it('takes JSON rows, carries extra keys to the result and answers a retried request_id with the same job', async () => {
    const u = await userWith(10);
    const key = await newKey(u);
    const request_id = crypto.randomUUID();
    const body = {
      kind: 'rent',
      request_id,
      rows: [
        { ref: 'a-1', neighbourhood: 'ونک', area: 80, build_year: 1390, rooms: 2, elevator: true, parking: false },
        { ref: 'a-2', latitude: 35.7575, longitude: 51.4105, area: '۱۲۰', build_year: '۱۴۰۰' },
        { ref: '=a-3', neighbourhood: 'ونک', area: 'بزرگ', build_year: 1390 },
      ],
    };
    const post = () =>
      call<BatchJob>(submit, '/api/v1/valuations/batch/', { method: 'POST', headers: { authorization: `Api-Key ${key}` }, body });
    const first = await post();
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const again = await post();
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(request_id);
    expect(await paidBalance(u.id)).toBe(7);

    await runBatchJobs();
    await batchWorkerIdle();
    expect((await jobOf(key, request_id)).body).toMatchObject({ status: 'done', kind: 'rent', input_format: 'json', error_rows: 1, credits_refunded: 1 });
    expect(await paidBalance(u.id)).toBe(8);
    const table = parseCsv((await resultOf(key, request_id)).text);
    expect(table[0].slice(0, 2)).toEqual(['ref', 'neighbourhood']);
    expect(table[0]).toContain('full_deposit_toman');
    // A formula-like cell comes back as text, prefixed once (the JSON rows are read verbatim).
    expect(table.slice(1).map((r) => r[0])).toEqual(['a-1', 'a-2', "'=a-3"]);
    const est = table[0].indexOf('full_deposit_toman');
    expect(Number(table[1][est])).toBeGreaterThan(0);
    expect(Number(table[2][est])).toBeGreaterThan(0);
    expect(table[3][est]).toBe('');
  });

  it('refuses what cannot be valued before charging, and keeps jobs to their owner', async () => {
    const u = await userWith(5);
    const key = await newKey(u);
    const short = await postCsv(key, csvOf(6).text, 'kind=sale');
    expect(short.status).toBe(403);
    expect(short.body).toEqual({
      detail: NOT_ENOUGH_CREDIT,
      credits_required: 6,
      credits_available: 5,
      rows: 6,
      invalid_rows: 0,
      invalid_examples: [],
      hint: 'این دسته ۶ اعتبار لازم دارد (۶ ردیف × ۱ اعتبار) و حساب شما ۵ اعتبار دارد. اعتبار بخرید یا فایل را به دسته‌های کوچک‌تر تقسیم کنید.',
    });
    // The spec's sentence stays first: the site's catalogue toasts a 403's first value (spec §8).
    expect(Object.keys(short.body as object)[0]).toBe('detail');

    const wrongKind = await postCsv(key, 'district,area,year,rooms,value,floor,elevator,parking,warehouse\nونک,80,1390,2,1,2,True,True,True\n', 'kind=rent');
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body).toEqual({ file: ['فایل قابل ارزیابی نیست: این فایل آگهی‌های فروش دارد و برای اجاره ارزیابی نمی‌شود: آن را با kind=sale بفرستید'] });
    const header = await postCsv(key, 'a,b\n1,2\n', 'kind=sale');
    expect(header.status).toBe(400);
    expect((header.body as { file: string[] }).file[0]).toMatch(/^فایل قابل ارزیابی نیست: سرستون فایل شناخته نشد/);
    const noKind = await postCsv(key, csvOf(2).text, '');
    expect(noKind.status).toBe(400);
    expect(noKind.body).toHaveProperty('kind');
    const tooMany = await postCsv(key, `neighbourhood,area,build_year\n${'ونک,80,1390\n'.repeat(10_001)}`, 'kind=sale');
    expect(tooMany.status).toBe(400);
    expect(await paidBalance(u.id)).toBe(5);
    expect(await (await getDb()).select().from(batchJobs).where(eq(batchJobs.userId, u.id))).toEqual([]);

    // Raw bytes, as curl --data-binary sends a file, are decoded as the CLI decodes a file.
    const ok = await postCsv(key, new TextEncoder().encode(csvOf(2).text), 'kind=sale');
    expect(ok.status).toBe(202);
    const id = (ok.body as BatchJob).id;
    const stranger = await newKey(await userWith());
    expect((await jobOf(stranger, id)).status).toBe(404);
    expect((await resultOf(stranger, id)).status).toBe(404);
    expect((await jobOf(key, 'not-a-uuid')).status).toBe(404);
  });

  it('short of credit, says how much the batch needs, what the account has and which rows would fail anyway', async () => {
    // The testers' case: one credit, three rows, one of them with the area «abc».
    const u = await userWith(1);
    const key = await newKey(u);
    const text = 'neighbourhood,area,build_year\nونک,80,1390\nپونک,abc,1385\nتجریش,120,1400\n';
    const quote = await postCsv(key, text, 'kind=sale&dry_run=true');
    expect(quote.body).toMatchObject({ rows: 3, credits: 3, balance: 1, invalid_rows: 1, invalid_examples: [{ row: 2, error: 'مقدار «abc» در ستون area خوانده نشد' }] });
    const short = await postCsv(key, text, 'kind=sale');
    expect(short.status).toBe(403);
    expect(short.body).toMatchObject({ detail: NOT_ENOUGH_CREDIT, credits_required: 3, credits_available: 1, rows: 3, invalid_rows: 1 });
    expect((short.body as { hint: string }).hint).toBe(
      'این دسته ۳ اعتبار لازم دارد (۳ ردیف × ۱ اعتبار) و حساب شما ۱ اعتبار دارد. ۱ ردیف از این فایل ارزیابی‌پذیر نیست (نخستین: ردیف ۲، مقدار «abc» در ستون area خوانده نشد)؛ اعتبار آن‌ها پس از پایان دسته برمی‌گردد، ولی اکنون لازم است: آن‌ها را درست یا حذف کنید، یا اعتبار بخرید.',
    );
    expect(await paidBalance(u.id)).toBe(1);
    expect(await (await getDb()).select().from(batchJobs).where(eq(batchJobs.userId, u.id))).toEqual([]);
  });

  it('an account sends at most BATCH_REQUESTS_PER_MINUTE batches a minute, whichever of its keys it uses', async () => {
    // Each request is read and parsed before anything else can refuse it (an 8 MB file took 0.6–0.8 s of the one
    // event loop): ten keys at 60 calls a minute each would let one free account stall every other request.
    const u = await userWith();
    const keys = [await newKey(u), await newKey(u)];
    const quote = (key: string) => postCsv(key, csvOf(3).text, 'kind=sale&dry_run=true');
    burstFromMinuteStart();
    for (let i = 0; i < BATCH_REQUESTS_PER_MINUTE; i++) expect((await quote(keys[i % 2])).status).toBe(200);
    const refused = await quote(keys[1]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: BATCH_RATE_LIMITED });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await quote(await newKey(await userWith()))).status).toBe(200);
  });

  it('ends a job whose input no longer reads as failed and refunds every row not valued', async () => {
    const u = await userWith(10);
    const key = await newKey(u);
    const created = await postCsv(key, csvOf(4).text, 'kind=sale');
    const id = (created.body as BatchJob).id;
    await (await getDb()).update(batchJobs).set({ input: 'not,a,layout\n1,2,3\n' }).where(and(eq(batchJobs.id, id)));
    await runBatchJobs();
    expect((await jobOf(key, id)).body).toMatchObject({ status: 'failed', credits_refunded: 4 });
    expect((await jobOf(key, id)).body.failure).toBeTruthy();
    expect(await paidBalance(u.id)).toBe(10);
  });
});
