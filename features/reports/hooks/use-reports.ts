'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedList } from '@/features/shared/user/paged-list';
import { reportsQueryOptions } from '../api/reports-api';

/** The signed-in user's reports, newest first, with «بیشتر» for the next page of 20. */
export function useReports() {
  return pagedList(useInfiniteQuery(reportsQueryOptions()));
}
