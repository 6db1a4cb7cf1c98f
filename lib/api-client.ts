import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS } from './api-get';
import { tokenStore } from './auth-tokens';
import { errorMessages, type FailedRequest, type Toast, toastsForError } from './errors/catalogue';
import { notify } from './notify';
import { rememberReportedToasts } from './reported-toasts';

export const REFRESH_URL = '/api/users/token/refresh/';
// Every call gives up after REQUEST_TIMEOUT_MS, the refresh call sooner (a hung refresh would hold every waiting request).
export { REQUEST_TIMEOUT_MS };
/**
 * The refresh call gives up after this long and, when no answer came (a timeout, a dropped connection), is sent once
 * more at once. The server may have rotated the token all the same, and it forgives the rotated token presented
 * again only within REFRESH_REUSE_GRACE_MS (30 s, server/auth/refresh-session.ts) of that rotation: two attempts of
 * 10 s each land inside it, where one of REQUEST_TIMEOUT_MS (30 s) timed out just as it closed. A retry later than
 * that would read as a stolen token and end the sign-in.
 */
export const REFRESH_TIMEOUT_MS = 10_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the global error toasts (the caller shows the error itself). */
    silent?: boolean;
    /**
     * The call serves visitors as well (the chat's start): when the refresh is refused, the session has ended and
     * the request is sent once more as a visitor's, instead of failing with «please log in first».
     */
    asVisitorWhenSignedOut?: boolean;
    /** Set on the one retry after a refresh, so a request is retried at most once (spec §4). */
    _retried?: boolean;
  }
}

/** Says why a request failed, through the error catalogue (also for requests made with fetch: the chat's stream). */
export function reportFailedRequest(request: FailedRequest): Toast[] {
  const toasts = toastsForError(request);
  toasts.forEach((t) => notify(t.type, t.message));
  return toasts;
}

/** `force`: report a request sent silently too (its caller decided, once answered, that the user must hear of it). */
export function reportApiError(error: unknown, { force = false }: { force?: boolean } = {}): void {
  if (!axios.isAxiosError(error) || (error.config?.silent && !force) || axios.isCancel(error)) return;
  const toasts = reportFailedRequest({
    status: error.response?.status ?? null,
    url: error.config?.url ?? '',
    method: error.config?.method,
    data: error.response?.data,
  });
  rememberReportedToasts(error, toasts);
}

export interface ApiClient extends AxiosInstance {
  /**
   * The single-flight refresh behind the 401 retry, for a request this client cannot make itself (a streamed
   * answer read with fetch): resolves to the new access token. When it fails, `refreshFailed` says why.
   */
  refreshAccess(): Promise<string>;
  /**
   * What a request that got a 401 does when the refresh failed: an outage (network, 5xx) is reported like any failed
   * request and the tokens stay; a refused refresh has ended the session and says 'please log in first'.
   */
  refreshFailed(error: unknown, request: { url: string; silent?: boolean }): void;
}

/** Builds the client; the app uses the single `apiClient` below, tests build their own with a fake adapter. */
export function createApiClient(baseURL = ''): ApiClient {
  const client = axios.create({ baseURL, headers: { 'Accept-Language': 'fa' }, timeout: REQUEST_TIMEOUT_MS });
  let refreshing: Promise<string> | null = null;
  // A failed refresh is shared by every request that waited on it: its toast is shown once.
  const reportedRefreshErrors = new WeakSet<object>();

  // The refresh call goes through a bare instance: it must not trigger the 401 logic it is part of.
  const bare = axios.create({ baseURL, headers: { 'Accept-Language': 'fa' }, timeout: REQUEST_TIMEOUT_MS });

  function refreshAccess(): Promise<string> {
    // Single flight: concurrent 401s wait on one refresh (architecture rule 4).
    const post = () =>
      bare.post<{ access: string; refresh?: string }>(
        REFRESH_URL,
        { refresh: tokenStore.refresh(), access: tokenStore.access() },
        { adapter: client.defaults.adapter, timeout: REFRESH_TIMEOUT_MS },
      );
    refreshing ??= (async () => {
      try {
        const { data } = await post().catch((error: unknown) => {
          if (axios.isAxiosError(error) && !error.response && !axios.isCancel(error)) return post();
          throw error;
        });
        tokenStore.set({ access: data.access, refresh: data.refresh });
        return data.access;
      } catch (error) {
        const status = axios.isAxiosError(error) ? error.response?.status : undefined;
        if (status === 400 || status === 401) tokenStore.clear();
        throw error;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  client.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', 'fa');
    const access = tokenStore.access();
    if (access && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as InternalAxiosRequestConfig | undefined;
    if (error.response?.status === 401 && config && !config._retried) {
      if (!tokenStore.refresh()) {
        const sent = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '') || null;
        if (tokenStore.endRefused(sent) && config.asVisitorWhenSignedOut) {
          config._retried = true;
          config.headers.delete('Authorization');
          return await client.request(config);
        }
        reportApiError(error); // 'please log in first' (not for user-info/credits, spec §8)
        throw error;
      }
      try {
        const access = await refreshAccess();
        config._retried = true;
        config.headers.set('Authorization', `Bearer ${access}`);
        return await client.request(config);
      } catch (retryError) {
        if (retryError !== error && axios.isAxiosError(retryError) && retryError.config?.url !== REFRESH_URL) {
          throw retryError; // the retried request failed on its own and has been reported already
        }
        if (config.asVisitorWhenSignedOut && !isOutage(retryError)) {
          // The refused refresh cleared the tokens: this one retry goes without them.
          config._retried = true;
          config.headers.delete('Authorization');
          return await client.request(config);
        }
        refreshFailed(retryError, { url: config.url ?? '', silent: config.silent });
        throw isOutage(retryError) ? retryError : error;
      }
    }
    reportApiError(error);
    throw error;
  });

  // spec §4 ends the session only when the refresh answers 400/401. A network failure or a 5xx is an outage: the
  // tokens stay, and the catalogue words it like any other failed request.
  const isOutage = (refreshError: unknown) => {
    const status = axios.isAxiosError(refreshError) ? refreshError.response?.status : undefined;
    return axios.isAxiosError(refreshError) && status !== 400 && status !== 401;
  };
  function refreshFailed(refreshError: unknown, request: { url: string; silent?: boolean }): void {
    if (request.silent) return;
    if (isOutage(refreshError)) {
      if (reportedRefreshErrors.has(refreshError as object)) return;
      reportedRefreshErrors.add(refreshError as object);
      reportApiError(refreshError);
    } else if (!/\/users\/(user-info|credits)\//.test(request.url)) notify('error', errorMessages.loginFirst);
  }

  return Object.assign(client, { refreshAccess, refreshFailed });
}

export const apiClient = createApiClient();
