'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedList } from '@/features/shared/user/paged-list';
import { creditHistoryQueryOptions } from '../api/credit-history-api';

/** The signed-in user's credit history, newest first, with «بیشتر» for the next page of 20. */
export function useCreditHistory() {
  return pagedList(useInfiniteQuery(creditHistoryQueryOptions()));
}
