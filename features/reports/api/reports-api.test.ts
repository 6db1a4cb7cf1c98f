import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import type { ReportsPage } from '@/lib/contracts/reports';
import { fetchReportsPage, reportsQueryOptions } from './reports-api';

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const ROW = {
  uuid: '3f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a',
  kind: 'sale',
  tier: 'base',
  agent_type: 'product',
  created_at: '2026-11-27T10:00:00.000Z',
  title: 'ارزیابی قیمت فروش — ونک، ۹۰ متر',
  details: '۲ اتاق، ساخت ۱۳۹۵، طبقهٔ ۳ از ۵، آسانسور دارد، پارکینگ دارد، انباری ندارد',
  summary: 'برآورد ۸٫۲ میلیارد تومان (قیمت مرداد ۱۴۰۵)',
  url: '/price-result?uuid=3f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a',
};

function answer(data: unknown, seen: Array<Record<string, unknown> | undefined>): AxiosAdapter {
  return async (config) => {
    seen.push(config.params as Record<string, unknown> | undefined);
    return { data, status: 200, statusText: '', headers: {}, config };
  };
}

describe('the reports list calls', () => {
  it('asks for a page by number (the first without one) and checks the answer against the contract', async () => {
    const seen: Array<Record<string, unknown> | undefined> = [];
    apiClient.defaults.adapter = answer({ count: 21, next: 'http://x/api/users/reports/?page=2', previous: null, results: [ROW] }, seen);
    expect((await fetchReportsPage(1)).results[0].title).toBe(ROW.title);
    await fetchReportsPage(2);
    expect(seen).toEqual([undefined, { page: 2 }]);

    apiClient.defaults.adapter = answer({ count: 1, next: null, previous: null, results: [{ ...ROW, kind: 'villa' }] }, seen);
    await expect(fetchReportsPage(1)).rejects.toThrow();
  });

  it('offers «بیشتر» while DRF names a next page', () => {
    const next = reportsQueryOptions().getNextPageParam;
    const page = (link: string | null): ReportsPage => ({ count: 41, next: link, previous: null, results: [] });
    expect(next(page('http://x/?page=3'), [], 2, [1, 2])).toBe(3);
    expect(next(page(null), [], 3, [1, 2, 3])).toBeUndefined();
  });
});
