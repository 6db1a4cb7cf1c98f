// `npm run bench:load [-- --seconds=30 | --minutes=10] [--no-build]`: a bounded mixed load on the production app
// (embedded PGlite, sandbox gateway, on a free loopback port with a throw-away DATA_DIR): the home page, 20
// concurrent readers of one server-rendered result page, valuations and payments through the sandbox, with the
// plans endpoint as the in-run reference. Prints throughput, p50/p99 and errors per route, and the server's memory
// before, during and after. Targets (issue 32): result page p99 <= 3 x the plans endpoint's p99 in the same run;
// memory flat (+-10 %) from the first minute to the end of a 10-minute run.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { rssMb, startApp } from './app-process.mjs';
import { BENCH_FLAT, benchClient, fixtureEnv } from './bench-fixtures.mjs';
import { buildIsStale, run } from './lib.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const seconds = arg('minutes') ? Number(arg('minutes')) * 60 : Number(arg('seconds') ?? 30);
if (!(seconds > 0 && seconds <= 3600)) throw new Error('--seconds must be within 1..3600 (or --minutes within 1..60)');

const VALUATIONS_PER_SECOND = 2;
const PAYMENTS_PER_SECOND = 1;
const VALUATION_LIMIT_PER_USER = 30; // server/houses/valuation-rate-limit.ts, per 10 minutes
const FLAT = BENCH_FLAT;

if (!process.argv.includes('--no-build') && buildIsStale()) {
  console.log('build is stale: building…');
  await run(process.execPath, ['scripts/build.mjs']);
}

const outbox = path.join(tmpdir(), `arzyab-bench-load-${process.pid}.jsonl`);
const app = await startApp({ env: fixtureEnv(outbox) });
process.once('exit', () => rmSync(outbox, { force: true }));
const { base } = app;
const { api, signUp, pay } = benchClient(base, outbox);

// --- set-up: accounts with credits, one result to read -------------------------------------------------------------
const userCount = Math.max(4, Math.ceil((VALUATIONS_PER_SECOND * seconds) / (VALUATION_LIMIT_PER_USER - 2)) + 1);
process.stdout.write(`setting up ${userCount} accounts with credits… `);
const tokens = [];
for (let i = 0; i < userCount; i++) {
  const token = await signUp(i);
  if (!(await pay(token, 'commercial'))) throw new Error('set-up purchase failed');
  tokens.push(token);
}
const created = await api('POST', '/api/houses/price-suggestion/', { token: tokens[0], body: FLAT });
if (created.status !== 200) throw new Error(`set-up valuation: ${created.status} ${JSON.stringify(created.json)}`);
const resultPath = `/price-result?uuid=${created.json.uuid}`;
console.log('done');

// Warm-up: the first render of each page loads its code.
for (const p of ['/', resultPath, '/api/subscription/plan/']) for (let i = 0; i < 5; i++) await fetch(base + p).then((r) => r.arrayBuffer());

// --- the mixed load ---------------------------------------------------------------------------------------------------
const samples = new Map(); // route -> { ms: number[], errors: number }
function record(route, ms, status) {
  const s = samples.get(route) ?? { ms: [], errors: 0 };
  s.ms.push(ms);
  if (status >= 400 || status === 0) s.errors++;
  samples.set(route, s);
}

const memory = [{ at: 0, mb: rssMb(app.pid) }];
const started = performance.now();
const sampler = setInterval(() => memory.push({ at: (performance.now() - started) / 1000, mb: rssMb(app.pid) }), 5_000);
const deadline = Date.now() + seconds * 1000;

/** Runs `task` `perSecond` times a second until the deadline, each start at its own time (an open loop). */
async function paced(perSecond, task) {
  const inFlight = new Set();
  for (let n = 0; Date.now() < deadline; n++) {
    const due = started + (n * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const p = task(n).catch(() => record('flow failed', 0, 0));
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  }
  await Promise.all(inFlight);
}

const cannon = (url, connections) => autocannon({ url: base + url, connections, duration: seconds });
const [home, result, plans] = await Promise.all([
  cannon('/', 2),
  cannon(resultPath, 20),
  cannon('/api/subscription/plan/', 5),
  paced(VALUATIONS_PER_SECOND, async (n) => {
    const t = performance.now();
    const res = await api('POST', '/api/houses/price-suggestion/', { token: tokens[n % tokens.length], body: FLAT });
    record('POST /api/houses/price-suggestion/', performance.now() - t, res.status);
  }),
  paced(PAYMENTS_PER_SECOND, (n) => pay(tokens[(n * 7) % tokens.length], 'topup_1', record)),
]);
clearInterval(sampler);
const after = rssMb(app.pid);
await new Promise((r) => setTimeout(r, 10_000));
const idle = rssMb(app.pid);
await app.stop();
app.remove();

// --- report -----------------------------------------------------------------------------------------------------------
const pct = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const rows = [
  ['GET /', home],
  ['GET /price-result?uuid= (20 readers)', result],
  ['GET /api/subscription/plan/ (reference)', plans],
].map(([route, r]) => ({ route, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, n: r.requests.total }));
for (const [route, s] of samples) {
  rows.push({ route, rps: s.ms.length / seconds, p50: pct(s.ms, 0.5), p99: pct(s.ms, 0.99), errors: s.errors, n: s.ms.length });
}

console.log(`\nMixed load for ${seconds} s against ${base} (embedded PGlite, sandbox gateway):`);
console.log(`${'route'.padEnd(44)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'count'.padStart(7)}`);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(44)} ${r.rps.toFixed(1).padStart(7)} ${Math.round(r.p50).toString().padStart(8)} ${Math.round(r.p99).toString().padStart(8)} ${String(r.errors).padStart(7)} ${String(r.n).padStart(7)}`,
  );
}
const ratio = rows[1].p99 / rows[2].p99;
console.log(`\nresult page p99 / plans p99: ${ratio.toFixed(2)} (target <= 3)`);
const first = memory[0].mb;
const minuteIn = memory.find((m) => m.at >= 60)?.mb ?? first;
console.log(
  `server memory (RSS): ${first.toFixed(0)} MB before, max ${Math.max(...memory.map((m) => m.mb)).toFixed(0)} MB, ${after.toFixed(0)} MB at the end, ${idle.toFixed(0)} MB after 10 s idle`,
);
if (seconds >= 120) {
  const change = ((after - minuteIn) / minuteIn) * 100;
  console.log(`memory from the first minute to the end: ${minuteIn.toFixed(0)} → ${after.toFixed(0)} MB (${change >= 0 ? '+' : ''}${change.toFixed(1)} %, target within ±10 %)`);
  console.log(`  every minute: ${memory.filter((m, i) => i % 12 === 0).map((m) => m.mb.toFixed(0)).join(' ')} MB`);
}
