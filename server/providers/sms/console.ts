import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { log } from '@/server/core/log';
import type { SmsProvider } from './types';

/**
 * LOCAL-ONLY provider (the embedded default): nothing is sent; the code is logged and, when an outbox file is
 * configured, appended as one JSON line so tests can read it. Refused when APP_ENV=production.
 */
export function createConsoleSmsProvider(options: { appEnv: string; outboxFile?: string }): SmsProvider {
  if (options.appEnv === 'production') {
    throw new Error('SMS_PROVIDER=console is local-only and refused when APP_ENV=production; use kavenegar');
  }
  const outbox = options.outboxFile ? path.resolve(/*turbopackIgnore: true*/ options.outboxFile) : undefined;
  return {
    name: 'console',
    async sendOtp(mobileNumber, code) {
      log.info('console SMS provider (local only): one-time code', { mobile_number: mobileNumber, code });
      if (!outbox) return;
      await mkdir(path.dirname(outbox), { recursive: true });
      const line = JSON.stringify({ mobile_number: mobileNumber, code, sent_at: new Date().toISOString() });
      await appendFile(outbox, `${line}\n`, 'utf8');
    },
  };
}
