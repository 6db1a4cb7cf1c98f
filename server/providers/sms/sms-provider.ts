import 'server-only';
import { serverEnv } from '@/lib/env';
import { createConsoleSmsProvider } from './console';
import { createKavenegarSmsProvider } from './kavenegar';
import type { SmsProvider } from './types';

let cached: { key: string; provider: SmsProvider } | undefined;

/** The SMS provider chosen by SMS_PROVIDER (console by default, kavenegar for real delivery). */
export function smsProvider(): SmsProvider {
  const env = serverEnv();
  // Tests switch providers by changing the env and calling resetServerEnv(); rebuild when the settings change.
  const key = [env.SMS_PROVIDER, env.APP_ENV, env.SMS_OUTBOX_FILE, env.KAVENEGAR_BASE_URL, env.KAVENEGAR_TEMPLATE, env.KAVENEGAR_API_KEY].join('|');
  if (cached?.key === key) return cached.provider;
  let provider: SmsProvider;
  if (env.SMS_PROVIDER === 'kavenegar') {
    if (!env.KAVENEGAR_API_KEY || !env.KAVENEGAR_TEMPLATE) {
      throw new Error('SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE');
    }
    provider = createKavenegarSmsProvider({
      apiKey: env.KAVENEGAR_API_KEY,
      template: env.KAVENEGAR_TEMPLATE,
      baseUrl: env.KAVENEGAR_BASE_URL,
    });
  } else {
    provider = createConsoleSmsProvider({ appEnv: env.APP_ENV, outboxFile: env.SMS_OUTBOX_FILE });
  }
  cached = { key, provider };
  return provider;
}
