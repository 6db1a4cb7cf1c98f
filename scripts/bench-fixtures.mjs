// What the benchmarks need from a running app (scripts/app-process.mjs started with `fixtureEnv(outbox)`): JSON
// calls, accounts signed up through the console SMS outbox, credits bought through the sandbox gateway.
import { readFileSync } from 'node:fs';

export const BENCH_CAPTCHA = 'bench1';

/**
 * Environment for an app the fixtures can sign up on: a fixed captcha answer, codes written to `outbox`. Every
 * benchmark request comes from one address, so the per-address caps (sign-in codes, reads of Divar's ads by the Divar
 * pages) are lifted, or the runs would measure the refusals.
 */
export const fixtureEnv = (outbox) => ({
  CAPTCHA_FIXED_ANSWER: BENCH_CAPTCHA,
  OTP_HOURLY_IP_LIMIT: '1000000',
  DIVAR_READS_PER_ADDRESS: '1000000',
  SMS_OUTBOX_FILE: outbox,
});

/** A flat every valuation benchmark values (the base sale service). */
export const BENCH_FLAT = {
  service: 'price_evaluation_product_base',
  latitude: 35.7575,
  longitude: 51.4105,
  area: 100,
  rooms: 2,
  build_year: 1395,
  floor: 3,
  total_floors: 5,
  elevator: true,
  parking: true,
  storage: true,
};

export function benchClient(base, outbox) {
  async function api(method, url, { token, body } = {}) {
    const res = await fetch(base + url, {
      method,
      redirect: 'manual',
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a page or an empty body
    }
    return { status: res.status, json, headers: res.headers };
  }

  function codeFor(mobile) {
    const lines = readFileSync(outbox, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
    return lines.filter((l) => l.mobile_number === mobile).at(-1)?.code;
  }

  /** Signs up the i-th bench account; returns its access token. */
  async function signUp(i) {
    const mobile = `0935${String(1_000_000 + i).slice(-7)}`;
    const { json: captcha } = await api('GET', '/api/captcha/');
    const sent = await api('POST', '/api/users/signup-otp/', {
      body: { mobile_number: mobile, captcha_key: captcha.captcha_key, captcha_answer: BENCH_CAPTCHA },
    });
    if (sent.status !== 201) throw new Error(`signup-otp: ${sent.status} ${JSON.stringify(sent.json)}`);
    const verified = await api('POST', '/api/users/signup-verify/', { body: { mobile_number: mobile, otp_code: codeFor(mobile) } });
    if (verified.status !== 200) throw new Error(`signup-verify: ${verified.status} ${JSON.stringify(verified.json)}`);
    return verified.json.access;
  }

  /** One purchase through the sandbox gateway: start, pay on the gateway page, verify on return. */
  async function pay(token, plan, record = () => undefined) {
    let t = performance.now();
    const start = await api('POST', '/api/payment/payment-subscription/', { token, body: { plan, callback_url: '/subscription' } });
    record('POST /api/payment/payment-subscription/', performance.now() - t, start.status);
    if (start.status !== 200) return false;
    const authority = new URL(start.json.link).pathname.split('/').pop();
    t = performance.now();
    const paid = await api('POST', `/api/payment/sandbox/${authority}/pay/`);
    record('POST /api/payment/sandbox/…/pay/', performance.now() - t, paid.status === 303 ? 200 : paid.status);
    t = performance.now();
    const verified = await api('GET', `/api/payment/payment-transaction/${authority}/`, { token });
    record('GET /api/payment/payment-transaction/…/', performance.now() - t, verified.status);
    return verified.json?.status === 'paid';
  }

  return { api, signUp, pay };
}
