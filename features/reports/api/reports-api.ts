import { infiniteQueryOptions } from '@tanstack/react-query';
import { userKeys } from '@/features/shared/user/user-keys';
import { apiClient } from '@/lib/api-client';
import { reportsPage, type ReportsPage } from '@/lib/contracts/reports';

// GET /api/users/reports/ (signed in): the user's paid reports, a page of 20 at a time. Errors toast through the client.

// Under the user's keys: a sign-in refetches the list, a sign-out drops it (features/auth useSessionSync).
export const reportsKeys = { list: () => userKeys.reports() };

export async function fetchReportsPage(page: number): Promise<ReportsPage> {
  const { data } = await apiClient.get<unknown>('/api/users/reports/', { params: page > 1 ? { page } : undefined });
  return reportsPage.parse(data);
}

export const reportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reportsKeys.list(),
    queryFn: ({ pageParam }) => fetchReportsPage(pageParam),
    initialPageParam: 1,
    // DRF's `next` says whether there is another page; its number is the next one.
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
  });
