// `npm run test:instances` (needs DATABASE_URL; .ci/run sets it): two production app instances on different ports
// behind one PostgreSQL database, driven at the same time. Rate limits, one-time codes, captchas, sessions and
// credits live in the database, so what one instance counts or grants the other sees: the money checks of the
// integration suite hold across the pair. Ends with "N passed, N failed".
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApp } from './app-process.mjs';
import { buildIsStale, run } from './lib.mjs';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('test:instances needs DATABASE_URL (a PostgreSQL server; .ci/run starts one).');
  process.exit(2);
}
const CAPTCHA = 'pair1';
const OTP_IP_LIMIT = 20;
const outbox = path.join(tmpdir(), `arzyab-instances-${process.pid}.jsonl`);
let passed = 0;
let failed = 0;
function check(ok, what) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
}

function client(base) {
  return async (method, url, { token, body, headers = {} } = {}) => {
    const res = await fetch(base + url, {
      method,
      redirect: 'manual',
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
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

const codesFor = (mobile) =>
  readFileSync(outbox, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((l) => l.mobile_number === mobile).map((l) => l.code);

let n = 0;
const newMobile = () => `0937${String(1_000_000 + ++n).slice(-7)}`;

async function requestCode(api, mobile) {
  const { json: captcha } = await api('GET', '/api/captcha/');
  return api('POST', '/api/users/signup-otp/', { body: { mobile_number: mobile, captcha_key: captcha.captcha_key, captcha_answer: CAPTCHA } });
}

async function signUp(api) {
  const mobile = newMobile();
  const sent = await requestCode(api, mobile);
  if (sent.status !== 201) throw new Error(`signup-otp ${sent.status} ${JSON.stringify(sent.json)}`);
  const verified = await api('POST', '/api/users/signup-verify/', { body: { mobile_number: mobile, otp_code: codesFor(mobile).at(-1) } });
  if (verified.status !== 200) throw new Error(`signup-verify ${verified.status}`);
  return { mobile, ...verified.json };
}

/** Every credit the account can spend: purchased (active_credits_count) and the sign-up grant (free). */
async function credits(api, token) {
  const { json } = await api('GET', '/api/users/credits/', { token });
  return { paid: json.active_credits_count, all: json.active_credits_count + json.free_credits_count };
}

if (!process.argv.includes('--no-build') && buildIsStale()) await run(process.execPath, ['scripts/build.mjs']);

const name = `pair_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const env = {
  DATABASE_URL: url.toString(),
  CAPTCHA_FIXED_ANSWER: CAPTCHA,
  SMS_OUTBOX_FILE: outbox,
  OTP_HOURLY_IP_LIMIT: String(OTP_IP_LIMIT),
  // Both instances must sign the same tokens: in production JWT_SECRET is required for exactly this.
  JWT_SECRET: 'pair-of-instances-shared-secret-0123456789',
};

const apps = [];
try {
  // Started together: both run the migrations' advisory lock; one migrates, the other waits.
  apps.push(...(await Promise.all([startApp({ env }), startApp({ env })])));
  const [a, b] = apps.map((app) => client(app.base));
  console.log(`\n▶ two app instances (${apps.map((x) => new URL(x.base).port).join(', ')}) behind one PostgreSQL database`);

  // Sessions: signed in on one, known to the other; a logout on one ends the session on both.
  const user = await signUp(a);
  check((await b('GET', '/api/users/user-info/', { token: user.access })).status === 200, 'a session from instance A is valid on instance B');
  const refreshed = await b('POST', '/api/users/token/refresh/', { body: { refresh: user.refresh } });
  check(refreshed.status === 200, 'a refresh token from A rotates on B');
  await a('POST', '/api/users/logout/', { token: refreshed.json.access, body: { refresh: refreshed.json.refresh } });
  check((await b('GET', '/api/users/user-info/', { token: refreshed.json.access })).status === 401, 'after logout on A, B refuses the access token at once');

  // Rate limits: the per-address OTP cap counts requests to both instances together.
  const statuses = [];
  for (let i = 0; i < OTP_IP_LIMIT + 3; i++) statuses.push((await requestCode(i % 2 ? b : a, newMobile())).status);
  const sent = statuses.filter((s) => s === 201).length;
  check(sent === OTP_IP_LIMIT - 1, `the hourly per-address code cap (${OTP_IP_LIMIT}) counts both instances: ${sent} sent after the first sign-up, then ${statuses.filter((s) => s === 429).length}× 429`);

  // One-time codes: a code sent through A is verified once, even when both instances get it at the same moment.
  // (The counters above are cleared first: this client's address is at its cap.)
  const pair = new pg.Client({ connectionString: env.DATABASE_URL });
  await pair.connect();
  await pair.query('DELETE FROM rate_limit_hits');
  await pair.end();
  const mobile = newMobile();
  await requestCode(a, mobile);
  const code = codesFor(mobile).at(-1);
  const both = await Promise.all([a, b, a, b].map((api) => api('POST', '/api/users/signup-verify/', { body: { mobile_number: mobile, otp_code: code } })));
  check(both.filter((r) => r.status === 200).length === 1, 'a code verified at the same time on both instances signs in once');

  // Credits: one payment verified 20 times across both instances grants once.
  const buyer = await signUp(b);
  const start = await a('POST', '/api/payment/payment-subscription/', { token: buyer.access, body: { plan: 'sntandard', callback_url: '/subscription' } });
  const authority = new URL(start.json.link).pathname.split('/').pop();
  await b('POST', `/api/payment/sandbox/${authority}/pay/`);
  const verifies = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b)('GET', `/api/payment/payment-transaction/${authority}/`, { token: buyer.access })),
  );
  check(verifies.every((r) => r.json?.status === 'paid'), 'twenty concurrent verifications on both instances all answer paid');
  const held = await credits(a, buyer.access);
  check(held.paid === 10, 'and the plan granted its 10 credits once');

  // Spending: 30 concurrent valuations on both instances against the account's credits: exactly as many succeed.
  const flat = { service: 'price_evaluation_product_base', latitude: 35.7575, longitude: 51.4105, area: 100, rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: true, storage: true };
  const { json: services } = await a('GET', '/api/subscription/service/');
  const cost = services.find((s) => s.name === flat.service)?.credits_required ?? 1;
  const valuations = await Promise.all(
    Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b)('POST', '/api/houses/price-suggestion/', { token: buyer.access, body: flat })),
  );
  const ok = valuations.filter((r) => r.status === 200).length;
  const left = await credits(b, buyer.access);
  check(
    ok === Math.floor(held.all / cost) && left.all === held.all - ok * cost,
    `30 concurrent valuations on both instances against ${held.all} credits: ${ok} charged, ${left.all} left`,
  );
} catch (error) {
  failed++;
  console.error(error);
} finally {
  await Promise.all(apps.map((app) => app.stop().then(() => app.remove())));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(outbox, { force: true });
}
console.log(`\ninstances: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
