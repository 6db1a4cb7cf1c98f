// `npm run test:crash`: the production app killed with SIGKILL under paid load, three times, then restarted on the
// same data: every sign-up and payment the app acknowledged is still there, no payment granted its credits twice
// (replaying every verification changes nothing), and the database opens. Then issue 32's second-process scenario on
// the embedded database: `db:migrate` and `payments:reconcile` while the app runs, kill -9, restart, migrate, restart.
// On the embedded PGlite always; on PostgreSQL too when DATABASE_URL is set (a fresh database is created there).
// Builds first when the build is stale. Ends with "N passed, N failed".
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './app-process.mjs';
import { bin, buildIsStale, root, run } from './lib.mjs';

const CAPTCHA = 'crash1';
const ROUNDS = 3;
const WORKERS = 6;
const outbox = path.join(tmpdir(), `arzyab-crash-${process.pid}.jsonl`);
process.once('exit', () => rmSync(outbox, { force: true }));
let passed = 0;
let failed = 0;

function check(ok, what) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
}

const appEnv = (extra = {}) => ({ CAPTCHA_FIXED_ANSWER: CAPTCHA, OTP_HOURLY_IP_LIMIT: '1000000', SMS_OUTBOX_FILE: outbox, ...extra });

function client(base) {
  return async function api(method, url, { token, body } = {}) {
    const res = await fetch(base + url, {
      method,
      redirect: 'manual',
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, json };
  };
}

let mobiles = 0;
async function signUp(api) {
  const mobile = `0936${String(1_000_000 + ++mobiles).slice(-7)}`;
  const { json: captcha } = await api('GET', '/api/captcha/');
  const sent = await api('POST', '/api/users/signup-otp/', { body: { mobile_number: mobile, captcha_key: captcha.captcha_key, captcha_answer: CAPTCHA } });
  if (sent.status !== 201) throw new Error(`signup-otp ${sent.status}`);
  const code = readFileSync(outbox, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((l) => l.mobile_number === mobile).at(-1)?.code;
  const verified = await api('POST', '/api/users/signup-verify/', { body: { mobile_number: mobile, otp_code: code } });
  if (verified.status !== 200) throw new Error(`signup-verify ${verified.status}`);
  return { mobile, token: verified.json.access, payments: [] };
}

/** One purchase; the authority is remembered before it is paid, so a crash at any step leaves it checkable. */
async function buy(api, user, plan) {
  const start = await api('POST', '/api/payment/payment-subscription/', { token: user.token, body: { plan, callback_url: '/subscription' } });
  if (start.status !== 200) throw new Error(`payment ${start.status}`);
  const payment = { authority: new URL(start.json.link).pathname.split('/').pop(), acknowledged: false };
  user.payments.push(payment);
  await api('POST', `/api/payment/sandbox/${payment.authority}/pay/`);
  const verified = await api('GET', `/api/payment/payment-transaction/${payment.authority}/`, { token: user.token });
  if (verified.json?.status === 'paid') payment.acknowledged = true;
}

/** Purchased credits (active_credits_count counts those only). Null when the account does not sign in. */
async function paidCredits(api, user) {
  const { json } = await api('GET', '/api/users/credits/', { token: user.token });
  return typeof json?.active_credits_count === 'number' ? json.active_credits_count : null;
}
const PLAN_CREDITS = 1; // topup_1

/** Workers sign up and buy until stopped; what the app acknowledged is recorded in `users`. */
function paidLoad(api, users) {
  let stopping = false;
  const worker = async () => {
    while (!stopping) {
      let user = null;
      try {
        user = await signUp(api);
        user.acknowledged = true;
        users.push(user);
        for (let i = 0; i < 3 && !stopping; i++) await buy(api, user, 'topup_1');
      } catch {
        // the server went away mid-request: whatever was not acknowledged may or may not have landed
        if (stopping) return;
      }
    }
  };
  const running = Array.from({ length: WORKERS }, worker);
  return () => {
    stopping = true;
    return Promise.allSettled(running);
  };
}

/** After a restart: every acknowledged sign-up and payment is there, and replaying verifications grants nothing twice. */
async function verifyNothingLost(api, users, label) {
  let missingUsers = 0;
  let lostPayments = 0;
  let wrongBalances = 0;
  for (const user of users) {
    if ((await paidCredits(api, user)) === null) {
      missingUsers++;
      continue;
    }
    let paid = 0;
    for (const p of user.payments) {
      // Twice: the second must change nothing.
      await api('GET', `/api/payment/payment-transaction/${p.authority}/`, { token: user.token });
      const again = await api('GET', `/api/payment/payment-transaction/${p.authority}/`, { token: user.token });
      if (again.json?.status === 'paid') paid++;
      else if (p.acknowledged) lostPayments++;
    }
    if ((await paidCredits(api, user)) !== paid * PLAN_CREDITS) wrongBalances++;
  }
  const acknowledged = users.reduce((n, u) => n + u.payments.filter((p) => p.acknowledged).length, 0);
  check(missingUsers === 0, `${label}: all ${users.length} acknowledged sign-ups still sign in (${missingUsers} missing)`);
  check(lostPayments === 0, `${label}: all ${acknowledged} acknowledged payments still paid (${lostPayments} lost)`);
  check(wrongBalances === 0, `${label}: every balance equals its paid payments after replaying each verification twice (${wrongBalances} wrong)`);
}

async function killUnderLoad(label, env, dataDir) {
  console.log(`\n▶ kill -9 under paid load ×${ROUNDS} (${label})`);
  let app = await startApp({ env, dataDir });
  const dir = app.dir;
  const users = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const api = client(app.base);
    const stop = paidLoad(api, users);
    await new Promise((r) => setTimeout(r, 6_000 + Math.random() * 4_000));
    await app.kill();
    await stop();
    app = await startApp({ env, dataDir: dir });
    check(true, `${label}: round ${round}: the database opened again after kill -9`);
    await verifyNothingLost(client(app.base), users, `${label} round ${round}`);
  }
  await app.stop();
  return dir;
}

function npmScript(script, env) {
  return new Promise((resolve) => {
    execFile(bin('tsx'), ['--conditions=react-server', script], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function secondProcess() {
  console.log('\n▶ a second process on the embedded database (issue 32, point 1)');
  let app = await startApp({ env: appEnv() });
  const dataEnv = { DATA_DIR: path.join(app.dir, 'data'), PAYMENT_GATEWAY: 'sandbox', PUBLIC_BASE_URL: app.base };
  let api = client(app.base);
  const early = await signUp(api);
  await buy(api, early, 'topup_1');

  const migrate = await npmScript('scripts/db-migrate.ts', dataEnv);
  check(migrate.code !== 0 && migrate.stderr.includes('Only one process may open it'), 'db:migrate while the app runs is refused with a message naming the owner');
  const reconcile = await npmScript('scripts/payments-reconcile.ts', dataEnv);
  check(reconcile.code === 0 && /"checked":\d+/.test(reconcile.stdout), 'payments:reconcile while the app runs is done by the app');
  const other = await startApp({ env: appEnv(), dataDir: app.dir, stdio: 'ignore' }).then(
    (a) => a.stop().then(() => false),
    () => true,
  );
  check(other, 'a second app on the same folder does not start');

  // Sign-up and payment after those runs, then the sequence: kill -9, restart, migrate, restart.
  const late = await signUp(api);
  await buy(api, late, 'topup_1');
  await app.kill();
  app = await startApp({ env: appEnv(), dataDir: app.dir });
  await app.stop();
  const migrated = await npmScript('scripts/db-migrate.ts', dataEnv);
  check(migrated.code === 0, 'db:migrate with the app stopped applies migrations');
  app = await startApp({ env: appEnv(), dataDir: app.dir });
  api = client(app.base);
  await verifyNothingLost(api, [early, late], 'after reconcile, kill -9, restart, migrate, restart');
  await app.stop();
  app.remove();
}

/** A fresh database on the PostgreSQL server at DATABASE_URL, dropped at the end. */
async function withPostgres(fn) {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.DATABASE_URL;
  const name = `crash_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (!process.argv.includes('--no-build') && buildIsStale()) {
  console.log('build is stale: building…');
  await run(process.execPath, ['scripts/build.mjs']);
}

const pgUrl = process.env.DATABASE_URL;
delete process.env.DATABASE_URL; // the embedded runs must not inherit it
try {
  const dir = await killUnderLoad('PGlite', appEnv());
  rmSync(dir, { recursive: true, force: true });
  await secondProcess();
  if (pgUrl) {
    process.env.DATABASE_URL = pgUrl;
    await withPostgres(async (url) => {
      const dir = await killUnderLoad('PostgreSQL', appEnv({ DATABASE_URL: url }));
      rmSync(dir, { recursive: true, force: true });
    });
  } else {
    console.log('\n(PostgreSQL part skipped: DATABASE_URL is not set; .ci/run sets it)');
  }
} catch (error) {
  failed++;
  console.error(error);
}
console.log(`\ncrash: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
