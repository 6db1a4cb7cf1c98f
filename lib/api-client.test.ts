// @vitest-environment jsdom
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, REFRESH_URL } from './api-client';
import { setToastSink } from './notify';
import { tokenStore } from './auth-tokens';
import type { Toast } from './errors/catalogue';

interface Seen {
  url: string;
  auth: string | null;
  lang: string | null;
  body: unknown;
}

/** A fake server behind axios' adapter: protected routes accept only the current access token. */
function fakeServer(opts: { refreshStatus?: number; delayMs?: number } = {}) {
  const seen: Seen[] = [];
  let valid = 'fresh-access';
  let refreshCalls = 0;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const auth = config.headers.get('Authorization') as string | null;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    seen.push({ url: config.url ?? '', auth, lang: config.headers.get('Accept-Language') as string | null, body });
    const respond = (status: number, data: unknown): AxiosResponse => {
      const response = { status, data, statusText: String(status), headers: {}, config } as AxiosResponse;
      if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
      return response;
    };
    if (config.url === REFRESH_URL) {
      refreshCalls++;
      await new Promise((r) => setTimeout(r, opts.delayMs ?? 10));
      if (opts.refreshStatus) return respond(opts.refreshStatus, { detail: 'invalid' });
      valid = `access-${refreshCalls}`;
      return respond(200, { access: valid, refresh: `refresh-${refreshCalls}` });
    }
    if (config.url === '/api/boom/') return respond(500, { detail: 'x' });
    return auth === `Bearer ${valid}` ? respond(200, { ok: config.url }) : respond(401, { detail: 'expired' });
  };
  return { adapter, seen, refreshCalls: () => refreshCalls };
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
    const client = createApiClient();
    client.defaults.adapter = server.adapter;
    await client.get('/api/a/');
    expect(server.seen[0]).toMatchObject({ auth: 'Bearer fresh-access', lang: 'fa' });
  });

  it('concurrent 401s share one refresh, and each request is retried once with the new token', async () => {
    const server = fakeServer({ delayMs: 30 });
    tokenStore.set({ access: 'stale', refresh: 'refresh-0' });
    const client = createApiClient();
    client.defaults.adapter = server.adapter;
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
    const client = createApiClient();
    client.defaults.adapter = server.adapter;
    await expect(client.get('/api/houses/x/')).rejects.toThrow();
    expect(server.refreshCalls()).toBe(0);
    expect(toasts.map((t) => t.message)).toEqual(['لطفاً ابتدا وارد حساب کاربری خود شوید.']);
  });

  it.each([400, 401])('a refresh answered %i clears both tokens', async (status) => {
    const server = fakeServer({ refreshStatus: status });
    tokenStore.set({ access: 'stale', refresh: 'revoked' });
    const client = createApiClient();
    client.defaults.adapter = server.adapter;
    await expect(client.get('/api/users/user-info/')).rejects.toThrow();
    expect(tokenStore.access()).toBeNull();
    expect(tokenStore.refresh()).toBeNull();
    expect(toasts).toEqual([]); // user-info failures never toast (spec §8)
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

  it('turns other failures into the catalogue toast', async () => {
    const server = fakeServer();
    tokenStore.set({ access: 'fresh-access', refresh: 'r' });
    const client = createApiClient();
    client.defaults.adapter = server.adapter;
    await expect(client.get('/api/boom/')).rejects.toThrow();
    await expect(client.get('/api/boom/', { silent: true })).rejects.toThrow();
    expect(toasts.map((t) => t.message)).toEqual(['خطای سیستمی رخ داد؛ لطفاً بعداً تلاش کنید.']);
  });
});
