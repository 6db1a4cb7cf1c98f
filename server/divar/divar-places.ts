import 'server-only';
import { districtAt, getNeighbourhood, haversineKm, lookupPoint } from '@/server/places/catalogue';
import { readRepoJson } from '@/server/places/load-json';
import type { Neighbourhood } from '@/server/places/types';

// Divar's neighbourhood slug (a finder read's `district`) → our place catalogue. The catalogue knows the slugs it
// has (getNeighbourhood); for the rest of Divar's 453 Tehran slugs, Divar's own catalogue (data/, from the shared
// snapshot) gives the older slug, the Persian name and a centre, tried in that order through the catalogue's public
// lookups. «قدیمی» ("old") entries are superseded ids whose ads show the name without the suffix.

interface DivarDistrict {
  slug: string;
  secondSlug: string;
  name: string;
  lat: number;
  lng: number;
}

const NAME_MATCH_MAX_KM = 4;

let bySlug: Map<string, DivarDistrict> | null = null;

function divarDistricts(): Map<string, DivarDistrict> {
  if (bySlug) return bySlug;
  const raw = readRepoJson<{ districts: Array<[string, string, string, number, number]> }>(
    import.meta.url,
    './data/divar-tehran-districts.json',
    'server/divar/data/divar-tehran-districts.json',
  );
  bySlug = new Map();
  for (const [slug, secondSlug, name, lat, lng] of raw.districts) {
    const d = { slug, secondSlug, name, lat, lng };
    bySlug.set(slug, d);
    if (!bySlug.has(secondSlug)) bySlug.set(secondSlug, d);
  }
  return bySlug;
}

export function divarDistrictSlugs(): string[] {
  return [...new Set([...divarDistricts().values()].map((d) => d.slug))];
}

/** Our neighbourhood for a Divar slug in Tehran; null when Divar's place is outside our 22 districts or unknown. */
export function neighbourhoodForDivarSlug(slug: string | null): Neighbourhood | null {
  if (!slug) return null;
  const direct = getNeighbourhood(slug);
  if (direct) return direct;
  const d = divarDistricts().get(slug);
  if (!d) return null;
  const named = getNeighbourhood(d.secondSlug) ?? getNeighbourhood(d.name.replace(/\s*قدیمی$/, ''));
  // A name can be shared by places across the city: trust it only near Divar's own centre for the slug.
  if (named && haversineKm(named.lat, named.lng, d.lat, d.lng) <= NAME_MATCH_MAX_KM) return named;
  // No name of ours for it: the neighbourhood around Divar's centre point, when that is inside Tehran.
  if (districtAt(d.lat, d.lng) === 0) return null;
  return lookupPoint(d.lat, d.lng).neighbourhood;
}
