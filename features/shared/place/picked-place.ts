import type { LocationSearchResult } from '@/lib/contracts/environment';
import type { PickedPlace } from '@/lib/contracts/place';

export type { PickedPlace };

/** A district's hit («منطقه ۵», `district-5`): a point at its centre, not a neighbourhood. */
export const isDistrictHit = (hit: Pick<LocationSearchResult, 'id'>): boolean => hit.id.startsWith('district-');

/** A search hit as the picked place. A district hit names no neighbourhood: the server finds it from the point. */
export function placeFromHit(hit: LocationSearchResult): PickedPlace {
  return {
    latitude: hit.latitude,
    longitude: hit.longitude,
    name: hit.name,
    district: hit.district,
    neighbourhoodId: isDistrictHit(hit) ? undefined : hit.id,
  };
}

/** The query a page is linked with to preselect a neighbourhood (e.g. from a where-to-buy suggestion card); read by
 * `useLinkedPlace`. */
export function linkedPlaceQuery(id: string, name: string): string {
  return `neighbourhood=${encodeURIComponent(id)}&name=${encodeURIComponent(name)}`;
}
