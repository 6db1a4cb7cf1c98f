'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CreditHistoryEntry } from '@/lib/contracts/credit-history';
import { creditHistoryQueryOptions } from '../api/credit-history-api';

/** The signed-in user's credit history, newest first, with «بیشتر» for the next page of 20. */
export function useCreditHistory() {
  const query = useInfiniteQuery(creditHistoryQueryOptions());
  const entries: CreditHistoryEntry[] = query.data?.pages.flatMap((p) => p.results) ?? [];
  return {
    entries,
    count: query.data?.pages[0]?.count ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoadingMore: query.isFetchingNextPage,
  };
}
