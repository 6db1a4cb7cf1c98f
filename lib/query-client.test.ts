import { describe, expect, it } from 'vitest';
import { createQueryClient, getQueryClient, QUERY_GC_MS, QUERY_STALE_MS } from './query-client';

describe('query client (spec §9)', () => {
  it('is stale after 20 s, collected after 30 min, never refetches on focus and never retries', () => {
    expect(QUERY_STALE_MS).toBe(20_000);
    expect(QUERY_GC_MS).toBe(30 * 60 * 1000);
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: 20_000, gcTime: 1_800_000, refetchOnWindowFocus: false, retry: 0 });
    expect(mutations).toMatchObject({ retry: 0 });
  });

  it('a failed query is not retried', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['fails'],
        queryFn: () => {
          calls++;
          throw new Error('down');
        },
      }),
    ).rejects.toThrow('down');
    expect(calls).toBe(1);
  });

  it('gives each server render a fresh client (node: no window)', () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });
});
