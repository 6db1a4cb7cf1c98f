import { QueryClient } from '@tanstack/react-query';

// spec §9: stale after 20 s, collected after 30 min, no refetch on focus, no retries.
export const QUERY_STALE_MS = 20_000;
export const QUERY_GC_MS = 30 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS, refetchOnWindowFocus: false, retry: 0 },
      mutations: { retry: 0 },
    },
  });
}
