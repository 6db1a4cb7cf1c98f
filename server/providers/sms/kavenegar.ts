import 'server-only';
import { log } from '@/server/core/log';
import { SmsDeliveryError, type SmsProvider } from './types';

export interface KavenegarOptions {
  apiKey: string;
  template: string;
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface KavenegarReply {
  return?: { status?: number; message?: string };
  entries?: unknown;
}

// Kavenegar statuses that mean "this receptor is not acceptable" rather than "the service failed".
const RECEPTOR_ERRORS = new Set([411]);

/**
 * Kavenegar verify/lookup (../shared/reference/integrations.md): POST /v1/{API_KEY}/verify/lookup.json with
 * receptor, token, template. The API key is part of the URL, so the URL is never logged or put in an error.
 */
export function createKavenegarSmsProvider(options: KavenegarOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = `${base}/v1/${encodeURIComponent(options.apiKey)}/verify/lookup.json`;
  return {
    name: 'kavenegar',
    async sendOtp(mobileNumber, code) {
      const body = new URLSearchParams({ receptor: mobileNumber, token: code, template: options.template });
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        // Network failure or timeout: the error's message may include the URL, so only its name is kept.
        const name = error instanceof Error ? error.name : 'Error';
        log.warn('kavenegar request failed', { error: name });
        throw new SmsDeliveryError('unavailable', null, `kavenegar request failed (${name})`);
      }
      let reply: KavenegarReply | null = null;
      try {
        reply = (await response.json()) as KavenegarReply;
      } catch {
        reply = null;
      }
      // Errors arrive in return.status whatever the HTTP status; an unreadable body is a service failure.
      const status = reply?.return?.status ?? null;
      if (status === 200 && response.ok) return;
      const providerStatus = status ?? response.status;
      log.warn('kavenegar refused the message', { providerStatus, httpStatus: response.status });
      throw new SmsDeliveryError(
        RECEPTOR_ERRORS.has(providerStatus) ? 'invalid_receptor' : 'unavailable',
        providerStatus,
        `kavenegar status ${providerStatus}`,
      );
    },
  };
}
