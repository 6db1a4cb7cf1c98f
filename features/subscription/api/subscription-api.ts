import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CreditsResponse } from '@/lib/contracts/auth';
import type { IpCheck, PaymentLink, PaymentRequestBody, PaymentTransaction, Plan, PlanDiscount } from '@/lib/contracts/billing';
import { subscriptionKeys } from './subscription-keys';

// spec §7 calls of the subscription page and the payment return page.
const FIFTEEN_MINUTES = 15 * 60_000;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: async () => (await apiClient.get<Plan[]>('/api/subscription/plan/')).data,
    staleTime: FIFTEEN_MINUTES,
  });

export const userCreditsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.userCredits(),
    queryFn: async () => (await apiClient.get<CreditsResponse>('/api/users/credits/')).data,
  });

export const ipCheckQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.ipCheck(),
    // A failed check must not block buying: assume Iran (no notice).
    queryFn: async () =>
      (await apiClient.get<IpCheck>('/api/ip-check/check/', { silent: true }).catch(() => ({ data: { is_iran: true } }))).data,
    staleTime: FIFTEEN_MINUTES,
  });

export const transactionQueryOptions = (authority: string) =>
  queryOptions({
    queryKey: subscriptionKeys.transaction(authority),
    queryFn: async () =>
      (await apiClient.get<PaymentTransaction>(`/api/payment/payment-transaction/${encodeURIComponent(authority)}`)).data,
    staleTime: Infinity,
  });

/** spec §8: a 400 here is shown by the form ('the discount code is not valid'), never toasted. */
export async function validateDiscountCode(code: string): Promise<PlanDiscount[]> {
  return (await apiClient.get<PlanDiscount[]>('/api/payment/discount-codes/available-plans/', { params: { code }, silent: true }))
    .data;
}

export async function startPayment(body: PaymentRequestBody): Promise<PaymentLink> {
  return (await apiClient.post<PaymentLink>('/api/payment/payment-subscription/', body, { silent: true })).data;
}
