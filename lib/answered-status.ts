/**
 * A request made without axios (lib/api-get.ts, lib/api-stream.ts) that was answered with an error status, or not
 * answered (status null).
 */
export class RequestFailed extends Error {
  constructor(
    readonly status: number | null,
    readonly data: unknown,
  ) {
    super(status === null ? 'network error' : `HTTP ${status}`);
    this.name = 'RequestFailed';
  }
}

/**
 * What a failed API request (the API client's axios error, or a RequestFailed) got back: its status and body, status
 * null when no answer came (the network); undefined when the error is not a request's failure. Read without importing axios, so that code
 * deciding what a failure means (a paid form's hooks, the purchase) does not bring the HTTP client into a page's first
 * load: the client arrives with the request.
 */
export function requestFailure(error: unknown): { status: number | null; data: unknown } | undefined {
  if (error instanceof RequestFailed) return { status: error.status, data: error.data };
  if (typeof error !== 'object' || error === null || (error as { isAxiosError?: unknown }).isAxiosError !== true) return undefined;
  const response = (error as { response?: { status?: unknown; data?: unknown } }).response;
  return typeof response?.status === 'number' ? { status: response.status, data: response.data } : { status: null, data: undefined };
}

/** The HTTP status a failed API request was answered with; undefined when it got no answer or is not a request's failure. */
export function answeredStatus(error: unknown): number | undefined {
  return requestFailure(error)?.status ?? undefined;
}

/** The API's code for Divar's consent to act on the ad, missing or ended (server/divar/kenar-api-error.ts). */
export const DIVAR_CONSENT_REQUIRED = 'divar_consent_required';

/** The request was refused (403) because Divar's consent for the ad is missing or has ended: give it again. */
export function isDivarConsentRequired(error: unknown): boolean {
  const failure = requestFailure(error);
  return failure?.status === 403 && (failure.data as { code?: unknown } | null | undefined)?.code === DIVAR_CONSENT_REQUIRED;
}
