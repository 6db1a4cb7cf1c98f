// @vitest-environment jsdom
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import type { EventSourceMessage } from 'eventsource-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, REFRESH_URL } from './api-client';
import { RequestFailed } from './answered-status';
import { postEventStream } from './api-stream';
import { tokenStore } from './auth-tokens';
import type { Toast } from './errors/catalogue';
import { setToastSink } from './notify';

// The chat's streamed reply behaves like a call through the API client: the same token, the same single-flight
// refresh on a 401, the same catalogue toasts.

/** A refresh endpoint behind axios; `valid` is the access token the stream endpoint accepts. */
function authServer(opts: { refreshStatus?: number; delayMs?: number } = {}) {
  const state = { valid: 'fresh', refreshCalls: 0 };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const respond = (status: number, data: unknown): AxiosResponse => {
      const response = { status, data, statusText: String(status), headers: {}, config } as AxiosResponse;
      if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
      return response;
    };
    if (config.url === REFRESH_URL) {
      state.refreshCalls++;
      await new Promise((r) => setTimeout(r, opts.delayMs ?? 10));
      if (opts.refreshStatus) return respond(opts.refreshStatus, { detail: 'invalid' });
      state.valid = `access-${state.refreshCalls}`;
      return respond(200, { access: state.valid, refresh: `refresh-${state.refreshCalls}` });
    }
    const auth = config.headers.get('Authorization');
    return auth === `Bearer ${state.valid}` ? respond(200, { ok: true }) : respond(401, { detail: 'expired' });
  };
  const client = createApiClient();
  client.defaults.adapter = adapter;
  return { client, state };
}

const encoder = new TextEncoder();
/** A text/event-stream body delivered in the given pieces (split anywhere, as a network does). */
const streamOf = (pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });

function fakeFetch(answer: (auth: string | null) => Response) {
  const calls: Array<{ auth: string | null; accept: string | null; body: unknown }> = [];
  const fetchFn = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ auth: headers.get('Authorization'), accept: headers.get('Accept'), body: JSON.parse(String(init?.body)) });
    return answer(headers.get('Authorization'));
  }) as typeof fetch;
  return { fetchFn, calls };
}

describe('postEventStream', () => {
  let toasts: Toast[];
  beforeEach(() => {
    localStorage.clear();
    toasts = [];
    setToastSink((t) => toasts.push(t));
  });

  it('reads events split across chunks, sending the bearer token and asking for an event stream', async () => {
    const { client } = authServer();
    tokenStore.set({ access: 'fresh', refresh: 'r' });
    const { fetchFn, calls } = fakeFetch(() => new Response(streamOf(['event: delta\ndata: {"te', 'xt":"سلا"}\n\nevent: del', 'ta\ndata: {"text":"م"}\n\n', 'event: message\ndata: {}\n\n'])));
    const events: EventSourceMessage[] = [];
    await postEventStream('/api/x/', { message: 'hi' }, { client, fetch: fetchFn, onEvent: (e) => events.push(e) });
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'message']);
    expect(events.slice(0, 2).map((e) => (JSON.parse(e.data) as { text: string }).text).join('')).toBe('سلام');
    expect(calls).toEqual([{ auth: 'Bearer fresh', accept: 'text/event-stream', body: { message: 'hi' } }]);
    expect(toasts).toEqual([]);
  });

  it('on a 401 shares the client’s one refresh with its own requests, then retries once with the new token', async () => {
    const { client, state } = authServer({ delayMs: 30 });
    tokenStore.set({ access: 'stale', refresh: 'refresh-0' });
    const { fetchFn, calls } = fakeFetch((auth) =>
      auth === `Bearer ${state.valid}` ? new Response(streamOf(['event: message\ndata: {}\n\n'])) : Response.json({ detail: 'expired' }, { status: 401 }),
    );
    const events: string[] = [];
    await Promise.all([
      postEventStream('/api/x/', {}, { client, fetch: fetchFn, onEvent: (e) => events.push(e.event ?? '') }),
      client.get('/api/a/'),
    ]);
    expect(state.refreshCalls).toBe(1);
    expect(calls.map((c) => c.auth)).toEqual(['Bearer stale', 'Bearer access-1']);
    expect(events).toEqual(['message']);
    expect(tokenStore.access()).toBe('access-1');
  });

  it('a refused refresh ends the session: «log in first», the tokens cleared, nothing retried', async () => {
    const { client } = authServer({ refreshStatus: 401 });
    tokenStore.set({ access: 'stale', refresh: 'revoked' });
    const { fetchFn, calls } = fakeFetch(() => Response.json({ detail: 'expired' }, { status: 401 }));
    const error = await postEventStream('/api/x/', {}, { client, fetch: fetchFn, onEvent: () => undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(tokenStore.refresh()).toBeNull();
    expect(toasts.map((t) => t.message)).toEqual(['لطفاً ابتدا وارد حساب کاربری خود شوید.']);
  });

  it('a refused token with no refresh token to renew it: «log in first», and the dead token cleared', async () => {
    const { client, state } = authServer();
    localStorage.setItem('access', 'dead');
    const { fetchFn, calls } = fakeFetch(() => Response.json({ detail: 'expired' }, { status: 401 }));
    const error = await postEventStream('/api/x/', {}, { client, fetch: fetchFn, onEvent: () => undefined }).catch((e: unknown) => e);
    expect((error as RequestFailed).status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(state.refreshCalls).toBe(0);
    expect(tokenStore.access()).toBeNull();
    expect(toasts.map((t) => t.message)).toEqual(['لطفاً ابتدا وارد حساب کاربری خود شوید.']);
  });

  it('an error status is said by the catalogue (the server’s own words) and thrown', async () => {
    const { client } = authServer();
    const { fetchFn } = fakeFetch(() => Response.json({ detail: 'تعداد درخواست‌ها بیش از حد مجاز است.' }, { status: 429 }));
    const error = await postEventStream('/api/x/', {}, { client, fetch: fetchFn, onEvent: () => undefined }).catch((e: unknown) => e);
    expect((error as RequestFailed).status).toBe(429);
    expect((error as RequestFailed).data).toEqual({ detail: 'تعداد درخواست‌ها بیش از حد مجاز است.' });
    expect(toasts).toHaveLength(1);
    expect(toasts[0].type).toBe('error');
  });

  it('no answer at all is a network failure (status null), toasted once', async () => {
    const { client } = authServer();
    const fetchFn = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await postEventStream('/api/x/', {}, { client, fetch: fetchFn, onEvent: () => undefined }).catch((e: unknown) => e);
    expect((error as RequestFailed).status).toBeNull();
    expect(toasts.map((t) => t.message)).toEqual(['ارتباط با سرور برقرار نشد؛ اتصال اینترنت خود را بررسی کنید.']);
  });
});
