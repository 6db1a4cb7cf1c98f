import 'server-only';
import { DIVAR_POST_NOT_FOUND, DIVAR_UNAVAILABLE } from '@/lib/contracts/divar';
import { ConsentRequired, NotFound, TooManyRequests, Unavailable } from '@/server/core/errors';
import { KenarError } from '@/server/providers/divar/types';

export const DIVAR_CONSENT_REQUIRED = 'divar_consent_required';
export const DIVAR_CONSENT_REQUIRED_MESSAGE = 'اجازهٔ دیوار برای این کار منقضی شده یا داده نشده است؛ لطفاً دوباره از دیوار اجازه دهید.';

export const divarConsentRequired = () => new ConsentRequired(DIVAR_CONSENT_REQUIRED_MESSAGE, DIVAR_CONSENT_REQUIRED);

/**
 * How a Kenar failure reaches our client (spec §8): Divar being down, slow or refusing our request is a 503 on a
 * divar URL, which the error catalogue words as «مشکلی در تکمیل آگهی پیش آمد.»; its rate limit is our 429 with its
 * Retry-After; a grant that no longer covers the call asks for consent again. Anything else is rethrown.
 */
export function kenarDomainError(error: unknown): unknown {
  if (!(error instanceof KenarError)) return error;
  switch (error.failure) {
    case 'rate_limited':
      return new TooManyRequests(error.retryAfterSeconds ?? 30);
    case 'forbidden':
      return divarConsentRequired();
    case 'not_found':
      return new NotFound(DIVAR_POST_NOT_FOUND);
    default:
      return new Unavailable(DIVAR_UNAVAILABLE);
  }
}

/** Runs a call to Divar and turns its failure into our domain's refusal. */
export async function withKenar<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw kenarDomainError(error);
  }
}
