import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CreditsResponse } from '@/lib/contracts/auth';
import type { City, IpCheck, PaymentLink, PaymentRequestBody, PaymentTransaction, Plan, Service, ServiceFamily } from '@/lib/contracts/billing';
import { creditsKeys } from './credits-keys';

// spec §7 calls the service dialog needs. Reference data is cached 15 minutes on the server (spec §9); the
// client keeps it as long, since it changes rarely.
const FIFTEEN_MINUTES = 15 * 60_000;

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: creditsKeys.services(),
    queryFn: async () => (await apiClient.get<Service[]>('/api/subscription/service/')).data,
    staleTime: FIFTEEN_MINUTES,
  });

export const citiesQueryOptions = (category: ServiceFamily) =>
  queryOptions({
    queryKey: creditsKeys.cities(category),
    queryFn: async () =>
      (await apiClient.get<City[]>('/api/houses/city/', { params: { services_access_category: category } })).data,
    staleTime: FIFTEEN_MINUTES,
  });

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: creditsKeys.plans(),
    queryFn: async () => (await apiClient.get<Plan[]>('/api/subscription/plan/')).data,
    staleTime: FIFTEEN_MINUTES,
  });

export const userCreditsQueryOptions = () =>
  queryOptions({
    queryKey: creditsKeys.userCredits(),
    queryFn: async () => (await apiClient.get<CreditsResponse>('/api/users/credits/')).data,
  });

export const ipCheckQueryOptions = () =>
  queryOptions({
    queryKey: creditsKeys.ipCheck(),
    // A failed check must not block buying: assume Iran (no notice).
    queryFn: async () =>
      (await apiClient.get<IpCheck>('/api/ip-check/check/', { silent: true }).catch(() => ({ data: { is_iran: true } }))).data,
    staleTime: FIFTEEN_MINUTES,
  });

/** The failure toast is the caller's (spec §8 purchase failure), so the request is silent. */
export async function startPayment(body: PaymentRequestBody): Promise<PaymentLink> {
  return (await apiClient.post<PaymentLink>('/api/payment/payment-subscription/', body, { silent: true })).data;
}

export async function fetchTransaction(authority: string): Promise<PaymentTransaction> {
  return (await apiClient.get<PaymentTransaction>(`/api/payment/payment-transaction/${encodeURIComponent(authority)}`)).data;
}
