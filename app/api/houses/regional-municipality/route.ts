// GET /api/houses/regional-municipality/ - Tehran's 22 municipal districts with names and simplified outlines
import { listRegionalMunicipalities } from '@/server/places/list-regional-municipalities';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'none' }, () =>
  Response.json({ results: listRegionalMunicipalities() }, { headers: { 'Cache-Control': 'public, max-age=900' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
