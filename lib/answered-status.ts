/**
 * The HTTP status a failed API request was answered with (the API client's axios error), or undefined when it got no
 * answer or is not a request's failure. Read without importing axios, so that code deciding what a failure means
 * (a paid form's hooks) does not bring the HTTP client into a page's first load: the client arrives with the request.
 */
export function answeredStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || (error as { isAxiosError?: unknown }).isAxiosError !== true) return undefined;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' ? status : undefined;
}
