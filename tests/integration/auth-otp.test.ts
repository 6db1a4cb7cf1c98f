import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnv } from '@/lib/env';
import { NO_ACCOUNT } from '@/lib/errors/catalogue';
import { GET as getCaptcha } from '@/app/api/captcha/route';
import { POST as loginOtp } from '@/app/api/users/login-otp/route';
import { POST as loginVerify } from '@/app/api/users/login-verify/route';
import { POST as signupOtp } from '@/app/api/users/signup-otp/route';
import { POST as signupVerify } from '@/app/api/users/signup-verify/route';
import { GET as userInfo } from '@/app/api/users/user-info/route';
import { createCaptcha } from '@/server/auth/create-captcha';
import { OTP_NUMBER_DAILY_LIMIT, OTP_NUMBER_HOURLY_LIMIT } from '@/server/auth/otp-rate-limits';
import { requestOtp } from '@/server/auth/request-otp';
import { verifyOtp } from '@/server/auth/verify-otp';
import { getDb, getSqlRunner } from '@/server/db/client';
import { answerFor, call } from './http';

// The whole OTP life cycle through the route handlers, with the console SMS provider writing to an outbox file.
const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'arzyab-sms-')), 'outbox.jsonl');
process.env.SMS_PROVIDER = 'console';
process.env.SMS_OUTBOX_FILE = outbox;
process.env.CAPTCHA_FIXED_ANSWER = 'fixed1';
process.env.OTP_TTL_SECONDS = '120';
process.env.OTP_HOURLY_IP_LIMIT = '20';
process.env.SIGNUP_FREE_CREDITS = '1';
resetServerEnv();

let ipCounter = 0;
/** Each scenario gets its own address so the per-IP hourly cap is tested only where intended. */
const nextIp = () => `198.51.100.${++ipCounter}`;

function codesFor(mobile: string): string[] {
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { mobile_number: string; code: string; sent_at: string })
    .filter((m) => m.mobile_number === mobile)
    .map((m) => m.code);
}
const lastCode = (mobile: string) => codesFor(mobile).at(-1)!;
const wrongCode = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');

async function captcha(ip?: string): Promise<string> {
  const res = await call<{ captcha_key: string; captcha_image: string }>(getCaptcha, '/api/captcha/', { ip });
  expect(res.status).toBe(200);
  return res.body.captcha_key;
}

async function requestCode(kind: 'login' | 'signup', mobile: string, ip = nextIp(), answer = 'fixed1') {
  const handler = kind === 'login' ? loginOtp : signupOtp;
  return call(handler, `/api/users/${kind}-otp/`, {
    method: 'POST',
    ip,
    body: { mobile_number: mobile, captcha_key: await captcha(ip), captcha_answer: answer },
  });
}

async function verify(kind: 'login' | 'signup', mobile: string, code: string, ip = nextIp()) {
  const handler = kind === 'login' ? loginVerify : signupVerify;
  return call<unknown>(handler, `/api/users/${kind}-verify/`, {
    method: 'POST',
    ip,
    body: { mobile_number: mobile, otp_code: code },
  });
}

async function signUp(mobile: string) {
  expect((await requestCode('signup', mobile)).status).toBe(201);
  const res = await verify('signup', mobile, lastCode(mobile));
  expect(res.status).toBe(200);
  return res.body as { access: string; refresh: string };
}

beforeAll(async () => {
  await getDb();
});

describe('GET /api/captcha/', () => {
  it('returns a key and an SVG data URL', async () => {
    const res = await call<{ captcha_key: string; captcha_image: string }>(getCaptcha, '/api/captcha/');
    expect(res.status).toBe(200);
    expect(res.body.captcha_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.captcha_image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(res.body.captcha_image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
  });
});

describe('signup vs login', () => {
  it('signs up a new number (Persian digits, +98 form) and creates one account', async () => {
    const res = await requestCode('signup', '+98 912 000 0001'.replace(/ /g, ''));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ mobile_number: '09120000001' });
    const code = lastCode('09120000001');
    expect(code).toMatch(/^\d{5}$/);
    // Persian digits in both fields are the same number and code.
    const persian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    const ok = await verify('signup', persian('09120000001'), persian(code));
    expect(ok.status).toBe(200);
    const tokens = ok.body as { access: string; refresh: string };
    expect(tokens.access.split('.')).toHaveLength(3);
    expect(tokens.refresh.length).toBeGreaterThan(30);
    const info = await call(userInfo, '/api/users/user-info/', { token: tokens.access });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ mobile_number: '09120000001', full_name: null, email: null });
  });

  it('refuses login for an unknown number and signup for a known one with Persian messages', async () => {
    const unknown = await requestCode('login', '09120000002');
    expect(unknown.status).toBe(400);
    // NO_ACCOUNT: the number step offers the sign-up with the same number instead of a toast.
    expect(unknown.body).toEqual({ mobile_number: ['حساب کاربری با این شماره یافت نشد؛ لطفاً ثبت نام کنید.'], code: NO_ACCOUNT });
    await signUp('09120000003');
    const known = await requestCode('signup', '00989120000003');
    expect(known.status).toBe(400);
    expect(known.body).toEqual({ mobile_number: ['این شماره قبلاً ثبت نام کرده است؛ لطفاً وارد شوید.'] });
    expect(codesFor('09120000002')).toHaveLength(0);
  });

  it('logs in a known number; a signup code cannot be verified as a login', async () => {
    await signUp('09120000004');
    expect((await requestCode('login', '09120000004')).status).toBe(201);
    const wrongKind = await verify('signup', '09120000004', lastCode('09120000004'));
    expect(wrongKind.status).toBe(400);
    const ok = await verify('login', '09120000004', lastCode('09120000004'));
    expect(ok.status).toBe(200);
    const runner = await getSqlRunner();
    const rows = await runner.query(`SELECT count(*)::int AS n FROM users WHERE mobile_number = '09120000004'`);
    expect(rows[0].n).toBe(1);
  });

  it('validates the request body with the spec messages', async () => {
    const res = await call(loginOtp, '/api/users/login-otp/', {
      method: 'POST',
      ip: nextIp(),
      body: { mobile_number: '12345', captcha_key: '', captcha_answer: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      mobile_number: ['شماره تلفن وارد شده معتبر نمی باشد.'],
      captcha_key: ['این فیلد الزامی است'],
      captcha_answer: ['این فیلد الزامی است'],
    });
    const otp = await verify('login', '09120000001', '12');
    expect(otp.status).toBe(400);
    expect(otp.body).toEqual([{ otp_code: ['کد وارد شده معتبر نمی باشد'] }]);
  });
});

describe('captcha', () => {
  it('rejects a wrong answer on captcha_answer and spends the captcha either way', async () => {
    const ip = nextIp();
    const key = await captcha(ip);
    const body = { mobile_number: '09120000010', captcha_key: key };
    const wrong = await call(signupOtp, '/api/users/signup-otp/', { method: 'POST', ip, body: { ...body, captcha_answer: 'nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ captcha_answer: ['کد امنیتی اشتباه است یا منقضی شده است.'] });
    // The right answer on a spent key is refused too (single use).
    const replay = await call(signupOtp, '/api/users/signup-otp/', { method: 'POST', ip, body: { ...body, captcha_answer: 'fixed1' } });
    expect(replay.status).toBe(400);
    expect(replay.body).toHaveProperty('captcha_answer');
    const unknown = await call(signupOtp, '/api/users/signup-otp/', {
      method: 'POST',
      ip,
      body: { ...body, captcha_key: 'not-a-key', captcha_answer: 'fixed1' },
    });
    expect(unknown.status).toBe(400);
    expect(codesFor('09120000010')).toHaveLength(0);
  });

  it('answers a malformed verify request with a list, like every verify failure (spec §8)', async () => {
    const res = await call<unknown>(loginVerify, '/api/users/login-verify/', { method: 'POST', ip: nextIp(), body: { mobile_number: '09121234567', otp_code: '0000' } });
    expect(res.status).toBe(400);
    expect(Array.isArray(res.body)).toBe(true);
    expect((res.body as Array<Record<string, string[]>>)[0]).toHaveProperty('otp_code');
    // Other endpoints keep the object of fields.
    const otp = await call<unknown>(loginOtp, '/api/users/login-otp/', { method: 'POST', ip: nextIp(), body: { mobile_number: '0912' } });
    expect(Array.isArray(otp.body)).toBe(false);
  });

  it('takes a number with the country code (+98, 0098, a bare 98) as its 09… form, as the sign-in field does', async () => {
    for (const [written, mobile] of [
      ['+989120000031', '09120000031'],
      ['00989120000032', '09120000032'],
      ['989120000033', '09120000033'],
      ['+۹۸ ۹۱۲ ۰۰۰ ۰۰۳۴', '09120000034'],
    ]) {
      const sent = await requestCode('signup', written);
      expect(sent.status, written).toBe(201);
      expect(sent.body, written).toEqual({ mobile_number: mobile });
      expect(codesFor(mobile), written).toHaveLength(1);
      // The verify call takes the number in the same forms.
      expect((await verify('signup', written, lastCode(mobile))).status, written).toBe(200);
    }
    const cut = await requestCode('signup', '98912000003');
    expect(cut.status).toBe(400);
    expect(cut.body).toEqual({ mobile_number: ['شماره تلفن وارد شده معتبر نمی باشد.'] });
  });

  it('accepts the fixed test answer case-insensitively', async () => {
    expect((await requestCode('signup', '09120000011', nextIp(), 'FIXED1')).status).toBe(201);
  });
});

describe('one code per number per TTL', () => {
  it('answers 429 with Retry-After while a code is live, then allows a new one after expiry', async () => {
    const mobile = '09120000020';
    expect((await requestCode('signup', mobile)).status).toBe(201);
    const again = await requestCode('signup', mobile);
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(100);
    expect(retryAfter).toBeLessThanOrEqual(120);
    // Named, so the number step offers to enter the live code instead of a toast.
    expect(again.body).toMatchObject({ code: 'otp_pending' });
    expect(codesFor(mobile)).toHaveLength(1);

    // After the TTL (injected clock), a new code is sent and the old one no longer verifies.
    const db = await getDb();
    const later = new Date(Date.now() + 121_000);
    const key = await captcha();
    await requestOtp(db, { purpose: 'signup', mobileNumber: mobile, captchaKey: key, captchaAnswer: 'fixed1' }, { now: later });
    expect(codesFor(mobile)).toHaveLength(2);
    const [first, second] = codesFor(mobile);
    if (first !== second) {
      await expect(
        verifyOtp(db, { purpose: 'signup', mobileNumber: mobile, otpCode: first }, { now: later }).catch((e: unknown) => Promise.reject(answerFor(e))),
      ).rejects.toMatchObject({ status: 400 });
    }
    const tokens = await verifyOtp(db, { purpose: 'signup', mobileNumber: mobile, otpCode: second }, { now: later });
    expect(tokens.access).toBeTruthy();
  });

  it('sends one code when two requests for the same number race', async () => {
    const mobile = '09120000022';
    const results = await Promise.all([requestCode('signup', mobile), requestCode('signup', mobile)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 429]);
    expect(codesFor(mobile)).toHaveLength(1);
  });

  it('does not block a new sign-in after the previous code was used', async () => {
    const mobile = '09120000021';
    await signUp(mobile);
    expect((await requestCode('login', mobile)).status).toBe(201);
  });
});

describe('expiry', () => {
  it('refuses an expired code with a list item saying so', async () => {
    const mobile = '09120000030';
    expect((await requestCode('signup', mobile)).status).toBe(201);
    const db = await getDb();
    const error = await verifyOtp(
      db,
      { purpose: 'signup', mobileNumber: mobile, otpCode: lastCode(mobile) },
      { now: new Date(Date.now() + 121_000) },
    ).catch(answerFor);
    expect(error).toMatchObject({
      status: 400,
      body: [{ otp_code: ['کد وارد شده منقضی شده است؛ لطفاً دوباره کد دریافت کنید.'] }],
    });
  });
});

describe('failed attempts', () => {
  it('burns the code after 5 wrong codes and reports too_many_failed_otp in a list', async () => {
    const mobile = '09120000040';
    expect((await requestCode('signup', mobile)).status).toBe(201);
    const code = lastCode(mobile);
    for (let i = 1; i <= 4; i++) {
      const res = await verify('signup', mobile, wrongCode(code));
      expect(res.status).toBe(400);
      expect(res.body).toEqual([{ otp_code: ['کد وارد شده صحیح نیست.'] }]);
    }
    const fifth = await verify('signup', mobile, wrongCode(code));
    expect(fifth.status).toBe(400);
    expect(Array.isArray(fifth.body)).toBe(true);
    expect((fifth.body as object[]).some((item) => 'too_many_failed_otp' in item)).toBe(true);
    // It says when a new code can be asked for (the burnt one's remaining life).
    expect(JSON.stringify(fifth.body)).toMatch(/لطفاً [۰-۹]+ ثانیهٔ دیگر کد جدید دریافت کنید/);
    // Even the right code is refused now.
    const right = await verify('signup', mobile, code);
    expect(right.status).toBe(400);
    expect((right.body as object[]).some((item) => 'too_many_failed_otp' in item)).toBe(true);
    // And a new code cannot be requested until the burnt one's TTL ends.
    expect((await requestCode('signup', mobile)).status).toBe(429);
  });
});

describe('replay', () => {
  it('refuses a code that was already used', async () => {
    const mobile = '09120000050';
    expect((await requestCode('signup', mobile)).status).toBe(201);
    const code = lastCode(mobile);
    expect((await verify('signup', mobile, code)).status).toBe(200);
    const replay = await verify('login', mobile, code);
    expect(replay.status).toBe(400);
    const replaySignup = await verify('signup', mobile, code);
    expect(replaySignup.status).toBe(400);
    expect(replaySignup.body).toEqual([{ otp_code: ['این کد قبلاً استفاده شده است؛ لطفاً دوباره کد دریافت کنید.'] }]);
  });

  it('stores codes hashed, never in clear', async () => {
    const mobile = '09120000051';
    expect((await requestCode('signup', mobile)).status).toBe(201);
    const runner = await getSqlRunner();
    const rows = await runner.query(`SELECT code_hash FROM otp_codes WHERE mobile_number = $1`, [mobile]);
    expect(rows).toHaveLength(1);
    expect(String(rows[0].code_hash)).not.toContain(lastCode(mobile));
    expect(String(rows[0].code_hash).length).toBeGreaterThan(20);
  });
});

describe('per-IP hourly cap', () => {
  it('answers 429 once an address has asked for OTP_HOURLY_IP_LIMIT codes in the hour', async () => {
    process.env.OTP_HOURLY_IP_LIMIT = '3';
    resetServerEnv();
    try {
      const ip = '192.0.2.200';
      for (let i = 0; i < 3; i++) expect((await requestCode('signup', `0912000010${i}`, ip)).status).toBe(201);
      const over = await requestCode('signup', '09120000109', ip);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(codesFor('09120000109')).toHaveLength(0);
    } finally {
      process.env.OTP_HOURLY_IP_LIMIT = '20';
      resetServerEnv();
    }
  });

  it('counts the socket peer, not a client-sent X-Forwarded-For, when no proxy is trusted (the default)', async () => {
    process.env.OTP_HOURLY_IP_LIMIT = '3';
    resetServerEnv();
    try {
      // One client on loopback rotating the header: before, each value was counted as a different device.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const key = await captcha('127.0.0.1');
        const res = await call(signupOtp, '/api/users/signup-otp/', {
          method: 'POST',
          ip: '127.0.0.1',
          headers: { 'x-forwarded-for': `5.160.0.${i}` },
          body: { mobile_number: `0912000020${i}`, captcha_key: key, captcha_answer: 'fixed1' },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(codesFor('09120000203')).toHaveLength(0);
    } finally {
      process.env.OTP_HOURLY_IP_LIMIT = '20';
      resetServerEnv();
    }
  });
});

describe('per-number hourly cap', () => {
  it('sends one number at most OTP_NUMBER_HOURLY_LIMIT codes an hour from any addresses; refused requests do not count', async () => {
    const mobile = '09120000300';
    const db = await getDb();
    const runner = await getSqlRunner();
    // One clock reading for every request; each code is used up before the next request, as after a sign-in (one
    // live code per number per TTL is a separate rule).
    const now = new Date();
    const consumeLiveCodes = () => runner.query(`UPDATE otp_codes SET consumed_at = $2 WHERE mobile_number = $1 AND consumed_at IS NULL`, [mobile, now.toISOString()]);
    const ask = async (answer = 'fixed1') =>
      requestOtp(db, { purpose: 'signup', mobileNumber: mobile, captchaKey: await captcha(), captchaAnswer: answer }, { now }).then(
        () => 201,
        (e: unknown) => answerFor(e),
      );
    // Someone without the captcha's answer cannot spend the owner's allowance, nor can a request refused because a
    // code is still live.
    for (let i = 0; i < 3; i += 1) expect(await ask('wrong')).toMatchObject({ status: 400 });
    for (let i = 0; i < OTP_NUMBER_HOURLY_LIMIT; i += 1) {
      await consumeLiveCodes();
      expect(await ask()).toBe(201);
      if (i === 0) expect(await ask()).toMatchObject({ status: 429, body: { detail: expect.stringContaining('ثانیهٔ دیگر') } });
    }
    await consumeLiveCodes();
    const over = await ask();
    expect(over).toMatchObject({ status: 429 });
    // No code is live: nothing to offer, the client says it like any other 429.
    expect(over).toMatchObject({ body: { detail: 'برای این شماره در یک ساعت گذشته کد تأیید زیادی ارسال شده است؛ لطفاً بعداً تلاش کنید.' } });
    expect((over as { body: object }).body).not.toHaveProperty('code');
    expect(codesFor(mobile)).toHaveLength(OTP_NUMBER_HOURLY_LIMIT);
  });
});

describe('per-number daily cap', () => {
  it('sends one number at most OTP_NUMBER_DAILY_LIMIT codes in 24 hours, whatever the hourly cap allows', async () => {
    // Each code allows MAX_FAILED_OTP guesses: the hourly cap alone let 720 guesses a day at one account.
    const mobile = '09120000301';
    const db = await getDb();
    const runner = await getSqlRunner();
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const consumeLiveCodes = (now: Date) =>
      runner.query(`UPDATE otp_codes SET consumed_at = $2 WHERE mobile_number = $1 AND consumed_at IS NULL`, [mobile, now.toISOString()]);
    const ask = async (now: Date) => {
      await consumeLiveCodes(now);
      // A captcha of the simulated hour (it lasts five minutes).
      const { captcha_key: captchaKey } = await createCaptcha(db, now);
      return requestOtp(db, { purpose: 'signup', mobileNumber: mobile, captchaKey, captchaAnswer: 'fixed1' }, { now }).then(
        () => 201,
        (e: unknown) => answerFor(e),
      );
    };
    expect(OTP_NUMBER_DAILY_LIMIT).toBeGreaterThan(OTP_NUMBER_HOURLY_LIMIT);
    // Codes spread over the day, each hour under the hourly cap.
    for (let i = 0; i < OTP_NUMBER_DAILY_LIMIT; i += 1) expect(await ask(at(i * 70))).toBe(201);
    const last = (OTP_NUMBER_DAILY_LIMIT - 1) * 70;
    const over = await ask(at(last + 70));
    expect(over).toMatchObject({
      status: 429,
      body: { detail: 'برای این شماره در ۲۴ ساعت گذشته کد تأیید زیادی ارسال شده است؛ لطفاً بعداً تلاش کنید.' },
    });
    // Retry-After: when the first of them is a day old.
    expect(Number((over as { headers: Record<string, string> }).headers['Retry-After'])).toBe(24 * 3600 - (last + 70) * 60);
    expect(codesFor(mobile)).toHaveLength(OTP_NUMBER_DAILY_LIMIT);
    // A day after the first, one more may go.
    expect(await ask(at(24 * 60 + 1))).toBe(201);
  });
});
