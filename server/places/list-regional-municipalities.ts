import 'server-only';

import type { RegionalMunicipality } from '@/lib/contracts/valuation';
import { listDistricts } from '@/server/places/catalogue';

/** Tehran's 22 municipal districts with names, a representative point and a simplified outline (GeoJSON). */
export function listRegionalMunicipalities(): RegionalMunicipality[] {
  return listDistricts().map((d) => ({
    id: d.district,
    name: d.name_fa,
    center: { latitude: d.center[0], longitude: d.center[1] },
    geometry: { type: 'Polygon', coordinates: [d.simplified] },
  }));
}
