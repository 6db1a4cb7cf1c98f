import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '@/lib/env';
import { ownCallbackUrl } from './callback-url';

const BASE = 'https://arzyab.example';

describe('ownCallbackUrl', () => {
  it('accepts our origin (absolute or a path) and drops stale gateway parameters', () => {
    expect(ownCallbackUrl('/subscription', BASE)).toBe('https://arzyab.example/subscription');
    expect(ownCallbackUrl('https://arzyab.example/price?x=1&Authority=A1&Status=OK#top', BASE)).toBe(
      'https://arzyab.example/price?x=1',
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'http://arzyab.example/subscription', // other scheme = other origin
    'https://arzyab.example.evil.example/',
    'https://user:pw@arzyab.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('refuses %s', (url) => {
    expect(ownCallbackUrl(url, BASE)).toBeNull();
  });
});

describe('sandbox gateway in production', () => {
  const production = {
    APP_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    SMS_PROVIDER: 'kavenegar',
    KAVENEGAR_API_KEY: 'kavenegar-key',
    KAVENEGAR_TEMPLATE: 'arzyab-otp',
    PUBLIC_BASE_URL: 'https://arzyab.example',
    DIVAR_PROVIDER: 'kenar',
    KENAR_APP_SLUG: 'arzyab',
    KENAR_OAUTH_SECRET: 'oauth-secret',
    KENAR_API_KEY: 'kenar-api-key',
  } as unknown as NodeJS.ProcessEnv;

  it('is refused unless ALLOW_SANDBOX_PAYMENTS=1', () => {
    expect(() => parseServerEnv({ ...production, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    expect(parseServerEnv({ ...production, PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' }).PAYMENT_GATEWAY).toBe('sandbox');
    expect(parseServerEnv({ ...production, PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: 'merchant-id' }).PAYMENT_GATEWAY).toBe('zarinpal');
  });
});
