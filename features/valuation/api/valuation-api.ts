import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ConvertGeoLocationResponse, LocationSearchResult } from '@/lib/contracts/environment';
import type {
  CreateValuationBodyInput,
  CreateValuationResponse,
  UpgradeValuationResponse,
  ValuationKind,
  ValuationResult,
} from '@/lib/contracts/valuation';
import { valuationKeys } from './valuation-keys';

// spec §7 valuation calls, through the one axios instance (bearer token, refresh, spec §8 error toasts).

const CREATE_PATH: Record<ValuationKind, string> = { sale: '/api/houses/price-suggestion/', rent: '/api/houses/rental-evaluation/' };
const RESULT_PATH: Record<ValuationKind, string> = { sale: '/api/houses/price-suggestion-response/', rent: '/api/houses/rental-evaluation/' };
const UPGRADE_PATH: Record<ValuationKind, string> = {
  sale: '/api/houses/price-suggestion-complementary/',
  rent: '/api/houses/rental-evaluation-complementary/',
};

/** The result page of each kind (spec §2). */
export const RESULT_PAGE: Record<ValuationKind, string> = { sale: '/price-result', rent: '/rent-price-evaluation-result' };

export async function createValuation(kind: ValuationKind, body: CreateValuationBodyInput): Promise<CreateValuationResponse> {
  const { data } = await apiClient.post<CreateValuationResponse>(CREATE_PATH[kind], body);
  return data;
}

export async function upgradeValuation(kind: ValuationKind, body: { uuid: string; service?: number }): Promise<UpgradeValuationResponse> {
  const { data } = await apiClient.post<UpgradeValuationResponse>(UPGRADE_PATH[kind], body);
  return data;
}

export async function fetchValuation(kind: ValuationKind, uuid: string): Promise<ValuationResult> {
  const { data } = await apiClient.get<ValuationResult>(`${RESULT_PATH[kind]}${encodeURIComponent(uuid)}`);
  return data;
}

export const valuationResultQueryOptions = (kind: ValuationKind, uuid: string) =>
  queryOptions({ queryKey: valuationKeys.result(kind, uuid), queryFn: () => fetchValuation(kind, uuid) });

export async function searchLocation(q: string, signal?: AbortSignal): Promise<LocationSearchResult[]> {
  const { data } = await apiClient.get<{ results: LocationSearchResult[] }>('/api/houses/search-location/', { params: { q }, signal, silent: true });
  return data.results;
}

export const locationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: valuationKeys.search(q),
    queryFn: ({ signal }) => searchLocation(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 15 * 60_000,
  });

/** City, district and neighbourhood of a map point; a 400 (outside Tehran) is toasted by the API client (spec §8). */
export async function convertGeoLocation(lat: number, lng: number): Promise<ConvertGeoLocationResponse> {
  const { data } = await apiClient.get<ConvertGeoLocationResponse>('/api/houses/convert-geo-location/', { params: { lat, lng } });
  return data;
}
