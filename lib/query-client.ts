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

let browserClient: QueryClient | undefined;

/**
 * The browser tab's one client, shared by every provider island (so a sign-in seen by the header is seen by the
 * page); a fresh one for each server render, where nothing may leak between requests.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
