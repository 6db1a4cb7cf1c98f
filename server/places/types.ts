import 'server-only';

/** Stable neighbourhood id: the Divar slug when the neighbourhood has one (e.g. "saadat-abad"), else "nb-xxxxxxxx". */
export type NeighbourhoodId = string;

export interface Neighbourhood {
  id: NeighbourhoodId;
  name_fa: string;
  slug: string | null;
  /** Tehran municipal district, 1–22. */
  district: number;
  /** Centre point (WGS84): a map-search centre, the mean listing location or Divar's centre (where the others lay
   * outside the place's mahalle polygon: ml/build_places.py correct_centres), not an area-weighted centroid. */
  lat: number;
  lng: number;
}

export interface DistrictInfo {
  district: number;
  name_fa: string;
  /** [lat, lng] of a point representative of the district. */
  center: [number, number];
  /** Simplified outer ring, [lng, lat] pairs (GeoJSON order), closed. */
  simplified: Array<[number, number]>;
}

export interface PointLookup {
  city: 'تهران';
  district: number;
  districtName: string;
  neighbourhood: Neighbourhood;
  /** Distance from the point to the neighbourhood centre, km. */
  distanceKm: number;
  /** Whether a mahalle polygon placed the point (else the nearest centre in its district did). */
  inPolygon: boolean;
}

export type PlaceSearchHit =
  | {
      type: 'neighbourhood';
      score: number;
      neighbourhood: Neighbourhood;
      districtName: string;
      /** The street, square or boulevard the query named, when that is why the place is offered («خیابان نامجو»). */
      via?: string;
    }
  | { type: 'district'; score: number; district: number; districtName: string; center: [number, number] };
