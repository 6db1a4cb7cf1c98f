import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn(async (_url: string, _config?: { silent?: boolean }) => ({ data: { uuid: 'u' } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: (url: string, config?: { silent?: boolean }) => get(url, config) } }));

const { fetchValuation } = await import('./valuation-api');

afterEach(() => get.mockClear());

describe('fetchValuation', () => {
  it("asks quietly for a background refresh (the page already shows the result: no «please log in» toast)", async () => {
    await fetchValuation('rent', 'abc', { silent: true });
    expect(get).toHaveBeenCalledWith('/api/houses/rental-evaluation/abc', { silent: true });
    await fetchValuation('sale', 'abc');
    expect(get.mock.calls[1][1]).toEqual({ silent: undefined });
  });
});
