import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { tokenStore } from './auth-tokens';
import { errorMessages, toastsForError } from './errors/catalogue';
import { notify } from './notify';

export const REFRESH_URL = '/api/users/token/refresh/';
/** Every call gives up after this long, the refresh call included (a hung refresh would hold every waiting request). */
export const REQUEST_TIMEOUT_MS = 30_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the global error toasts (the caller shows the error itself). */
    silent?: boolean;
    /** Set on the one retry after a refresh, so a request is retried at most once (spec §4). */
    _retried?: boolean;
  }
}

/** `force`: report a request sent silently too (its caller decided, once answered, that the user must hear of it). */
export function reportApiError(error: unknown, { force = false }: { force?: boolean } = {}): void {
  if (!axios.isAxiosError(error) || (error.config?.silent && !force) || axios.isCancel(error)) return;
  const toasts = toastsForError({
    status: error.response?.status ?? null,
    url: error.config?.url ?? '',
    method: error.config?.method,
    data: error.response?.data,
  });
  toasts.forEach((t) => notify(t.type, t.message));
}

/** Builds the client; the app uses the single `apiClient` below, tests build their own with a fake adapter. */
export function createApiClient(baseURL = ''): AxiosInstance {
  const client = axios.create({ baseURL, headers: { 'Accept-Language': 'fa' }, timeout: REQUEST_TIMEOUT_MS });
  let refreshing: Promise<string> | null = null;
  // A failed refresh is shared by every request that waited on it: its toast is shown once.
  const reportedRefreshErrors = new WeakSet<object>();

  // The refresh call goes through a bare instance: it must not trigger the 401 logic it is part of.
  const bare = axios.create({ baseURL, headers: { 'Accept-Language': 'fa' }, timeout: REQUEST_TIMEOUT_MS });

  function refreshAccess(): Promise<string> {
    // Single flight: concurrent 401s wait on one refresh (architecture rule 4).
    refreshing ??= (async () => {
      try {
        const { data } = await bare.post<{ access: string; refresh?: string }>(
          REFRESH_URL,
          { refresh: tokenStore.refresh(), access: tokenStore.access() },
          { adapter: client.defaults.adapter },
        );
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
        const refreshStatus = axios.isAxiosError(retryError) ? retryError.response?.status : undefined;
        if (axios.isAxiosError(retryError) && refreshStatus !== 400 && refreshStatus !== 401) {
          // spec §4 ends the session only when the refresh answers 400/401. A network failure or a 5xx is an
          // outage: the tokens stay, and the catalogue words it like any other failed request.
          if (!config.silent && !reportedRefreshErrors.has(retryError)) {
            reportedRefreshErrors.add(retryError);
            reportApiError(retryError);
          }
          throw retryError;
        }
        if (!config.silent && !/\/users\/(user-info|credits)\//.test(config.url ?? '')) {
          notify('error', errorMessages.loginFirst);
        }
        throw error;
      }
    }
    reportApiError(error);
    throw error;
  });

  return client;
}

export const apiClient = createApiClient();
