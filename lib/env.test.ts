import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './env';

type Vars = Record<string, string | undefined>;
/** Next types NODE_ENV as always set; the schema does not read it. */
const parse = (vars: Vars) => parseServerEnv({ NODE_ENV: 'test', ...vars });

// A deployment that passes every production check; each test below breaks one thing.
const production: Vars = {
  APP_ENV: 'production',
  PUBLIC_BASE_URL: 'https://arzyab.example',
  JWT_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://arzyab:secret@db:5432/arzyab',
  SMS_PROVIDER: 'kavenegar',
  KAVENEGAR_API_KEY: 'key',
  KAVENEGAR_TEMPLATE: 'arzyab-otp',
  PAYMENT_GATEWAY: 'zarinpal',
  ZARINPAL_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
  DIVAR_PROVIDER: 'kenar',
  KENAR_APP_SLUG: 'arzyab',
  KENAR_OAUTH_SECRET: 'oauth-secret',
  KENAR_API_KEY: 'kenar-api-key',
};

const problems = (env: Vars): string => {
  try {
    parse(env);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('parseServerEnv with APP_ENV=production', () => {
  it('accepts a proper production configuration', () => {
    const env = parse(production);
    expect(env).toMatchObject({ APP_ENV: 'production', SMS_PROVIDER: 'kavenegar', PAYMENT_GATEWAY: 'zarinpal', PORT: 3000 });
    expect(parse({ ...production, PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' }).PAYMENT_GATEWAY).toBe('sandbox');
  });

  it('refuses the console SMS provider', () => {
    expect(problems({ ...production, SMS_PROVIDER: 'console' })).toContain('SMS_PROVIDER: the console SMS provider is local-only; use kavenegar in production');
    expect(problems({ ...production, SMS_PROVIDER: undefined })).toContain('SMS_PROVIDER:'); // the default is console
  });

  it('refuses a fixed captcha answer', () => {
    expect(problems({ ...production, CAPTCHA_FIXED_ANSWER: '42' })).toContain('CAPTCHA_FIXED_ANSWER: a fixed captcha answer is for tests only');
  });

  it('refuses the sandbox gateway unless ALLOW_SANDBOX_PAYMENTS=1', () => {
    const message = 'PAYMENT_GATEWAY: the sandbox gateway is refused in production unless ALLOW_SANDBOX_PAYMENTS=1';
    expect(problems({ ...production, PAYMENT_GATEWAY: 'sandbox' })).toContain(message);
    expect(problems({ ...production, PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '0' })).toContain(message);
    expect(problems({ ...production, PAYMENT_GATEWAY: undefined })).toContain(message); // the default is sandbox
  });

  it("refuses Zarinpal's sandbox host (it verifies payments that moved no money) unless ALLOW_SANDBOX_PAYMENTS=1", () => {
    const sandbox = { ...production, ZARINPAL_BASE_URL: 'https://sandbox.zarinpal.com' };
    expect(problems(sandbox)).toContain('ZARINPAL_BASE_URL: production pays through https://payment.zarinpal.com');
    expect(parse({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: '1' }).ZARINPAL_BASE_URL).toBe('https://sandbox.zarinpal.com');
    expect(parse({ ...sandbox, APP_ENV: 'local' }).ZARINPAL_BASE_URL).toBe('https://sandbox.zarinpal.com');
    // Plain http is not the live gateway either, and a malformed address is reported with the rest, not thrown.
    expect(problems({ ...production, ZARINPAL_BASE_URL: 'http://payment.zarinpal.com' })).toContain('ZARINPAL_BASE_URL: production pays through');
    expect(problems({ ...production, ZARINPAL_BASE_URL: 'not a url' })).toContain('ZARINPAL_BASE_URL');
  });

  it("sends Kavenegar's API key (part of the request's path) over https only", () => {
    expect(problems({ ...production, KAVENEGAR_BASE_URL: 'http://api.kavenegar.com' })).toContain(
      'KAVENEGAR_BASE_URL: production sends the Kavenegar API key over https only',
    );
    expect(parse({ ...production, KAVENEGAR_BASE_URL: 'http://127.0.0.1:9999', APP_ENV: 'local' }).KAVENEGAR_BASE_URL).toBe('http://127.0.0.1:9999');
  });

  it('refuses a missing PUBLIC_BASE_URL (callbacks would point at localhost)', () => {
    expect(problems({ ...production, PUBLIC_BASE_URL: undefined })).toContain('PUBLIC_BASE_URL: required when APP_ENV=production');
  });

  it('refuses a missing JWT_SECRET', () => {
    expect(problems({ ...production, JWT_SECRET: undefined })).toContain('JWT_SECRET: required when APP_ENV=production');
  });

  it('refuses the local Divar, and Kenar over plain http', () => {
    expect(problems({ ...production, DIVAR_PROVIDER: 'local' })).toContain('DIVAR_PROVIDER: the local Divar (fixture ads, local consent page) is local-only');
    expect(problems({ ...production, DIVAR_PROVIDER: undefined })).toContain('DIVAR_PROVIDER:'); // the default is local
    expect(problems({ ...production, KENAR_API_BASE_URL: 'http://open-api.divar.ir' })).toContain('KENAR_API_BASE_URL: production talks to Divar over https only');
  });

  it('lists every problem in one message', () => {
    const message = problems({ APP_ENV: 'production' });
    expect(message).toMatch(/^Invalid environment:\n/);
    for (const key of ['JWT_SECRET', 'SMS_PROVIDER', 'PAYMENT_GATEWAY']) expect(message).toContain(`  - ${key}:`);
  });

  it('allows the local-only providers outside production', () => {
    expect(() => parse({ APP_ENV: 'local', CAPTCHA_FIXED_ANSWER: '42' })).not.toThrow();
  });
});

describe('parseServerEnv: DIVAR_READS_PER_ADDRESS', () => {
  it('bounds an address to 120 reads of Divar in ten minutes unless set (the e2e and benchmark apps lift it)', () => {
    expect(parse({}).DIVAR_READS_PER_ADDRESS).toBe(120);
    expect(parse({ DIVAR_READS_PER_ADDRESS: '100000' }).DIVAR_READS_PER_ADDRESS).toBe(100000);
    expect(problems({ DIVAR_READS_PER_ADDRESS: '0' })).toContain('DIVAR_READS_PER_ADDRESS');
  });
});

describe('parseServerEnv: the SMS and payment providers', () => {
  it('need their keys at start, in any environment (else the first sign-in code or purchase was a 500)', () => {
    const sms = problems({ SMS_PROVIDER: 'kavenegar' });
    expect(sms).toContain('  - KAVENEGAR_API_KEY: required when SMS_PROVIDER=kavenegar');
    expect(sms).toContain('  - KAVENEGAR_TEMPLATE: required when SMS_PROVIDER=kavenegar');
    expect(problems({ PAYMENT_GATEWAY: 'zarinpal' })).toContain('  - ZARINPAL_MERCHANT_ID: required when PAYMENT_GATEWAY=zarinpal');
    expect(problems({ ...production, ZARINPAL_MERCHANT_ID: '' })).toContain('ZARINPAL_MERCHANT_ID: required when PAYMENT_GATEWAY=zarinpal');
    expect(parse({ SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k', KAVENEGAR_TEMPLATE: 't', PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: 'm' }).SMS_PROVIDER).toBe('kavenegar');
  });
});

describe('parseServerEnv: Divar (Kenar)', () => {
  it('defaults to the local Divar and Divar\'s own hosts', () => {
    expect(parse({})).toMatchObject({
      DIVAR_PROVIDER: 'local',
      KENAR_API_BASE_URL: 'https://open-api.divar.ir',
      KENAR_OAUTH_BASE_URL: 'https://oauth.divar.ir',
    });
  });

  it('needs the app slug, the OAuth secret and the API key for the real API, in any environment', () => {
    const message = problems({ DIVAR_PROVIDER: 'kenar', KENAR_APP_SLUG: '' });
    for (const key of ['KENAR_APP_SLUG', 'KENAR_OAUTH_SECRET', 'KENAR_API_KEY']) {
      expect(message).toContain(`  - ${key}: required when DIVAR_PROVIDER=kenar`);
    }
    expect(problems({ DIVAR_PROVIDER: 'kenar', KENAR_APP_SLUG: 'a b', KENAR_OAUTH_SECRET: 'x'.repeat(8), KENAR_API_KEY: 'y'.repeat(8) })).toContain(
      'KENAR_APP_SLUG: expected the app slug',
    );
  });
});

describe('parseServerEnv: PUBLIC_BASE_URL', () => {
  it('follows PORT when unset, so a local run on another port accepts its own payment callbacks', () => {
    expect(parse({}).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    expect(parse({ PORT: '3300' }).PUBLIC_BASE_URL).toBe('http://localhost:3300');
    expect(parse({ PORT: '3300', PUBLIC_BASE_URL: '' }).PUBLIC_BASE_URL).toBe('http://localhost:3300');
    expect(parse({ PORT: '3300', PUBLIC_BASE_URL: 'https://arzyab.example' }).PUBLIC_BASE_URL).toBe('https://arzyab.example');
  });
});

describe('parseServerEnv: PORT', () => {
  it('defaults to 3000 and accepts 1–65535', () => {
    expect(parse({}).PORT).toBe(3000);
    expect(parse({ PORT: '' }).PORT).toBe(3000);
    expect(parse({ PORT: '8080' }).PORT).toBe(8080);
  });

  it.each(['abc', '0', '65536', '80.5'])('refuses PORT=%j', (PORT) => {
    expect(problems({ PORT })).toContain('PORT: expected a whole number from 1 to 65535');
  });
});

describe('parseServerEnv: the chat bot provider', () => {
  it('answers with the default layer unless an OpenAI-compatible server is fully configured', () => {
    expect(parse({}).CHAT_PROVIDER).toBe('default');
    expect(parse({ CHAT_PROVIDER: '' }).CHAT_PROVIDER).toBe('default');
    const llm = parse({ CHAT_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:8000/v1', LLM_MODEL: 'qwen', LLM_TIMEOUT_MS: '5000' });
    expect(llm).toMatchObject({ CHAT_PROVIDER: 'openai-compatible', LLM_TIMEOUT_MS: 5000, LLM_MAX_TOOL_ROUNDS: 3 });
    expect(problems({ CHAT_PROVIDER: 'openai-compatible' })).toContain('LLM_BASE_URL: required when CHAT_PROVIDER=openai-compatible');
    expect(problems({ CHAT_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://x' })).toContain('LLM_MODEL: required');
    expect(problems({ CHAT_PROVIDER: 'gpt' })).toContain('CHAT_PROVIDER');
    expect(problems({ LLM_MAX_TOOL_ROUNDS: '9' })).toContain('LLM_MAX_TOOL_ROUNDS');
  });
});
