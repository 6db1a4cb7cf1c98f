import type { ApiClient } from './api-client';
import { RequestFailed } from './answered-status';
import { tokenStore } from './auth-tokens';
import type { FailedRequest } from './errors/catalogue';

/** Every call gives up after this long (the API client's timeout too). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface GetJsonOptions {
  /** Skip the error toasts (the caller shows the failure itself), as the API client's `silent`. */
  silent?: boolean;
  /** The API client a 401 and a failure are handed to (tests pass their own); loaded only then. */
  client?: () => Promise<ClientModule>;
  fetch?: typeof fetch;
}

interface ClientModule {
  apiClient: Pick<ApiClient, 'get'>;
  reportFailedRequest: (request: FailedRequest) => void;
}

const loadClient = (): Promise<ClientModule> => import('./api-client');

/**
 * A GET through fetch, for the first call of a page that should not load axios before it shows anything (the chat's
 * history). It is a call of the one API client all the same: the bearer token from the token store and
 * `Accept-Language: fa`; an expired token (a 401 with a refresh token at hand) is handed to the API client, which
 * refreshes once for every waiting request and retries; a failure is said through the client's error catalogue unless
 * `silent`. Rejects with RequestFailed (lib/answered-status.ts reads its status), or with the client's own error
 * after a hand-over.
 */
export async function getJson<T>(url: string, options: GetJsonOptions = {}): Promise<T> {
  const { silent = false, client = loadClient, fetch: doFetch = fetch } = options;
  const fail = async (status: number | null, data: unknown): Promise<never> => {
    if (!silent) (await client()).reportFailedRequest({ status, url, method: 'get', data });
    throw new RequestFailed(status, data);
  };
  const access = tokenStore.access();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'fa' };
  if (access) headers.Authorization = `Bearer ${access}`;
  let response: Response;
  try {
    response = await doFetch(url, { headers, credentials: 'same-origin', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    return fail(null, null);
  }
  if (response.status === 401 && tokenStore.refresh()) return (await (await client()).apiClient.get<T>(url, { silent })).data;
  if (response.status === 401) tokenStore.endRefused(access); // nothing can renew it (lib/auth-tokens.ts)
  if (!response.ok) return fail(response.status, await response.json().catch(() => null));
  try {
    return (await response.json()) as T;
  } catch {
    return fail(null, null); // the answer was cut off
  }
}
