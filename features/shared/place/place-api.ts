import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ConvertGeoLocationResponse, LocationSearchResult } from '@/lib/contracts/environment';
import { placeKeys } from './place-keys';

// spec §7 place calls shared by the valuation and environment pickers, through the one axios instance.

/** Silent: a failed search just shows no options (the picker still works by map). */
export async function searchLocation(q: string, signal?: AbortSignal): Promise<LocationSearchResult[]> {
  const { data } = await apiClient.get<{ results: LocationSearchResult[] }>('/api/houses/search-location/', { params: { q }, signal, silent: true });
  return data.results;
}

export const locationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: placeKeys.search(q),
    queryFn: ({ signal }) => searchLocation(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 15 * 60_000,
  });

/** City, district and neighbourhood of a map point; a 400 (outside Tehran) is toasted by the API client (spec §8). */
export async function convertGeoLocation(lat: number, lng: number): Promise<ConvertGeoLocationResponse> {
  const { data } = await apiClient.get<ConvertGeoLocationResponse>('/api/houses/convert-geo-location/', { params: { lat, lng } });
  return data;
}
