// npm run bench:batch [-- --input file.csv --kind sale|rent] — a 10,000-row batch end to end through the API
// (upload, background job, download) beside the batch CLI on the same file, in the same run, then a restart of the
// app mid-job. Starts the production app on a free port with a scratch database; builds first when it is stale.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApp } from './app-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { input: { type: 'string' }, kind: { type: 'string', default: 'sale' }, rows: { type: 'string', default: '10000' } } });
const kind = values.kind === 'rent' ? 'rent' : 'sale';
const scratch = mkdtempSync(path.join(tmpdir(), 'arzyab-bench-batch-'));
const dataDir = path.join(scratch, 'data');

// ------------------------------------------------------------------ the file (the same bytes for both)

async function syntheticCsv(n: number): Promise<string> {
  const { listNeighbourhoods } = await import('@/server/places/catalogue');
  const { loadModel } = await import('@/server/valuation/engine/artifacts');
  const known = loadModel('sale').data.nb_n;
  const nbs = listNeighbourhoods().filter((nb) => (known[nb.id] ?? 0) > 0);
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = ['id,neighbourhood,area,rooms,build_year,floor,elevator,parking,storage'];
  for (let i = 1; i <= n; i++) {
    const nb = nbs[Math.floor(rnd() * nbs.length)].id;
    lines.push([`r${i}`, nb, 40 + Math.floor(rnd() * 200), 1 + Math.floor(rnd() * 3), 1370 + Math.floor(rnd() * 31), Math.floor(rnd() * 8), rnd() > 0.3, rnd() > 0.4, rnd() > 0.5].join(','));
  }
  return `${lines.join('\n')}\n`;
}

const input = path.join(scratch, 'input.csv');
writeFileSync(input, values.input ? readFileSync(values.input) : await syntheticCsv(Number(values.rows)));

// ------------------------------------------------------------------ an account with credits and a key, before the app owns the database

process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = 'error';
const { getDb, closeDb } = await import('@/server/db/client');
const { users } = await import('@/server/db/schema/core');
const { postEntry } = await import('@/server/credits/ledger');
const { createApiKey } = await import('@/server/request-api/api-keys');
const db = await getDb();
const [user] = await db.insert(users).values({ mobileNumber: '09120000001' }).returning({ id: users.id });
await db.transaction((tx) => postEntry(tx, { userId: user.id, entryType: 'adjustment', paidDelta: 100_000 }));
const { key, id: keyId } = await createApiKey(db, user.id, 'bench');
// The poll below asks every 50 ms: above the default 60 calls a minute of a key.
const { apiKeys } = await import('@/server/db/schema/api');
const { eq } = await import('drizzle-orm');
await db.update(apiKeys).set({ rateLimitPerMinute: 100_000 }).where(eq(apiKeys.id, keyId));
await closeDb();

// ------------------------------------------------------------------ the app

const stale = spawnSync(process.execPath, ['-e', "import('./scripts/lib.mjs').then((m) => process.exit(m.buildIsStale() ? 1 : 0))"], { cwd: root });
if (stale.status !== 0) {
  console.log('building the app (sources changed)…');
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
let app = await startApp({ dataDir: scratch });
let base = app.base;

const auth = { authorization: `Api-Key ${key}` };

type Status = { status: string; total_rows: number; done_rows: number; error_rows: number };

/** fetch, once more when a kept-alive socket was closed by the server meanwhile (its 5 s idle timeout). */
async function fetchAgain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function submit(): Promise<string> {
  // A request_id makes the retry of a lost answer safe: the same job, charged once.
  const url = `${base}/api/v1/valuations/batch/?kind=${kind}&request_id=${crypto.randomUUID()}`;
  const posted = await fetchAgain(url, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: readFileSync(input) });
  if (posted.status !== 202 && posted.status !== 200) throw new Error(`batch refused: ${posted.status} ${await posted.text()}`);
  return ((await posted.json()) as { id: string }).id;
}

async function throughApi(jobId?: string): Promise<{ ms: number; csv: string; rows: number; errors: number }> {
  const t0 = performance.now();
  const job = { id: jobId ?? (await submit()) };
  let status: Status;
  for (;;) {
    const polled = await fetchAgain(`${base}/api/v1/valuations/batch/${job.id}/`, { headers: auth });
    if (!polled.ok) throw new Error(`status refused: ${polled.status}`);
    status = (await polled.json()) as typeof status;
    if (status.status === 'done' || status.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const result = await fetchAgain(`${base}/api/v1/valuations/batch/${job.id}/result/`, { headers: auth });
  if (!result.ok) throw new Error(`result refused: ${result.status}`);
  const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await result.arrayBuffer());
  return { ms: performance.now() - t0, csv, rows: status.total_rows, errors: status.error_rows };
}

function throughCli(): { ms: number; csv: string; line: string } {
  const output = path.join(scratch, 'cli-out.csv');
  const t0 = performance.now();
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/valuate.ts', '--kind', kind, '--input', input, '--output', output], {
    cwd: root,
    encoding: 'utf8',
  });
  const ms = performance.now() - t0;
  if (run.status !== 0) throw new Error(`CLI failed: ${run.stderr}`);
  return { ms, csv: readFileSync(output, 'utf8'), line: run.stdout.trim().split('\n').pop() ?? '' };
}

try {
  const cli1 = throughCli();
  const api1 = await throughApi();
  const api2 = await throughApi();
  const cli2 = throughCli();
  const same = [api1, api2].every((a) => a.csv.replace(/^\ufeff/, '') === cli1.csv.replace(/^\ufeff/, ''));
  const api = (api1.ms + api2.ms) / 2;
  const cli = (cli1.ms + cli2.ms) / 2;
  console.log(`file: ${api1.rows} rows (${kind}), ${api1.errors} with errors; API result ${same ? 'identical to' : 'DIFFERENT from'} the CLI's`);
  console.log(`CLI (new process: start, model load, value, write): ${cli1.ms.toFixed(0)} ms, ${cli2.ms.toFixed(0)} ms  [its own count: ${cli1.line.match(/(\d+) ms/)?.[1]} ms, ${cli2.line.match(/(\d+) ms/)?.[1]} ms]`);
  console.log(`API (upload, job in the app, poll, download CSV): ${api1.ms.toFixed(0)} ms (first, model load included), ${api2.ms.toFixed(0)} ms`);
  console.log(`API / CLI: ${(api / cli).toFixed(2)}× (mean of two each, interleaved; target ≤ 2×)`);

  // A restart mid-job: the app is killed (SIGKILL, no goodbye) while the worker is inside the file, started again,
  // and the job must finish by itself (the server's start resumes it) with the same result.
  const id = await submit();
  let seen: Status;
  for (;;) {
    seen = (await (await fetchAgain(`${base}/api/v1/valuations/batch/${id}/`, { headers: auth })).json()) as Status;
    if (seen.done_rows > 0 || seen.status === 'done') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await app.kill();
  app = await startApp({ dataDir: scratch });
  base = app.base;
  const resumed = await throughApi(id);
  const intact = resumed.csv.replace(/^\ufeff/, '') === cli1.csv.replace(/^\ufeff/, '');
  console.log(
    `restart: killed at ${seen.done_rows}/${seen.total_rows} rows (${seen.status}), started again; the job finished by itself, result ${intact ? 'identical to' : 'DIFFERENT from'} the CLI's`,
  );
  if (!same || !intact) process.exitCode = 1;
} finally {
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
}
