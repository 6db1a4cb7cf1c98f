// GET /api/houses/search-location/?q= - neighbourhoods and districts of Tehran by name, best first: Persian names and
// the variants the name rules read, Divar's Latin slugs, and the places that list a street of that name; `outside`
// says a town outside Tehran typed whole («پردیس») is outside the service area, beside any close Tehran names
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { locationSearchQuery } from '@/lib/contracts/place';
import { route } from '@/server/http/route';
import { outsideTownNotice, resolvePlaceName, searchPlaces } from '@/server/places/catalogue';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'none', query: locationSearchQuery }, ({ query: { q } }) => {
  const resolved = resolvePlaceName(q);
  const results: LocationSearchResult[] = searchPlaces(q, 10, resolved).map((h) =>
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
  const outside = outsideTownNotice(q, resolved);
  return Response.json({ results, ...(outside ? { outside } : {}) }, { headers: { 'Cache-Control': 'public, max-age=900' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
