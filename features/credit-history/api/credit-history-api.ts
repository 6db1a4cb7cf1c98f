import { infiniteQueryOptions } from '@tanstack/react-query';
import { userKeys } from '@/features/shared/user/user-keys';
import { apiClient } from '@/lib/api-client';
import { creditHistoryPage, type CreditHistoryPage } from '@/lib/contracts/credit-history';

// GET /api/users/credit-history/ (signed in): the user's purchases, spends and unfinished payments, 20 at a time.
// Errors toast through the client.

// Under the user's keys: a sign-in refetches the list, a sign-out drops it (features/auth useSessionSync), and a
// payment verified or a credit spent (userDataChanged) refetches it with the balance.
export const creditHistoryKeys = { list: () => userKeys.creditHistory() };

export async function fetchCreditHistoryPage(page: number): Promise<CreditHistoryPage> {
  const { data } = await apiClient.get<unknown>('/api/users/credit-history/', { params: page > 1 ? { page } : undefined });
  return creditHistoryPage.parse(data);
}

export const creditHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: creditHistoryKeys.list(),
    queryFn: ({ pageParam }) => fetchCreditHistoryPage(pageParam),
    initialPageParam: 1,
    // DRF's `next` says whether there is another page; its number is the next one.
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
  });
