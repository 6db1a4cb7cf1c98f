import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { fetchCreditHistoryPage } from './credit-history-api';

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const ROW = { id: 'ledger:1', kind: 'signup_grant', created_at: '2026-11-27T10:00:00.000Z', paid_delta: 0, free_delta: 1, service: null, origin: null, report: null, payment: null };

function answer(data: unknown, seen: Array<{ url?: string; params?: unknown }>): AxiosAdapter {
  return async (config) => {
    seen.push({ url: config.url, params: config.params });
    return { data, status: 200, statusText: '', headers: {}, config };
  };
}

describe('the credit history call', () => {
  it('asks for a page by number (the first without one) and checks the answer against the contract', async () => {
    const seen: Array<{ url?: string; params?: unknown }> = [];
    apiClient.defaults.adapter = answer({ count: 21, next: 'http://x/api/users/credit-history/?page=2', previous: null, results: [ROW] }, seen);
    expect((await fetchCreditHistoryPage(1)).results[0].kind).toBe('signup_grant');
    await fetchCreditHistoryPage(2);
    expect(seen).toEqual([
      { url: '/api/users/credit-history/', params: undefined },
      { url: '/api/users/credit-history/', params: { page: 2 } },
    ]);
    apiClient.defaults.adapter = answer({ count: 1, next: null, previous: null, results: [{ ...ROW, kind: 'gift' }] }, seen);
    await expect(fetchCreditHistoryPage(1)).rejects.toThrow();
  });
});
