import type { ConvertGeoLocationResponse, LocationSearchResult } from '@/lib/contracts/environment';

// spec §7 place calls shared by the valuation and environment pickers, through the one axios instance. It loads with the
// first call: a form page that only shows the picker does not carry it.
const client = () => import('@/lib/api-client').then((m) => m.apiClient);

/**
 * Silent: no toast; the picker's list says the search failed (the picker still works by map). `onOutside` is told the
 * server's words when the text is a town outside Tehran («پردیس»: outside the service area), beside the hits, which may
 * still hold close Tehran names; a callback so the callers that want only the hits keep their plain list.
 */
export async function searchLocation(q: string, signal?: AbortSignal, onOutside?: (message: string) => void): Promise<LocationSearchResult[]> {
  const { data } = await (await client()).get<{ results: LocationSearchResult[]; outside?: string }>('/api/houses/search-location/', { params: { q }, signal, silent: true });
  if (data.outside) onOutside?.(data.outside);
  return data.results;
}

/** City, district and neighbourhood of a map point; a 400 (outside Tehran) is toasted by the API client (spec §8). */
export async function convertGeoLocation(lat: number, lng: number): Promise<ConvertGeoLocationResponse> {
  const { data } = await (await client()).get<ConvertGeoLocationResponse>('/api/houses/convert-geo-location/', { params: { lat, lng } });
  return data;
}
