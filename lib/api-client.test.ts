// @vitest-environment jsdom
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, REFRESH_TIMEOUT_MS, REFRESH_URL, REQUEST_TIMEOUT_MS } from './api-client';
import { withdrawReportedToasts } from './reported-toasts';
import { setToastSink } from './notify';
import { tokenStore } from './auth-tokens';
import { hasTokensSnapshot } from './use-signed-in';
import type { Toast } from './errors/catalogue';

interface Seen {
  url: string;
  auth: string | null;
  lang: string | null;
  body: unknown;
  timeout: number | undefined;
}

/** A fake server behind axios' adapter: protected routes accept only the current access token. */
function fakeServer(opts: { refreshStatus?: number; refreshNetworkError?: boolean; delayMs?: number; lostRefreshAnswers?: number } = {}) {
  const seen: Seen[] = [];
  let valid = 'fresh-access';
  let refreshCalls = 0;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const auth = config.headers.get('Authorization') as string | null;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    seen.push({ url: config.url ?? '', auth, lang: config.headers.get('Accept-Language') as string | null, body, timeout: config.timeout });
    const respond = (status: number, data: unknown): AxiosResponse => {
      const response = { status, data, statusText: String(status), headers: {}, config } as AxiosResponse;
      if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
      return response;
    };
    if (config.url === REFRESH_URL) {
      refreshCalls++;
      await new Promise((r) => setTimeout(r, opts.delayMs ?? 10));
      if (opts.refreshNetworkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
      // The server rotated, but its answer never arrived: the client's timeout fires.
      if (refreshCalls <= (opts.lostRefreshAnswers ?? 0)) throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config, {});
      if (opts.refreshStatus) return respond(opts.refreshStatus, { detail: 'invalid' });
      valid = `access-${refreshCalls}`;
      return respond(200, { access: valid, refresh: `refresh-${refreshCalls}` });
    }
    if (config.url === '/api/boom/') return respond(500, { detail: 'x' });
    // Served to visitors too; a token sent must still be valid (as the server's optional-auth routes answer).
    if (config.url === '/api/open/' && !auth) return respond(200, { visitor: true });
    return auth === `Bearer ${valid}` ? respond(200, { ok: config.url }) : respond(401, { detail: 'expired' });
  };
  return { adapter, seen, refreshCalls: () => refreshCalls };
}

/** The app's client, talking to a fake server. */
function clientFor(server: { adapter: AxiosAdapter }) {
  const client = createApiClient();
  client.defaults.adapter = server.adapter;
  return client;
}

describe('api client: session refresh (spec §4)', () => {
  let toasts: Toast[];
  beforeEach(() => {
    localStorage.clear();
    toasts = [];
    setToastSink((t) => toasts.push(t));
  });

  it('sends Accept-Language fa and the bearer token', async () => {
    const server = fakeServer();
    tokenStore.set({ access: 'fresh-access', refresh: 'r' });
    const client = clientFor(server);
    await client.get('/api/a/');
    expect(server.seen[0]).toMatchObject({ auth: 'Bearer fresh-access', lang: 'fa' });
  });

  it('concurrent 401s share one refresh, and each request is retried once with the new token', async () => {
    const server = fakeServer({ delayMs: 30 });
    tokenStore.set({ access: 'stale', refresh: 'refresh-0' });
    const client = clientFor(server);
    const results = await Promise.all(['/api/a/', '/api/b/', '/api/c/'].map((u) => client.get(u)));
    expect(results.map((r) => r.data.ok)).toEqual(['/api/a/', '/api/b/', '/api/c/']);
    expect(server.refreshCalls()).toBe(1);
    const refresh = server.seen.find((s) => s.url === REFRESH_URL);
    expect(refresh?.body).toEqual({ refresh: 'refresh-0', access: 'stale' });
    expect(tokenStore.access()).toBe('access-1');
    expect(tokenStore.refresh()).toBe('refresh-1');
    expect(toasts).toEqual([]);
  });

  it('without a refresh token it asks the user to log in and does not call refresh', async () => {
    const server = fakeServer();
    tokenStore.set({ access: 'stale' });
    localStorage.removeItem('refresh');
    const client = clientFor(server);
    await expect(client.get('/api/houses/x/')).rejects.toThrow();
    expect(server.refreshCalls()).toBe(0);
    expect(toasts.map((t) => t.message)).toEqual(['لطفاً ابتدا وارد حساب کاربری خود شوید.']);
    expect(tokenStore.access()).toBeNull(); // and the refused token is gone
  });

  it('a refused access token that no refresh token can renew is cleared: the session reads signed out', async () => {
    const server = fakeServer();
    localStorage.setItem('access', 'dead'); // a stale session: an access token and no refresh token
    let changes = 0;
    const unsubscribe = tokenStore.subscribe(() => (changes += 1));
    const client = clientFor(server);
    // The balance of /subscription and the header's user: they fail without a toast (spec §8)…
    await expect(client.get('/api/users/credits/')).rejects.toThrow();
    expect(toasts).toEqual([]);
    expect(server.refreshCalls()).toBe(0);
    // …and the dead token is gone, so every page (and the header, told by the store) shows the signed-out state.
    expect(tokenStore.access()).toBeNull();
    expect(hasTokensSnapshot()).toBe(false);
    expect(changes).toBe(1);
    unsubscribe();
  });

  it('keeps a token stored after the refused one was sent (a sign-in meanwhile)', async () => {
    const server = fakeServer();
    localStorage.setItem('access', 'dead');
    const client = createApiClient();
    client.defaults.adapter = async (config) => {
      localStorage.setItem('access', 'fresh-access'); // the user signs in while the request is under way
      return server.adapter(config);
    };
    await expect(client.get('/api/users/credits/')).rejects.toThrow();
    expect(tokenStore.access()).toBe('fresh-access');
  });

  it('a call that serves visitors too is sent again as a visitor\'s when its token is refused and cannot be renewed', async () => {
    const server = fakeServer();
    localStorage.setItem('access', 'dead');
    const client = clientFor(server);
    await expect(client.post('/api/open/', {}, { asVisitorWhenSignedOut: true })).resolves.toMatchObject({ data: { visitor: true } });
    expect(server.seen.map((s) => [s.url, s.auth ?? null])).toEqual([
      ['/api/open/', 'Bearer dead'],
      ['/api/open/', null],
    ]);
    expect(tokenStore.access()).toBeNull();
    expect(toasts).toEqual([]);
  });

  it.each([400, 401])('a refresh answered %i clears both tokens', async (status) => {
    const server = fakeServer({ refreshStatus: status });
    tokenStore.set({ access: 'stale', refresh: 'revoked' });
    const client = clientFor(server);
    await expect(client.get('/api/users/user-info/')).rejects.toThrow();
    expect(tokenStore.access()).toBeNull();
    expect(tokenStore.refresh()).toBeNull();
    expect(toasts).toEqual([]); // user-info failures never toast (spec §8)
  });

  it('the refresh call gives up sooner than other requests: a retry after it must land in the server\'s 30 s grace', async () => {
    const server = fakeServer();
    tokenStore.set({ access: 'stale', refresh: 'r' });
    const client = clientFor(server);
    await client.get('/api/a/');
    expect(client.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.seen.map((s) => s.timeout)).toEqual([REQUEST_TIMEOUT_MS, REFRESH_TIMEOUT_MS, REQUEST_TIMEOUT_MS]);
    expect(2 * REFRESH_TIMEOUT_MS).toBeLessThan(30_000);
  });

  it('a refresh whose answer was lost is sent again at once, and the request goes through', async () => {
    const server = fakeServer({ lostRefreshAnswers: 1 });
    tokenStore.set({ access: 'stale', refresh: 'refresh-0' });
    const client = clientFor(server);
    const results = await Promise.all(['/api/a/', '/api/b/'].map((u) => client.get(u)));
    expect(results.map((r) => r.data.ok)).toEqual(['/api/a/', '/api/b/']);
    // Both attempts present the stored token: the server forgives the second within its grace.
    expect(server.seen.filter((s) => s.url === REFRESH_URL).map((s) => s.body)).toEqual([
      { refresh: 'refresh-0', access: 'stale' },
      { refresh: 'refresh-0', access: 'stale' },
    ]);
    expect(tokenStore.refresh()).toBe('refresh-2');
    expect(toasts).toEqual([]);
  });

  it('a refresh that gets no answer twice keeps the tokens and says so once', async () => {
    const server = fakeServer({ lostRefreshAnswers: 2 });
    tokenStore.set({ access: 'stale', refresh: 'refresh-0' });
    const client = clientFor(server);
    await expect(client.get('/api/a/')).rejects.toThrow();
    expect(server.refreshCalls()).toBe(2);
    expect(tokenStore.refresh()).toBe('refresh-0');
    expect(toasts).toHaveLength(1);
  });

  it.each<[string, { refreshStatus?: number; refreshNetworkError?: boolean }, string, number]>([
    // No answer: sent once more at once (the server may have rotated). An answer, even a 5xx, is not retried.
    ['a network error', { refreshNetworkError: true }, 'ارتباط با سرور برقرار نشد؛ اتصال اینترنت خود را بررسی کنید.', 2],
    ['a 500', { refreshStatus: 500 }, 'خطای سیستمی رخ داد؛ لطفاً بعداً تلاش کنید.', 1],
    ['a 503', { refreshStatus: 503 }, 'خطای سیستمی رخ داد؛ لطفاً بعداً تلاش کنید.', 1],
  ])('a refresh failing with %s keeps the tokens and shows the catalogue toast, not "log in first"', async (_, opts, message, calls) => {
    const server = fakeServer(opts);
    tokenStore.set({ access: 'stale', refresh: 'still-valid' });
    const client = clientFor(server);
    // Two requests wait on the one failed refresh: each rejects with the refresh's error, one toast is shown.
    const failures = await Promise.all(['/api/a/', '/api/b/'].map((u) => client.get(u).catch((e: unknown) => e)));
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(AxiosError);
      expect((failure as AxiosError).config?.url).toBe(REFRESH_URL);
      expect((failure as AxiosError).response?.status).toBe(opts.refreshStatus);
    }
    expect(server.refreshCalls()).toBe(calls);
    expect(tokenStore.access()).toBe('stale');
    expect(tokenStore.refresh()).toBe('still-valid');
    expect(toasts.map((t) => t.message)).toEqual([message]);
  });

  it('a silent request whose refresh fails with a 5xx shows nothing', async () => {
    const server = fakeServer({ refreshStatus: 502 });
    tokenStore.set({ access: 'stale', refresh: 'still-valid' });
    const client = clientFor(server);
    await expect(client.get('/api/a/', { silent: true })).rejects.toThrow();
    expect(tokenStore.refresh()).toBe('still-valid');
    expect(toasts).toEqual([]);
  });

  it('a request is retried at most once', async () => {
    const server = fakeServer();
    tokenStore.set({ access: 'stale', refresh: 'r' });
    const client = createApiClient();
    // The server keeps rejecting even the refreshed token.
    client.defaults.adapter = async (config) => {
      if (config.url === REFRESH_URL) return server.adapter(config);
      return server.adapter({ ...config, headers: config.headers.set('Authorization', 'Bearer nope') } as InternalAxiosRequestConfig);
    };
    await expect(client.get('/api/a/')).rejects.toThrow();
    expect(server.seen.filter((s) => s.url === '/api/a/')).toHaveLength(2);
  });

  it('a call that serves visitors too is sent once more as a visitor\'s when the refresh is refused', async () => {
    const server = fakeServer({ refreshStatus: 401 });
    tokenStore.set({ access: 'stale', refresh: 'revoked' });
    const client = clientFor(server);
    await expect(client.post('/api/open/', {}, { asVisitorWhenSignedOut: true })).resolves.toMatchObject({ data: { visitor: true } });
    expect(server.seen.map((s) => [s.url, s.auth ?? null])).toEqual([
      ['/api/open/', 'Bearer stale'],
      [REFRESH_URL, null],
      ['/api/open/', null],
    ]);
    expect(toasts).toEqual([]);
    // Without the flag the same call fails and asks to log in.
    tokenStore.set({ access: 'stale', refresh: 'revoked' });
    await expect(client.post('/api/open/', {})).rejects.toThrow();
    expect(toasts.map((t) => t.message)).toEqual(['لطفاً ابتدا وارد حساب کاربری خود شوید.']);
  });

  it('turns other failures into the catalogue toast', async () => {
    const server = fakeServer();
    tokenStore.set({ access: 'fresh-access', refresh: 'r' });
    const client = clientFor(server);
    await expect(client.get('/api/boom/')).rejects.toThrow();
    await expect(client.get('/api/boom/', { silent: true })).rejects.toThrow();
    expect(toasts.map((t) => t.message)).toEqual(['خطای سیستمی رخ داد؛ لطفاً بعداً تلاش کنید.']);
  });
});

describe('api client: taking back what it toasted for a request', () => {
  it('withdraws exactly the toasts shown for that failed request, once', async () => {
    localStorage.clear();
    const shown: string[] = [];
    const withdrawn: string[] = [];
    setToastSink((t) => shown.push(`${t.type}:${t.message}`), (key) => withdrawn.push(key));
    const client = clientFor(fakeServer());
    const failure = await client.get('/api/boom/').catch((error: unknown) => error);
    const other = await client.get('/api/boom/').catch((error: unknown) => error);
    expect(shown).toHaveLength(2);
    withdrawReportedToasts(failure);
    expect(withdrawn).toEqual([shown[0]]);
    withdrawReportedToasts(failure);
    withdrawReportedToasts(new Error('never reported'));
    withdrawReportedToasts(undefined);
    expect(withdrawn).toHaveLength(1);
    expect(other).not.toBe(failure);
    setToastSink(() => undefined);
  });
});
