'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReportSummary } from '@/lib/contracts/reports';
import { reportsQueryOptions } from '../api/reports-api';

/** The signed-in user's reports, newest first, with «بیشتر» for the next page of 20. */
export function useReports() {
  const query = useInfiniteQuery(reportsQueryOptions());
  const reports: ReportSummary[] = query.data?.pages.flatMap((p) => p.results) ?? [];
  return {
    reports,
    count: query.data?.pages[0]?.count ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoadingMore: query.isFetchingNextPage,
  };
}
