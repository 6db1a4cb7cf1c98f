import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { FIFTEEN_MINUTES } from '@/features/shared/billing/billing-api';
import type { City, Service, ServiceFamily } from '@/lib/contracts/billing';
import { creditsKeys } from './credits-keys';

// spec §7 calls only the service dialog needs; the plans, balance, IP check and payment calls it shares with the
// subscription page are in features/shared/billing/billing-api.ts.

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
