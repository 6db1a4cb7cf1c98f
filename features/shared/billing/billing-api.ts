import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PAYMENT_START_URL, type IpCheck, type PaymentLink, type PaymentRequestBody, type PaymentTransaction, type Plan } from '@/lib/contracts/billing';
import { billingKeys } from './billing-keys';
import { fetchUserCredits } from './user-credits';

// spec §7 billing calls shared by the service dialog and the subscription page. Reference data is cached 15 minutes
// on the server (spec §9); the client keeps it as long, since it changes rarely.
export const FIFTEEN_MINUTES = 15 * 60_000;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: async () => (await apiClient.get<Plan[]>('/api/subscription/plan/')).data,
    staleTime: FIFTEEN_MINUTES,
  });

export const userCreditsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.userCredits(),
    queryFn: () => fetchUserCredits(),
  });

export const ipCheckQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.ipCheck(),
    // A failed check must not block buying: assume Iran (no notice).
    queryFn: async () =>
      (await apiClient.get<IpCheck>('/api/ip-check/check/', { silent: true }).catch(() => ({ data: { is_iran: true } }))).data,
    staleTime: FIFTEEN_MINUTES,
  });

/** The failure toast is the caller's (spec §8 purchase failure), so the request is silent. */
/** Silent: usePurchase says what failed, where (a refused discount code belongs in the code field). */
export async function startPayment(body: PaymentRequestBody): Promise<PaymentLink> {
  return (await apiClient.post<PaymentLink>(PAYMENT_START_URL, body, { silent: true })).data;
}

/** `status`: the gateway's Status on the callback; NOK tells the server the user cancelled there. */
export async function fetchTransaction(authority: string, status?: string | null, options: { silent?: boolean } = {}): Promise<PaymentTransaction> {
  const params = status === 'NOK' ? { Status: 'NOK' } : undefined;
  return (await apiClient.get<PaymentTransaction>(`/api/payment/payment-transaction/${encodeURIComponent(authority)}`, { params, silent: options.silent })).data;
}
