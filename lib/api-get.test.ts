// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answeredStatus, requestFailure } from './answered-status';
import { getJson } from './api-get';
import { tokenStore } from './auth-tokens';

// The chat's history is fetched without axios, yet as a call of the one API client: the same token and language, a
// 401 handed to the client's refresh-and-retry, failures said through the client's catalogue unless silent.

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; headers: Headers; credentials?: RequestCredentials }> = [];
  const fetchFn = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init?.headers), credentials: init?.credentials });
    return answer();
  }) as typeof fetch;
  return { fetchFn, calls };
}

function fakeClient() {
  const get = vi.fn(async () => ({ data: { via: 'client' } }));
  const reportFailedRequest = vi.fn();
  const load = vi.fn(async () => ({ apiClient: { get }, reportFailedRequest }) as never);
  return { get, reportFailedRequest, load };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => tokenStore.clear());

describe('getJson', () => {
  it('sends the stored token and the language, with the cookies of the site, and never loads the client on success', async () => {
    tokenStore.set({ access: 'a1', refresh: 'r1' });
    const { fetchFn, calls } = fakeFetch(() => json(200, { ok: true }));
    const client = fakeClient();
    expect(await getJson('/api/x/', { fetch: fetchFn, client: client.load })).toEqual({ ok: true });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer a1');
    expect(calls[0].headers.get('Accept-Language')).toBe('fa');
    expect(calls[0].credentials).toBe('same-origin');
    expect(client.load).not.toHaveBeenCalled();
  });

  it('hands a 401 to the API client (its refresh and one retry) when a refresh token is stored', async () => {
    tokenStore.set({ access: 'old', refresh: 'r1' });
    const client = fakeClient();
    const { fetchFn } = fakeFetch(() => json(401, { detail: 'expired' }));
    expect(await getJson('/api/x/', { fetch: fetchFn, client: client.load, silent: true })).toEqual({ via: 'client' });
    expect(client.get).toHaveBeenCalledWith('/api/x/', { silent: true });
  });

  it('rejects with the status (read by answeredStatus) and says why unless silent', async () => {
    const client = fakeClient();
    const { fetchFn } = fakeFetch(() => json(404, { detail: 'نیست' }));
    const silent = await getJson('/api/x/', { fetch: fetchFn, client: client.load, silent: true }).catch((e: unknown) => e);
    expect(answeredStatus(silent)).toBe(404);
    expect(requestFailure(silent)).toEqual({ status: 404, data: { detail: 'نیست' } });
    expect(client.reportFailedRequest).not.toHaveBeenCalled();

    await getJson('/api/x/', { fetch: fetchFn, client: client.load }).catch(() => undefined);
    expect(client.reportFailedRequest).toHaveBeenCalledWith({ status: 404, url: '/api/x/', method: 'get', data: { detail: 'نیست' } });

    // A 401 without a refresh token is a failure like any other (the visitor's chat of another browser).
    const refused = await getJson('/api/x/', { fetch: fakeFetch(() => json(401, {})).fetchFn, client: client.load, silent: true }).catch((e: unknown) => e);
    expect(answeredStatus(refused)).toBe(401);
    expect(client.get).not.toHaveBeenCalled();
  });

  it('clears a refused access token that no refresh token can renew (a stale session reads signed out)', async () => {
    localStorage.setItem('access', 'dead');
    const client = fakeClient();
    const refused = await getJson('/api/x/', { fetch: fakeFetch(() => json(401, {})).fetchFn, client: client.load, silent: true }).catch((e: unknown) => e);
    expect(answeredStatus(refused)).toBe(401);
    expect(tokenStore.access()).toBeNull();
  });

  it('has no status when no answer came', async () => {
    const client = fakeClient();
    const offline = await getJson('/api/x/', { fetch: fakeFetch(() => Promise.reject(new TypeError('offline'))).fetchFn, client: client.load }).catch((e: unknown) => e);
    expect(requestFailure(offline)).toEqual({ status: null, data: null });
    expect(answeredStatus(offline)).toBeUndefined();
    expect(client.reportFailedRequest).toHaveBeenCalledWith({ status: null, url: '/api/x/', method: 'get', data: null });
  });
});
