import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnv } from '@/lib/env';
import { GET as getCaptcha } from '@/app/api/captcha/route';
import { GET as credits } from '@/app/api/users/credits/route';
import { POST as logout } from '@/app/api/users/logout/route';
import { POST as signupOtp } from '@/app/api/users/signup-otp/route';
import { POST as signupVerify } from '@/app/api/users/signup-verify/route';
import { POST as refresh } from '@/app/api/users/token/refresh/route';
import { GET as getUserInfo, PATCH as patchUserInfo } from '@/app/api/users/user-info/route';
import { REFRESH_REUSE_GRACE_MS, refreshSession } from '@/server/auth/refresh-session';
import { getDb, getSqlRunner } from '@/server/db/client';
import { answerFor, call } from './http';

// Sessions: refresh rotation and theft detection, logout, access-token checks, user info and profile rules.
const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'arzyab-sms-')), 'outbox.jsonl');
process.env.SMS_PROVIDER = 'console';
process.env.SMS_OUTBOX_FILE = outbox;
process.env.CAPTCHA_FIXED_ANSWER = 'fixed1';
process.env.REFRESH_TOKEN_TTL_DAYS = '30';
resetServerEnv();

let n = 0;
const ip = () => `198.51.100.${++n}`;
const lastCode = (mobile: string) =>
  readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { mobile_number: string; code: string })
    .filter((m) => m.mobile_number === mobile)
    .at(-1)!.code;

async function signUp(mobile: string): Promise<{ access: string; refresh: string }> {
  const key = (await call<{ captcha_key: string }>(getCaptcha, '/api/captcha/')).body.captcha_key;
  const sent = await call(signupOtp, '/api/users/signup-otp/', {
    method: 'POST',
    ip: ip(),
    body: { mobile_number: mobile, captcha_key: key, captcha_answer: 'fixed1' },
  });
  expect(sent.status).toBe(201);
  const res = await call<{ access: string; refresh: string }>(signupVerify, '/api/users/signup-verify/', {
    method: 'POST',
    ip: ip(),
    body: { mobile_number: mobile, otp_code: lastCode(mobile) },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const doRefresh = (tokens: { refresh: string; access?: string }) =>
  call<{ access: string; refresh: string; detail?: string }>(refresh, '/api/users/token/refresh/', {
    method: 'POST',
    body: { refresh: tokens.refresh, access: tokens.access ?? null },
  });

beforeAll(async () => {
  await getDb();
});

describe('refresh rotation', () => {
  it('returns a new access token and a rotated refresh token; the old one stops working', async () => {
    const first = await signUp('09130000001');
    const res = await doRefresh(first);
    expect(res.status).toBe(200);
    expect(res.body.access.split('.')).toHaveLength(3);
    expect(res.body.refresh).not.toBe(first.refresh);
    expect((await call(getUserInfo, '/api/users/user-info/', { token: res.body.access })).status).toBe(200);
    const next = await doRefresh(res.body);
    expect(next.status).toBe(200);
  });

  it('treats reuse of a rotated token as theft and revokes the whole family', async () => {
    const first = await signUp('09130000002');
    const rotated = (await doRefresh(first)).body;
    const db = await getDb();
    const later = new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1000);
    await expect(refreshSession(db, first.refresh, { now: later }).catch((e: unknown) => Promise.reject(answerFor(e)))).rejects.toMatchObject({
      status: 401,
      body: { detail: 'نشست شما نامعتبر است یا منقضی شده است؛ لطفاً دوباره وارد شوید.' },
    });
    // The legitimate holder's newer token is revoked too, and so are the access tokens of that sign-in.
    expect((await doRefresh(rotated)).status).toBe(401);
    expect((await call(getUserInfo, '/api/users/user-info/', { token: rotated.access })).status).toBe(401);
  });

  it('lets a second tab that refreshed with the same token at the same moment keep the session', async () => {
    const first = await signUp('09130000005');
    const [a, b] = await Promise.all([doRefresh(first), doRefresh(first)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Each gets a refresh token of its own, and both stay live: either may be the one stored last.
    expect(a.body.refresh).toBeTruthy();
    expect(b.body.refresh).toBeTruthy();
    expect(a.body.refresh).not.toBe(b.body.refresh);
    for (const tab of [a.body, b.body]) {
      expect((await call(getUserInfo, '/api/users/user-info/', { token: tab.access })).status).toBe(200);
      expect((await doRefresh({ refresh: tab.refresh })).status).toBe(200);
    }
  });

  it('survives a refresh whose answer was lost: a retry within the grace gets a refresh token that lasts', async () => {
    const first = await signUp('09130000007');
    const lost = await doRefresh(first); // the server rotated; the client never saw this answer
    expect(lost.status).toBe(200);
    const retry = await doRefresh(first);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh).toBeTruthy();
    const db = await getDb();
    // The next refresh comes at the next access expiry (15 min), far beyond the grace: the session lives on…
    const nextExpiry = new Date(Date.now() + 15 * 60_000 + 1000);
    const renewed = await refreshSession(db, retry.body.refresh!, { now: nextExpiry });
    expect(renewed.refresh).toBeTruthy();
    expect((await call(getUserInfo, '/api/users/user-info/', { token: renewed.access })).status).toBe(200);
    // …and so does the one after, on the token that rotation issued.
    const after = await refreshSession(db, renewed.refresh!, { now: new Date(nextExpiry.getTime() + 15 * 60_000) });
    expect((await call(getUserInfo, '/api/users/user-info/', { token: after.access })).status).toBe(200);
  });

  it('still treats reuse after the grace as theft when a sibling was issued within it', async () => {
    const first = await signUp('09130000008');
    const successor = (await doRefresh(first)).body;
    const sibling = (await doRefresh(first)).body;
    const db = await getDb();
    const later = new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1000);
    // Repeated reuse does not stretch the window: it is measured from the first rotation.
    await expect(refreshSession(db, first.refresh, { now: later }).catch((e: unknown) => Promise.reject(answerFor(e)))).rejects.toMatchObject({
      status: 401,
      body: { code: 'token_not_valid' },
    });
    for (const tokens of [successor, sibling]) {
      expect((await doRefresh(tokens)).status).toBe(401);
      expect((await call(getUserInfo, '/api/users/user-info/', { token: tokens.access })).status).toBe(401);
    }
  });

  it('gives no grace once the session was logged out', async () => {
    const first = await signUp('09130000006');
    const rotated = (await doRefresh(first)).body;
    await call(logout, '/api/users/logout/', { method: 'POST', body: { refresh: rotated.refresh, access: rotated.access } });
    expect((await doRefresh(first)).status).toBe(401);
  });

  it('refuses unknown, missing and expired refresh tokens', async () => {
    expect((await doRefresh({ refresh: 'made-up-token' })).status).toBe(401);
    const missing = await call(refresh, '/api/users/token/refresh/', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('refresh');
    const tokens = await signUp('09130000003');
    // An access token where the refresh token belongs is a wrong token (401), not a form error.
    expect((await doRefresh({ refresh: tokens.access })).status).toBe(401);
    const db = await getDb();
    await expect(
      refreshSession(db, tokens.refresh, { now: new Date(Date.now() + 31 * 86_400_000) }).catch((e: unknown) => Promise.reject(answerFor(e))),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it('stores refresh tokens only as hashes', async () => {
    const tokens = await signUp('09130000004');
    const runner = await getSqlRunner();
    const rows = await runner.query('SELECT token_hash FROM refresh_tokens');
    expect(rows.some((r) => r.token_hash === tokens.refresh)).toBe(false);
  });
});

describe('logout', () => {
  it('revokes the refresh token, even with an expired access token, and is idempotent', async () => {
    const tokens = await signUp('09130000010');
    const res = await call(logout, '/api/users/logout/', {
      method: 'POST',
      token: 'expired.or.garbage',
      body: { refresh: tokens.refresh, access: tokens.access },
    });
    expect(res.status).toBe(200);
    expect((await doRefresh(tokens)).status).toBe(401);
    const again = await call(logout, '/api/users/logout/', { method: 'POST', body: { refresh: tokens.refresh } });
    expect(again.status).toBe(200);
  });

  it('ends the session\'s access tokens at once, not at their expiry', async () => {
    const tokens = await signUp('09130000012');
    const other = await signUp('09130000013');
    expect((await call(getUserInfo, '/api/users/user-info/', { token: tokens.access })).status).toBe(200);
    await call(logout, '/api/users/logout/', { method: 'POST', body: { refresh: tokens.refresh, access: tokens.access } });
    const after = await call(getUserInfo, '/api/users/user-info/', { token: tokens.access });
    expect(after).toMatchObject({ status: 401, body: { detail: 'توکن نامعتبر است یا منقضی شده است.' } });
    expect((await call(credits, '/api/users/credits/', { token: tokens.access })).status).toBe(401);
    // Another sign-in is untouched.
    expect((await call(getUserInfo, '/api/users/user-info/', { token: other.access })).status).toBe(200);
  });

  it('ends the sign-in of a valid access token sent without a known refresh token', async () => {
    const tokens = await signUp('09130000014');
    const res = await call(logout, '/api/users/logout/', { method: 'POST', body: { refresh: 'lost', access: tokens.access } });
    expect(res.status).toBe(200);
    expect((await call(getUserInfo, '/api/users/user-info/', { token: tokens.access })).status).toBe(401);
    expect((await doRefresh(tokens)).status).toBe(401);
  });

  it('revokes a rotated session too', async () => {
    const first = await signUp('09130000011');
    const rotated = (await doRefresh(first)).body;
    await call(logout, '/api/users/logout/', { method: 'POST', body: { refresh: rotated.refresh, access: rotated.access } });
    expect((await doRefresh(rotated)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('rejects a token signed with another key, an expired token and no token', async () => {
    const tokens = await signUp('09130000020');
    const [, payload] = tokens.access.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string };
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('arzyab')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('a-different-secret-that-is-long-enough-000'));
    const bad = await call(getUserInfo, '/api/users/user-info/', { token: forged });
    expect(bad.status).toBe(401);
    // A tampered signature on the real token.
    const tampered = tokens.access.slice(0, -4) + (tokens.access.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await call(getUserInfo, '/api/users/user-info/', { token: tampered })).status).toBe(401);
    expect((await call(getUserInfo, '/api/users/user-info/')).status).toBe(401);
    expect((await call(credits, '/api/users/credits/')).status).toBe(401);
  });

  it('rejects a correctly signed token that names no session (as tokens issued before sessions were checked)', async () => {
    const tokens = await signUp('09130000022');
    const claims = JSON.parse(Buffer.from(tokens.access.split('.')[1], 'base64url').toString('utf8')) as { sub: string };
    const { jwtSecret } = await import('@/server/auth/jwt-secret');
    const sign = (extra: Record<string, unknown>) =>
      new SignJWT({ typ: 'access', ...extra })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('arzyab')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(jwtSecret());
    expect((await call(getUserInfo, '/api/users/user-info/', { token: await sign({}) })).status).toBe(401);
    expect((await call(getUserInfo, '/api/users/user-info/', { token: await sign({ sid: 'not-a-uuid' }) })).status).toBe(401);
    expect((await call(getUserInfo, '/api/users/user-info/', { token: await sign({ sid: crypto.randomUUID() }) })).status).toBe(401);
  });

  it('rejects a correctly signed token of a live session whose user id is not a uuid or not its own account (401, not 500)', async () => {
    const tokens = await signUp('09130000023');
    const claims = JSON.parse(Buffer.from(tokens.access.split('.')[1], 'base64url').toString('utf8')) as { sub: string; sid: string };
    const { jwtSecret } = await import('@/server/auth/jwt-secret');
    const sign = (sub: string) =>
      new SignJWT({ typ: 'access', sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('arzyab')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(jwtSecret());
    for (const sub of ['42', "1' OR '1'='1", crypto.randomUUID()]) {
      for (const handler of [getUserInfo, credits]) {
        const res = await call<{ detail: string }>(handler, '/api/users/user-info/', { token: await sign(sub) });
        expect(res.status).toBe(401);
        expect(res.body.detail).toBe('توکن نامعتبر است یا منقضی شده است.');
      }
    }
    expect((await call(getUserInfo, '/api/users/user-info/', { token: await sign(claims.sub) })).status).toBe(200);
  });

  it('expires access tokens after ACCESS_TOKEN_TTL_SECONDS', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    resetServerEnv();
    try {
      const tokens = await signUp('09130000021');
      await new Promise((r) => setTimeout(r, 2100));
      expect((await call(getUserInfo, '/api/users/user-info/', { token: tokens.access })).status).toBe(401);
      // The refreshed token gets the normal lifetime: with 1 s it could expire before its first use on a busy machine.
      delete process.env.ACCESS_TOKEN_TTL_SECONDS;
      resetServerEnv();
      const refreshed = await doRefresh(tokens);
      expect(refreshed.status).toBe(200);
      expect((await call(getUserInfo, '/api/users/user-info/', { token: refreshed.body.access })).status).toBe(200);
    } finally {
      delete process.env.ACCESS_TOKEN_TTL_SECONDS;
      resetServerEnv();
    }
  });
});

describe('user info and profile', () => {
  it('answers with the spec fields and credits from the billing contract', async () => {
    const tokens = await signUp('09130000030');
    const info = await call(getUserInfo, '/api/users/user-info/', { token: tokens.access });
    expect(info.status).toBe(200);
    expect(Object.keys(info.body as object).sort()).toEqual(
      ['active_credits_count', 'email', 'free_credit_count', 'full_name', 'mobile_number', 'services_credit_separately'].sort(),
    );
    // New accounts get SIGNUP_FREE_CREDITS (default 1) free credits through billing's grantSignupCredits.
    expect(info.body).toMatchObject({ free_credit_count: 1 });
    const c = await call<Record<string, unknown>>(credits, '/api/users/credits/', { token: tokens.access });
    expect(c.status).toBe(200);
    expect(Object.keys(c.body).sort()).toEqual(['active_credits_count', 'free_credits_count', 'services_credits']);
    expect(Array.isArray(c.body.services_credits)).toBe(true);
    expect(c.body.free_credits_count).toBe(1);
  });

  it('saves full name and email, keeps the email when omitted and clears it when empty', async () => {
    const { access } = await signUp('09130000031');
    const saved = await call(patchUserInfo, '/api/users/user-info/', {
      method: 'PATCH',
      token: access,
      body: { full_name: '  مریم احمدی  ', email: 'maryam@example.com' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ full_name: 'مریم احمدی', email: 'maryam@example.com', mobile_number: '09130000031' });
    const kept = await call(patchUserInfo, '/api/users/user-info/', { method: 'PATCH', token: access, body: { full_name: 'مریم احمدیان' } });
    expect(kept.body).toMatchObject({ full_name: 'مریم احمدیان', email: 'maryam@example.com' });
    const cleared = await call(patchUserInfo, '/api/users/user-info/', {
      method: 'PATCH',
      token: access,
      body: { full_name: 'مریم احمدیان', email: '' },
    });
    expect(cleared.body).toMatchObject({ email: null });
    const read = await call(getUserInfo, '/api/users/user-info/', { token: access });
    expect(read.body).toMatchObject({ full_name: 'مریم احمدیان', email: null });
  });

  it('rejects invalid profiles with the spec messages and changes nothing', async () => {
    const { access } = await signUp('09130000032');
    await call(patchUserInfo, '/api/users/user-info/', { method: 'PATCH', token: access, body: { full_name: 'علی رضایی' } });
    const short = await call(patchUserInfo, '/api/users/user-info/', { method: 'PATCH', token: access, body: { full_name: 'علی' } });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ full_name: ['مقدار وارد شده معتبر نمی باشد.'] });
    const missing = await call(patchUserInfo, '/api/users/user-info/', { method: 'PATCH', token: access, body: { email: 'a@b.co' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ full_name: ['این فیلد الزامی است'] });
    const email = await call(patchUserInfo, '/api/users/user-info/', {
      method: 'PATCH',
      token: access,
      body: { full_name: 'علی رضایی نو', email: 'not-an-email' },
    });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({ email: [' ایمیل وارد شده معتبر نمی باشد.'] });
    const read = await call(getUserInfo, '/api/users/user-info/', { token: access });
    expect(read.body).toMatchObject({ full_name: 'علی رضایی', email: null });
    const anonymous = await call(patchUserInfo, '/api/users/user-info/', { method: 'PATCH', body: { full_name: 'علی رضایی' } });
    expect(anonymous.status).toBe(401);
  });
});
