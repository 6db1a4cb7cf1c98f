import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import svgCaptcha from 'svg-captcha';
import { resetServerEnv } from '@/lib/env';
import { GET as getCaptcha } from '@/app/api/captcha/route';
import { POST as signupOtp } from '@/app/api/users/signup-otp/route';
import { POST as signupVerify } from '@/app/api/users/signup-verify/route';
import { createConsoleSmsProvider } from '@/server/providers/sms/console';
import { createKavenegarSmsProvider } from '@/server/providers/sms/kavenegar';
import { SmsDeliveryError } from '@/server/providers/sms/types';
import { getDb } from '@/server/db/client';
import { startFakeKavenegar, type FakeKavenegar } from '../fakes/kavenegar';
import { call } from './http';

// The real Kavenegar adapter against a local fake of its verify/lookup protocol, end to end through the routes,
// and the real (image) captcha answer rather than the fixed test answer.
let fake: FakeKavenegar;

beforeAll(async () => {
  fake = await startFakeKavenegar({ apiKey: 'secret/key+with chars', template: 'arzyab-otp' });
  process.env.SMS_PROVIDER = 'kavenegar';
  process.env.KAVENEGAR_API_KEY = fake.apiKey;
  process.env.KAVENEGAR_TEMPLATE = fake.template;
  process.env.KAVENEGAR_BASE_URL = fake.baseUrl;
  delete process.env.CAPTCHA_FIXED_ANSWER;
  delete process.env.SMS_OUTBOX_FILE;
  resetServerEnv();
  await getDb();
});
afterAll(async () => {
  await fake.close();
});

let n = 0;
const ip = () => `198.51.100.${++n}`;

/** A captcha whose answer we know: the generator is observed, not replaced. */
async function knownCaptcha(): Promise<{ key: string; answer: string }> {
  const spy = vi.spyOn(svgCaptcha, 'create');
  try {
    const res = await call<{ captcha_key: string }>(getCaptcha, '/api/captcha/');
    expect(res.status).toBe(200);
    const answer = spy.mock.results[0].value.text as string;
    return { key: res.body.captcha_key, answer };
  } finally {
    spy.mockRestore();
  }
}

const requestSignup = async (mobile: string, answer?: (real: string) => string) => {
  const c = await knownCaptcha();
  return call(signupOtp, '/api/users/signup-otp/', {
    method: 'POST',
    ip: ip(),
    body: { mobile_number: mobile, captcha_key: c.key, captcha_answer: answer ? answer(c.answer) : c.answer },
  });
};

describe('Kavenegar adapter (route level)', () => {
  it('sends the code through verify/lookup and signs up with it; the real captcha answer is case-insensitive', async () => {
    const res = await requestSignup('09350000001', (a) => a.toLowerCase());
    expect(res.status).toBe(201);
    expect(fake.messages).toHaveLength(1);
    const sent = fake.messages[0];
    expect(sent).toMatchObject({ receptor: '09350000001', template: 'arzyab-otp' });
    expect(sent.token).toMatch(/^\d{5}$/);
    const verified = await call(signupVerify, '/api/users/signup-verify/', {
      method: 'POST',
      ip: ip(),
      body: { mobile_number: '09350000001', otp_code: sent.token },
    });
    expect(verified.status).toBe(200);
  });

  it('answers 503 when Kavenegar fails (insufficient credit) and lets the user retry at once', async () => {
    const logs: string[] = [];
    const spyLog = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
    const spyInfo = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
    try {
      process.env.LOG_LEVEL = 'debug';
      resetServerEnv(); // the logger reads LOG_LEVEL through lib/env
      fake.failWith(418);
      const failed = await requestSignup('09350000002');
      expect(failed.status).toBe(503);
      fake.failWith(null);
      // The unsent code was discarded, so the number is not blocked for the TTL.
      expect((await requestSignup('09350000002')).status).toBe(201);
      // The API key lives in the URL path: it must never reach the logs.
      expect(logs.join('\n')).not.toContain('secret');
    } finally {
      process.env.LOG_LEVEL = 'error';
      resetServerEnv();
      spyLog.mockRestore();
      spyInfo.mockRestore();
    }
  });

  it('wrong real captcha answer is refused and nothing is sent', async () => {
    const before = fake.messages.length;
    const res = await requestSignup('09350000003', (a) => `${a}x`);
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('captcha_answer');
    expect(fake.messages.length).toBe(before);
  });
});

describe('Kavenegar adapter (protocol errors)', () => {
  const provider = () => createKavenegarSmsProvider({ apiKey: fake.apiKey, template: fake.template, baseUrl: fake.baseUrl });

  it.each([
    [411, 'invalid_receptor'],
    [418, 'unavailable'],
    [424, 'unavailable'],
    [431, 'unavailable'],
    [451, 'unavailable'],
  ] as const)('maps status %i to %s', async (status, reason) => {
    fake.failWith(status);
    try {
      const error = await provider().sendOtp('09350000009', '12345').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsDeliveryError);
      expect(error).toMatchObject({ reason, providerStatus: status });
      expect(String((error as Error).message)).not.toContain(fake.apiKey);
    } finally {
      fake.failWith(null);
    }
  });

  it('reports a wrong API key, a wrong template, a non-JSON reply and an unreachable host as unavailable', async () => {
    const wrongKey = createKavenegarSmsProvider({ apiKey: 'nope', template: fake.template, baseUrl: fake.baseUrl });
    await expect(wrongKey.sendOtp('09350000009', '12345')).rejects.toMatchObject({ providerStatus: 403, reason: 'unavailable' });
    const wrongTemplate = createKavenegarSmsProvider({ apiKey: fake.apiKey, template: 'other', baseUrl: fake.baseUrl });
    await expect(wrongTemplate.sendOtp('09350000009', '12345')).rejects.toMatchObject({ providerStatus: 424 });
    fake.garble(true);
    try {
      await expect(provider().sendOtp('09350000009', '12345')).rejects.toMatchObject({ providerStatus: 502 });
    } finally {
      fake.garble(false);
    }
    const down = createKavenegarSmsProvider({ apiKey: fake.apiKey, template: fake.template, baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const error = await down.sendOtp('09350000009', '12345').catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'unavailable', providerStatus: null });
  });

  it('maps a refused receptor to a 400 on mobile_number through the route', async () => {
    fake.failWith(411);
    try {
      const res = await requestSignup('09350000004');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ mobile_number: ['شماره تلفن وارد شده معتبر نمی باشد.'] });
    } finally {
      fake.failWith(null);
    }
  });
});

describe('console provider', () => {
  it('is refused when APP_ENV=production', () => {
    expect(() => createConsoleSmsProvider({ appEnv: 'production' })).toThrow(/local-only/);
  });
});
