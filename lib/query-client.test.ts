import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryClient, QUERY_GC_MS, QUERY_STALE_MS } from './query-client';

afterEach(() => vi.useRealTimers());

describe('query client (spec §9)', () => {
  it('is stale after 20 s, collected after 30 min, never refetches on focus and never retries', () => {
    expect(QUERY_STALE_MS).toBe(20_000);
    expect(QUERY_GC_MS).toBe(30 * 60 * 1000);
    const { queries, mutations } = createQueryClient({ server: false }).getDefaultOptions();
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

  it("on the server schedules no collection timer: a render's client and its data go with the render", () => {
    vi.useFakeTimers();
    const seeded = new QueryClient();
    seeded.setQueryData(['result', 'sale', 'x'], { big: 'x'.repeat(1000) });
    const state = dehydrate(seeded);
    const timersBefore = vi.getTimerCount();
    // What AppProviders' client does when the page's HydrationBoundary hands it the result.
    const client = getQueryClient();
    hydrate(client, state);
    expect(client.getQueryData(['result', 'sale', 'x'])).toBeTruthy();
    expect(client.getDefaultOptions().queries?.gcTime).toBe(Infinity);
    expect(vi.getTimerCount()).toBe(timersBefore);
    // The browser's client does collect after 30 minutes (a timer per unused query).
    hydrate(createQueryClient({ server: false }), state);
    expect(vi.getTimerCount()).toBe(timersBefore + 1);
  });
});
