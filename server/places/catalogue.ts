import 'server-only';

import { OutsideServiceAreaError } from './errors';
import { readRepoJson } from './load-json';
import { placeNameKey, toLatinDigits } from './normalize';
import type { DistrictInfo, Neighbourhood, PlaceSearchHit, PointLookup } from './types';

interface RawDistrict {
  district: number;
  name_fa: string;
  ring: Array<[number, number]>;
  simplified: Array<[number, number]>;
  center: [number, number];
}
interface RawNeighbourhood extends Neighbourhood {
  source: string;
  aliases: string[];
  /** Set on a second place of the same name in another district: the id of the place the plain name means. */
  homonym_of?: string;
}
interface RawCatalogue {
  version: number;
  attribution: string;
  districts: RawDistrict[];
  neighbourhoods: RawNeighbourhood[];
  /** name key → display name of towns outside the service area (ml/build_places.py) */
  outside_towns?: Record<string, string>;
}

interface Catalogue {
  districts: RawDistrict[];
  bboxes: Array<[number, number, number, number]>;
  neighbourhoods: Neighbourhood[];
  byId: Map<string, Neighbourhood>;
  byKey: Map<string, Neighbourhood>;
  searchKeys: Array<{ key: string; nb: Neighbourhood }>;
  outsideTowns: Map<string, string>;
}

let cache: Catalogue | null = null;

function catalogue(): Catalogue {
  if (cache) return cache;
  const raw = readRepoJson<RawCatalogue>(import.meta.url, './data/places.json', 'server/places/data/places.json');
  const neighbourhoods: Neighbourhood[] = raw.neighbourhoods.map(({ id, name_fa, slug, district, lat, lng }) => ({
    id, name_fa, slug, district, lat, lng,
  }));
  const byId = new Map<string, Neighbourhood>();
  const byKey = new Map<string, Neighbourhood>();
  const searchKeys: Array<{ key: string; nb: Neighbourhood }> = [];
  raw.neighbourhoods.forEach((r, i) => {
    const nb = neighbourhoods[i];
    byId.set(nb.id, nb);
    if (nb.slug) byId.set(nb.slug, nb);
    const main = placeNameKey(nb.name_fa);
    for (const k of [main, ...r.aliases]) {
      if (!byKey.has(k) && !(k === main && r.homonym_of)) byKey.set(k, nb);
      searchKeys.push({ key: k, nb });
    }
  });
  const bboxes = raw.districts.map((d) => {
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const [x, y] of d.ring) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    return [minX, minY, maxX, maxY] as [number, number, number, number];
  });
  const outsideTowns = new Map(Object.entries(raw.outside_towns ?? {}));
  cache = { districts: raw.districts, bboxes, neighbourhoods, byId, byKey, searchKeys, outsideTowns };
  return cache;
}

// Even-odd ray casting, the same rule the Python pipeline used to assign districts (ml/geo.py).
function inRing(lng: number, lat: number, ring: Array<[number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = 6371.0088;
  const toRad = Math.PI / 180;
  const dp = (lat2 - lat1) * toRad;
  const dl = (lng2 - lng1) * toRad;
  const a = Math.sin(dp / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dl / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(a));
}

/** District (1–22) containing the point, or 0 when it is outside every district. */
export function districtAt(lat: number, lng: number): number {
  const c = catalogue();
  for (let i = 0; i < c.districts.length; i++) {
    const [x0, y0, x1, y1] = c.bboxes[i];
    if (lng < x0 || lng > x1 || lat < y0 || lat > y1) continue;
    if (inRing(lng, lat, c.districts[i].ring)) return c.districts[i].district;
  }
  return 0;
}

export function districtName(district: number): string {
  const d = catalogue().districts.find((x) => x.district === district);
  return d ? d.name_fa : `منطقه ${district}`;
}

/**
 * Point → district and nearest neighbourhood centre (there are no neighbourhood polygons in the data, so the
 * nearest centre in the same district stands in for "the neighbourhood containing the point").
 * @throws OutsideServiceAreaError when the point is outside Tehran's 22 districts.
 */
export function lookupPoint(lat: number, lng: number): PointLookup {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new OutsideServiceAreaError(lat, lng);
  const district = districtAt(lat, lng);
  if (district === 0) throw new OutsideServiceAreaError(lat, lng);
  const c = catalogue();
  const cos = Math.cos((35.7 * Math.PI) / 180);
  let best: Neighbourhood | null = null;
  let bestD = Infinity;
  for (const nb of c.neighbourhoods) {
    const d = (nb.lat - lat) ** 2 + ((nb.lng - lng) * cos) ** 2 + (nb.district === district ? 0 : 1e3);
    if (d < bestD) {
      bestD = d;
      best = nb;
    }
  }
  if (!best) throw new OutsideServiceAreaError(lat, lng);
  return {
    city: 'تهران',
    district,
    districtName: districtName(district),
    neighbourhood: best,
    distanceKm: haversineKm(lat, lng, best.lat, best.lng),
  };
}

/** By stable id or Divar slug, or by a (normalised) Persian name. */
export function getNeighbourhood(idOrSlugOrName: string): Neighbourhood | null {
  const c = catalogue();
  return c.byId.get(idOrSlugOrName.trim()) ?? c.byKey.get(placeNameKey(idOrSlugOrName)) ?? null;
}

/**
 * The town a name refers to when it is a town outside Tehran (پردیس, شهریار, «شهر قدس», …), else null. Only for
 * names that are not a Tehran neighbourhood: call it after getNeighbourhood found nothing.
 */
export function outsideTown(name: string): string | null {
  const towns = catalogue().outsideTowns;
  const key = placeNameKey(name);
  return towns.get(key) ?? (key.startsWith('شهر') ? towns.get(key.slice('شهر'.length)) : undefined) ?? null;
}

export function listNeighbourhoods(): readonly Neighbourhood[] {
  return catalogue().neighbourhoods;
}

export function listDistricts(): DistrictInfo[] {
  return catalogue().districts.map(({ district, name_fa, center, simplified }) => ({ district, name_fa, center, simplified }));
}

function levenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/**
 * Name → places, best first. Normalised (ی/ک, ZWNJ, spaces, "تهران" suffix), prefix and substring matches,
 * and typo-tolerant (edit distance ≤ 1 per 4 letters). "منطقه ۵" finds the district.
 */
export function searchPlaces(query: string, limit = 10): PlaceSearchHit[] {
  const c = catalogue();
  const key = placeNameKey(query);
  if (!key) return [];
  const hits: PlaceSearchHit[] = [];
  const dm = /^(?:منطقه|ناحیه)?(\d{1,2})$/u.exec(toLatinDigits(key));
  if (dm) {
    const n = Number(dm[1]);
    const d = c.districts.find((x) => x.district === n);
    if (d) hits.push({ type: 'district', score: 100, district: n, districtName: d.name_fa, center: d.center });
  }
  const best = new Map<string, number>();
  const maxEd = Math.floor(key.length / 4);
  for (const { key: k, nb } of c.searchKeys) {
    let s = 0;
    if (k === key) s = 100;
    else if (k.startsWith(key)) s = 80 - Math.min(10, k.length - key.length);
    else if (k.includes(key)) s = 60 - Math.min(10, k.length - key.length);
    else if (key.length >= 4 && key.includes(k) && k.length >= 3) s = 50;
    else if (maxEd > 0) {
      const ed = levenshtein(key, k, maxEd);
      if (ed <= maxEd) s = 45 - 5 * ed;
    }
    if (s > (best.get(nb.id) ?? 0)) best.set(nb.id, s);
  }
  for (const [id, score] of best) {
    const nb = c.byId.get(id);
    if (nb) hits.push({ type: 'neighbourhood', score, neighbourhood: nb, districtName: districtName(nb.district) });
  }
  hits.sort((a, b) => b.score - a.score || label(a).localeCompare(label(b), 'fa'));
  return hits.slice(0, limit);
}

function label(h: PlaceSearchHit): string {
  return h.type === 'district' ? h.districtName : h.neighbourhood.name_fa;
}
