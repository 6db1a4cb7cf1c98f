// The map's own base layer (public/map/tehran-base.json, written by `npm run map:base` from the committed place and
// environment data): what a map draws when its tiles do not load (offline, or a blocked tile server).

export const MAP_BASE_PATH = '/map/tehran-base.json';

/** [latitude, longitude], rounded to 5 decimals (about a metre). */
export type LatLng = [number, number];

export interface MapBase {
  version: number;
  attribution: string;
  /** Tehran's 22 municipal districts. */
  districts: Array<{ district: number; name: string; ring: LatLng[]; center: LatLng }>;
  /** Each metro line in its colour, as the segments between neighbouring stations. */
  lines: Array<{ line: number; color: string; segments: Array<[LatLng, LatLng]> }>;
  stations: Array<{ name: string; at: LatLng; lines: number[] }>;
  /** Neighbourhood names at their centres. */
  places: Array<{ name: string; at: LatLng }>;
}
