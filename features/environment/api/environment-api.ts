import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type {
  ConvertGeoLocationResponse,
  CreateEnvironmentEvaluationBody,
  CreateEnvironmentEvaluationResponse,
  EnvironmentEvaluationResult,
  EnvironmentTier,
  LocationSearchResult,
} from '@/lib/contracts/environment';
import { environmentKeys } from './environment-keys';

// spec §7 environment evaluation calls, through the one axios instance (bearer token, refresh, error toasts).

export async function createEnvironmentEvaluation(body: CreateEnvironmentEvaluationBody): Promise<CreateEnvironmentEvaluationResponse> {
  const { data } = await apiClient.post<CreateEnvironmentEvaluationResponse>('/api/houses/environmental-evaluation/', body);
  return data;
}

export async function upgradeEnvironmentEvaluation(body: { uuid: string; service?: number }): Promise<{ uuid: string; tier: EnvironmentTier }> {
  const { data } = await apiClient.post<{ uuid: string; tier: EnvironmentTier }>('/api/houses/environmental-evaluation-complementary/', body);
  return data;
}

export async function fetchEnvironmentEvaluation(uuid: string): Promise<EnvironmentEvaluationResult> {
  const { data } = await apiClient.get<EnvironmentEvaluationResult>(`/api/houses/environmental-evaluation/${encodeURIComponent(uuid)}`);
  return data;
}

export const environmentResultQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: environmentKeys.result(uuid), queryFn: () => fetchEnvironmentEvaluation(uuid) });

export async function searchLocation(q: string, signal?: AbortSignal): Promise<LocationSearchResult[]> {
  const { data } = await apiClient.get<{ results: LocationSearchResult[] }>('/api/houses/search-location/', { params: { q }, signal, silent: true });
  return data.results;
}

export const locationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: environmentKeys.search(q),
    queryFn: ({ signal }) => searchLocation(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 15 * 60_000,
  });

/** The city, district and neighbourhood of a map point; a 400 (outside Tehran) is toasted by the API client (spec §8). */
export async function convertGeoLocation(lat: number, lng: number): Promise<ConvertGeoLocationResponse> {
  const { data } = await apiClient.get<ConvertGeoLocationResponse>('/api/houses/convert-geo-location/', { params: { lat, lng } });
  return data;
}
