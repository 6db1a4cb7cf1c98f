import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/** A DRF page (`count/next/previous/results`), as the signed-in user's lists (/reports, /credit-history) return. */
interface DrfPage<T> {
  count: number;
  results: T[];
}

/** One infinite query's pages as a list with «بیشتر»: the rows so far, the total, and the loading states. */
export function pagedList<T>(query: UseInfiniteQueryResult<InfiniteData<DrfPage<T>, unknown>>) {
  return {
    items: query.data?.pages.flatMap((p) => p.results) ?? [],
    count: query.data?.pages[0]?.count ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoadingMore: query.isFetchingNextPage,
  };
}
