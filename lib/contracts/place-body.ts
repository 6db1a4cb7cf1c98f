import type { PickedPlace } from './place';

// Apart from the zod contract (place.ts), so a lean page that only sends a picked place loads no zod.

/** The place fields of a create request for a picked place (the neighbourhood only when chosen by name). */
export function placeBody(place: PickedPlace): { latitude: number; longitude: number; neighbourhood?: string } {
  return { latitude: place.latitude, longitude: place.longitude, ...(place.neighbourhoodId ? { neighbourhood: place.neighbourhoodId } : {}) };
}
