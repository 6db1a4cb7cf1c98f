// GET /api/houses/search-location/?q= - neighbourhoods and districts of Tehran by name, best first: Persian names and
// the variants the name rules read, Divar's Latin slugs, and the places that list a street of that name
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { locationSearchQuery } from '@/lib/contracts/place';
import { route } from '@/server/http/route';
import { searchPlaces } from '@/server/places/catalogue';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'none', query: locationSearchQuery }, ({ query: { q } }) => {
  const results: LocationSearchResult[] = searchPlaces(q, 10).map((h) =>
    h.type === 'district'
      ? { id: `district-${h.district}`, name: h.districtName, district: h.districtName, latitude: h.center[0], longitude: h.center[1] }
      : {
          id: h.neighbourhood.id,
          name: h.neighbourhood.name_fa,
          district: h.districtName,
          latitude: h.neighbourhood.lat,
          longitude: h.neighbourhood.lng,
          ...(h.via ? { via: h.via } : {}),
        },
  );
  return Response.json({ results }, { headers: { 'Cache-Control': 'public, max-age=900' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
