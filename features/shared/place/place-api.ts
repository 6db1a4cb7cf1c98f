import type { ConvertGeoLocationResponse, LocationSearchResult } from '@/lib/contracts/environment';

// spec §7 place calls shared by the valuation and environment pickers, through the one axios instance. It loads with the
// first call: a form page that only shows the picker does not carry it.
const client = () => import('@/lib/api-client').then((m) => m.apiClient);

/** Silent: no toast; the picker's list says the search failed (the picker still works by map). */
export async function searchLocation(q: string, signal?: AbortSignal): Promise<LocationSearchResult[]> {
  const { data } = await (await client()).get<{ results: LocationSearchResult[] }>('/api/houses/search-location/', { params: { q }, signal, silent: true });
  return data.results;
}

/** City, district and neighbourhood of a map point; a 400 (outside Tehran) is toasted by the API client (spec §8). */
export async function convertGeoLocation(lat: number, lng: number): Promise<ConvertGeoLocationResponse> {
  const { data } = await (await client()).get<ConvertGeoLocationResponse>('/api/houses/convert-geo-location/', { params: { lat, lng } });
  return data;
}
