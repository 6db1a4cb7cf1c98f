// @vitest-environment jsdom
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, REFRESH_URL } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth-tokens';
import { CHAT_START_PATH } from '@/lib/contracts/chatbot-constants';
import type { Toast } from '@/lib/errors/catalogue';
import { setToastSink } from '@/lib/notify';
import { startChat } from './chat-api';

const originalAdapter = apiClient.defaults.adapter;
let toasts: Toast[];
let calls: Array<{ url: string; auth: string | null }>;

/** The server's rules: a stale token is refused (401), the refresh refused (the session ended), a visitor welcome. */
function server(startStatus: (auth: string | null) => number): AxiosAdapter {
  return async (config) => {
    const auth = (config.headers.get('Authorization') as string | null) ?? null;
    calls.push({ url: config.url ?? '', auth });
    const status = config.url === REFRESH_URL ? 401 : startStatus(auth);
    const response = { status, statusText: '', headers: {}, config, data: status === 201 ? { id: 'c1', messages: [] } : { detail: 'x' } } as AxiosResponse;
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
    return response;
  };
}

beforeEach(() => {
  localStorage.clear();
  toasts = [];
  calls = [];
  setToastSink((t) => toasts.push(t));
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

describe('starting a chat', () => {
  it('after the session ended while away, starts as a visitor without asking to log in', async () => {
    tokenStore.set({ access: 'stale-access', refresh: 'revoked-refresh' });
    apiClient.defaults.adapter = server((auth) => (auth ? 401 : 201));
    await expect(startChat()).resolves.toMatchObject({ id: 'c1' });
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      [CHAT_START_PATH, 'Bearer stale-access'],
      [REFRESH_URL, null],
      [CHAT_START_PATH, null],
    ]);
    expect(tokenStore.refresh()).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('still says why when the start itself fails (a rate limit)', async () => {
    apiClient.defaults.adapter = server(() => 429);
    await expect(startChat()).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0].type).toBe('error');
  });
});
