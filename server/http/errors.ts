import 'server-only';
import { errorMessages } from '@/lib/errors/catalogue';
import { DomainError, InvalidInput, TooManyRequests, type DomainErrorKind } from '@/server/core/errors';

/** DRF-style error bodies (spec §8): 400 `{field: [msg]}` / `{non_field_errors: [...]}` or a list, others `{detail}`. */
export type ErrorBody = Record<string, unknown> | unknown[];

/** An HTTP answer other than 2xx: what the route wrapper sends. Only server/http makes these; the domain throws DomainError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${status}`);
  }
}

/** Each domain refusal's status (spec §8). */
const STATUS: Record<DomainErrorKind, number> = {
  invalid_input: 400,
  refused: 400,
  outside_service_area: 400,
  not_signed_in: 401,
  forbidden: 403,
  consent_required: 403,
  not_found: 404,
  conflict: 409,
  sign_up_required: 426,
  too_many_requests: 429,
  upstream_failed: 502,
  unavailable: 503,
};

/** The one place a domain error becomes an HTTP answer: its status, and the body shape the client's catalogue reads. */
export function httpError(error: DomainError): ApiError {
  const status = STATUS[error.kind];
  if (error instanceof InvalidInput) return new ApiError(status, error.fields);
  // spec §8 words it once for every page: the error catalogue's sentence, as the request's own error.
  if (error.kind === 'outside_service_area') return new ApiError(status, { non_field_errors: [errorMessages.outsideServiceArea] });
  const headers = error instanceof TooManyRequests ? { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) } : undefined;
  // `detail` first: the client's catalogue toasts a 403's first value (spec §8).
  return new ApiError(status, { detail: error.message, ...error.details }, headers);
}
