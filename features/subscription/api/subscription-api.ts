import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { fetchTransaction } from '@/features/shared/billing/billing-api';
import type { PlanDiscount } from '@/lib/contracts/billing';
import { subscriptionKeys } from './subscription-keys';

// spec §7 calls only the subscription page and the payment return page need; the plans, balance, IP check and
// payment calls it shares with the service dialog are in features/shared/billing/billing-api.ts.

export const transactionQueryOptions = (authority: string, gatewayStatus?: string | null) =>
  queryOptions({
    queryKey: subscriptionKeys.transaction(authority),
    queryFn: () => fetchTransaction(authority, gatewayStatus),
    staleTime: Infinity,
  });

/** spec §8: a 400 here is shown by the form ('the discount code is not valid'), never toasted. */
export async function validateDiscountCode(code: string): Promise<PlanDiscount[]> {
  return (await apiClient.get<PlanDiscount[]>('/api/payment/discount-codes/available-plans/', { params: { code }, silent: true }))
    .data;
}
