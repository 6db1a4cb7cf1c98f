import 'server-only';

import { districtNotPlaceMessage, OutsideServiceAreaError, outsideTownMessage, unknownPlaceMessage } from './errors';
import { readRepoJson } from './load-json';
import { normalizePersianName, placeNameKey, toLatinDigits } from './normalize';
import { PREFIX_KEYS, resolveNameByRules, streetKeyCandidates, type NameLookups, type NameResolution } from './resolve-name';
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
  /** [lat, lng] the valuation model learnt the place at, when its centre was corrected since (modelPoint). */
  trained_at?: [number, number];
  /** Divar's other slugs for this place (its 2023 `second_slug`, a retired id's slug). */
  slugs?: string[];
  /** Name keys the place also answers to (Divar's names, hand-listed spellings); the name rules search these. */
  aliases: string[];
  /** Keys the name rules found for the listing files' spellings («کوهستان سعادت آباد»): looked up, never searched. */
  variants?: string[];
  /** Set on a second place of the same name in another district: the id of the place the plain name means. */
  homonym_of?: string;
}
interface RawPolygon {
  /** The places the polygon is labelled with (Divar neighbourhoods whose centre lies inside it). */
  ids: string[];
  bbox: [number, number, number, number];
  /** Outer rings, [lng, lat] pairs. */
  rings: Array<Array<[number, number]>>;
}
interface RawCatalogue {
  version: number;
  attribution: string;
  districts: RawDistrict[];
  neighbourhoods: RawNeighbourhood[];
  /** OSM mahalle polygons labelled with Divar names (ml/build_places.py). */
  polygons?: RawPolygon[];
  /** Streets, squares and boulevards Divar lists: name key → the places that list it (search and suggestions). */
  streets?: Record<string, string[]>;
  /** Streets whose neighbourhoods lie together: name key → the place the street stands for (resolve-name.ts, rule 5). */
  street_places?: Record<string, string>;
  /** name key → how the places of `streets` list it («خیابان نامجو»): one label for all, or one per place. */
  street_labels?: Record<string, string | string[]>;
  /** name key → display name of towns outside the service area (ml/build_places.py) */
  outside_towns?: Record<string, string>;
  /** Divar slugs of neighbourhoods outside the 22 districts → their name */
  outside_slugs?: Record<string, string>;
}

interface Catalogue {
  districts: RawDistrict[];
  bboxes: Array<[number, number, number, number]>;
  neighbourhoods: Neighbourhood[];
  byId: Map<string, Neighbourhood>;
  /** own keys, full keys, aliases and variants: what a written name is looked up in first */
  byKey: Map<string, Neighbourhood>;
  /** own keys and aliases only: what the name rules search (resolve-name.ts) */
  baseKey: Map<string, string>;
  byKeyDistrict: Map<string, string>;
  /** what searchPlaces matches a typed name against: own keys, aliases and (Latin) Divar slugs */
  searchKeys: SearchKey[];
  polygons: RawPolygon[];
  streets: Map<string, string[]>;
  streetLabels: Map<string, string | string[]>;
  streetPlaces: Map<string, string>;
  outsideTowns: Map<string, string>;
  outsideSlugs: Map<string, string>;
  /** id → the point the valuation model learnt the place at, for the places whose centre moved since */
  trainedAt: Map<string, { lat: number; lng: number }>;
}

interface SearchKey {
  key: string;
  nb: Neighbourhood;
  /** a slug («punak»): only Latin queries are matched against it, and only Persian ones against the names */
  latin: boolean;
}

let cache: Catalogue | null = null;

const hasLatin = (key: string) => /[a-z]/.test(key);

function catalogue(): Catalogue {
  if (cache) return cache;
  const raw = readRepoJson<RawCatalogue>(import.meta.url, './data/places.json', 'server/places/data/places.json');
  const neighbourhoods: Neighbourhood[] = raw.neighbourhoods.map(({ id, name_fa, slug, district, lat, lng }) => ({
    id, name_fa, slug, district, lat, lng,
  }));
  const byId = new Map<string, Neighbourhood>();
  const byKey = new Map<string, Neighbourhood>();
  const baseKey = new Map<string, string>();
  const byKeyDistrict = new Map<string, string>();
  const searchKeys: SearchKey[] = [];
  const setOnce = <V>(m: Map<string, V>, k: string, v: V) => {
    if (!m.has(k)) m.set(k, v);
  };
  raw.neighbourhoods.forEach((r, i) => {
    const nb = neighbourhoods[i];
    byId.set(nb.id, nb);
    if (nb.slug) setOnce(byId, nb.slug, nb);
    for (const s of r.slugs ?? []) setOnce(byId, s, nb);
    const main = placeNameKey(nb.name_fa);
    setOnce(byKeyDistrict, `${main}|${nb.district}`, nb.id);
    // the plain name means the first place of that name (ml/dataset.py Catalogue does the same)
    if (!r.homonym_of) {
      setOnce(byKey, main, nb);
      setOnce(baseKey, main, nb.id);
    }
    searchKeys.push({ key: main, nb, latin: false });
  });
  // «هاشم‌آباد (شهرری)» is Rey's «هاشم‌آباد» (ml/build_places.py keys districts the same way)
  for (const nb of neighbourhoods) setOnce(byKeyDistrict, `${placeNameKey(nb.name_fa.replace(/\s*[([]([^)\]]*)[)\]]\s*/gu, ' '))}|${nb.district}`, nb.id);
  raw.neighbourhoods.forEach((r, i) => {
    const nb = neighbourhoods[i];
    for (const a of r.aliases) {
      setOnce(byKey, a, nb);
      setOnce(baseKey, a, nb.id);
      setOnce(byKeyDistrict, `${a}|${nb.district}`, nb.id);
      searchKeys.push({ key: a, nb, latin: false });
    }
    // «saadat abad», «Punak»: Divar's slugs are the Latin spellings people type
    const slugKeys = new Set([nb.slug ?? '', ...(r.slugs ?? [])].map((sl) => placeNameKey(sl).toLowerCase()).filter(hasLatin));
    for (const key of slugKeys) searchKeys.push({ key, nb, latin: true });
  });
  raw.neighbourhoods.forEach((r, i) => {
    const nb = neighbourhoods[i];
    const own = placeNameKey(nb.name_fa);
    for (const v of r.variants ?? []) {
      setOnce(byKey, v, nb);
      // A listing file's spelling that is the name with a note («شهرک راه‌آهن (شهرک گلستان)») is searched too: it is
      // how the place is known. Not a shortened one («سر» of «تهرانسر»).
      if (v.length > own.length && v.includes(own)) searchKeys.push({ key: v, nb, latin: false });
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
  cache = {
    districts: raw.districts,
    bboxes,
    neighbourhoods,
    byId,
    byKey,
    baseKey,
    byKeyDistrict,
    searchKeys,
    polygons: raw.polygons ?? [],
    streets: new Map(Object.entries(raw.streets ?? {})),
    streetLabels: new Map(Object.entries(raw.street_labels ?? {})),
    streetPlaces: new Map(Object.entries(raw.street_places ?? {})),
    outsideTowns: new Map([...Object.entries(raw.outside_towns ?? {}), ...SPOKEN_TOWNS.map(([spoken, town]) => [placeNameKey(spoken), town] as const)]),
    outsideSlugs: new Map(Object.entries(raw.outside_slugs ?? {})),
    trainedAt: new Map(raw.neighbourhoods.flatMap((n) => (n.trained_at ? [[n.id, { lat: n.trained_at[0], lng: n.trained_at[1] }] as const] : []))),
  };
  return cache;
}

/**
 * The point the valuation model reads for a place without a pin: its centre, or for a place whose centre was
 * corrected after the model was trained («تجریش», ml/build_places.py correct_centres) the point the model learnt its
 * listings at, as training did (ml/dataset.py), so a corrected centre moves no estimate.
 */
export function modelPoint(nb: Pick<Neighbourhood, 'id' | 'lat' | 'lng'>): { lat: number; lng: number } {
  return catalogue().trainedAt.get(nb.id) ?? { lat: nb.lat, lng: nb.lng };
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

function nearestOf(candidates: readonly Neighbourhood[], lat: number, lng: number, preferDistrict = 0): Neighbourhood | null {
  const cos = Math.cos((35.7 * Math.PI) / 180);
  let best: Neighbourhood | null = null;
  let bestD = Infinity;
  for (const nb of candidates) {
    const d = (nb.lat - lat) ** 2 + ((nb.lng - lng) * cos) ** 2 + (preferDistrict && nb.district !== preferDistrict ? 1e3 : 0);
    if (d < bestD) {
      bestD = d;
      best = nb;
    }
  }
  return best;
}

/**
 * Point → district and neighbourhood: the OSM mahalle polygon containing the point (the nearest centre among the
 * places it is labelled with), else the nearest neighbourhood centre in the point's district (ml/dataset.py
 * Catalogue.locate does the same for training).
 * @throws OutsideServiceAreaError when the point is outside Tehran's 22 districts.
 */
export function lookupPoint(lat: number, lng: number): PointLookup {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new OutsideServiceAreaError(lat, lng);
  const district = districtAt(lat, lng);
  if (district === 0) throw new OutsideServiceAreaError(lat, lng);
  const c = catalogue();
  let best: Neighbourhood | null = null;
  let inPolygon = false;
  const labelled = polygonPlacesAt(lat, lng);
  if (labelled?.length) {
    best = nearestOf(labelled.map((id) => c.byId.get(id)).filter((n): n is Neighbourhood => n !== undefined), lat, lng);
    inPolygon = best !== null;
  }
  best ??= nearestOf(c.neighbourhoods, lat, lng, district);
  if (!best) throw new OutsideServiceAreaError(lat, lng);
  return {
    city: 'تهران',
    district,
    districtName: districtName(district),
    neighbourhood: best,
    distanceKm: haversineKm(lat, lng, best.lat, best.lng),
    inPolygon,
  };
}

/** The places the OSM mahalle polygon containing the point is labelled with; null outside every polygon. */
export function polygonPlacesAt(lat: number, lng: number): string[] | null {
  for (const p of catalogue().polygons) {
    const [x0, y0, x1, y1] = p.bbox;
    if (lng < x0 || lng > x1 || lat < y0 || lat > y1) continue;
    if (p.rings.some((ring) => inRing(lng, lat, ring))) return p.ids;
  }
  return null;
}

function lookups(c: Catalogue): NameLookups {
  return {
    byKey: (k) => c.baseKey.get(k),
    byKeyDistrict: (k, d) => c.byKeyDistrict.get(`${k}|${d}`),
    isOutside: (k) => isOutsideKey(c, k),
    isStreet: (k) => c.streets.has(k),
    streetPlace: (k) => c.streetPlaces.get(k),
  };
}

/**
 * Towns' spoken forms the listing files never write, so the generated town table lacks them («لواسون» for «لواسان»):
 * known here, every reader of the catalogue (search-location, the valuation's place, the chat bot) declines them by
 * the written name.
 */
const SPOKEN_TOWNS: readonly (readonly [string, string])[] = [['لواسون', 'لواسان']];

function isOutsideKey(c: Catalogue, key: string): boolean {
  return c.outsideTowns.has(key) || (key.startsWith('شهر') && c.outsideTowns.has(key.slice('شهر'.length)));
}

/**
 * A written name → a place, a town outside the service area, or unknown: by id or Divar slug, by name (its own,
 * an alias, a spelling of the listing files), then by the name rules of resolve-name.ts (sides, «بلوار …»,
 * Rey's «شهر ری - …», district-qualified names, …).
 */
export function resolvePlaceName(idOrSlugOrName: string): NameResolution {
  const c = catalogue();
  const raw = String(idOrSlugOrName);
  const hit = c.byId.get(raw.trim());
  if (hit) return { kind: 'place', id: hit.id };
  if (c.outsideSlugs.has(raw.trim())) return { kind: 'outside' };
  const named = c.byKey.get(placeNameKey(raw, { keepTehran: true })) ?? c.byKey.get(placeNameKey(raw));
  if (named) return { kind: 'place', id: named.id };
  // Not Rey's fallback: the listing files' «شهر ری - …» spellings it gave Rey are Rey's stored variants (found above);
  // a Rey name typed now that district 20 does not have is not Rey (resolveNameByRules).
  return resolveNameByRules(raw, lookups(c), true, false);
}

/**
 * resolvePlaceName without the stored variants: ids, slugs and base keys, then the rules. What ml/names.py answered
 * for each name of the shared files (name-table.json) must come out of this too (resolve-name.test.ts).
 */
export function resolvePlaceNameByRules(name: string): NameResolution {
  const c = catalogue();
  const hit = c.byId.get(name.trim());
  if (hit) return { kind: 'place', id: hit.id };
  if (c.outsideSlugs.has(name.trim())) return { kind: 'outside' };
  const base = c.baseKey.get(placeNameKey(name, { keepTehran: true })) ?? c.baseKey.get(placeNameKey(name));
  if (base) return { kind: 'place', id: base };
  return resolveNameByRules(name, lookups(c));
}

/**
 * By id, Divar slug or a name the catalogue lists (its own, an alias, a listing file's spelling), without the name
 * rules: for text not known to be one name, such as each span of a chat message, where the rules' reading of some
 * of its words («دوخوابه تو سعادت آباد») would claim the whole span.
 */
export function getNeighbourhoodExact(idOrSlugOrName: string): Neighbourhood | null {
  const c = catalogue();
  const raw = String(idOrSlugOrName);
  return c.byId.get(raw.trim()) ?? c.byKey.get(placeNameKey(raw, { keepTehran: true })) ?? c.byKey.get(placeNameKey(raw)) ?? null;
}

/** By stable id or Divar slug, or by a Persian name and its variants (resolvePlaceName). */
export function getNeighbourhood(idOrSlugOrName: string): Neighbourhood | null {
  const r = resolvePlaceName(idOrSlugOrName);
  return r.kind === 'place' ? (catalogue().byId.get(r.id) ?? null) : null;
}

/**
 * The town a name refers to when it is a town outside Tehran (پردیس, شهریار, «شهر قدس», «قیامدشت قدیمی», …), else
 * null. Only for names that are not a Tehran neighbourhood: call it after getNeighbourhood found nothing.
 */
export function outsideTown(name: string): string | null {
  return outsideTownOf(name, () => resolvePlaceName(name));
}

/** outsideTown, with the name's resolution read only when the town tables do not know it (and at most once). */
function outsideTownOf(name: string, resolution: () => NameResolution): string | null {
  const c = catalogue();
  const slug = c.outsideSlugs.get(name.trim());
  if (slug) return slug;
  const key = placeNameKey(name);
  const town = c.outsideTowns.get(key) ?? (key.startsWith('شهر') ? c.outsideTowns.get(key.slice('شهر'.length)) : undefined);
  if (town) return town;
  return resolution().kind === 'outside' ? normalizePersianName(name) : null;
}

/**
 * What the place search box says besides its hits when the text is a town outside Tehran typed whole («پردیس»):
 * the same words placeNameRefusal gives the API's callers. The hits may still hold Tehran names close to it
 * («پردیسان» by prefix), which alone read as if the town were one of them. null for a name that is a Tehran place.
 */
export function outsideTownNotice(query: string, resolved: NameResolution = resolvePlaceName(query)): string | null {
  if (resolved.kind === 'place') return null;
  return outsideTownOf(query, () => resolved) ? outsideTownMessage(query.trim()) : null;
}

/**
 * Places a name that resolves to none may mean, best first (searchPlaces): the neighbourhoods Divar lists a street of
 * that name in («نامجو»), then the closest names.
 */
export function suggestPlaces(name: string, limit = 3, resolved?: NameResolution): Neighbourhood[] {
  const district = districtTyped(name);
  if (district) return districtPlaces(district, limit);
  return searchPlaces(name, limit * 2, resolved)
    .flatMap((h) => (h.type === 'neighbourhood' ? [h.neighbourhood] : []))
    .slice(0, limit);
}

/**
 * The district a name is, when it is one typed where a neighbourhood is asked for: «منطقه ۵», «منطقه‌ی 5». Not a bare
 * number (a plate or a street number as often as a district), nor «ناحیه ۵» (a part of a district).
 */
export function districtTyped(name: string): number | null {
  const m = /^منطقه(?:ی|ٔ)?(\d{1,2})$/u.exec(toLatinDigits(placeNameKey(name)));
  const n = m ? Number(m[1]) : 0;
  return catalogue().districts.some((d) => d.district === n) ? n : null;
}

/**
 * Some of a district's neighbourhoods: those nearest the district's representative point, so they lie in the
 * district's body, not on its edge. Only places the plain name means, so each suggestion reads back as itself.
 */
function districtPlaces(district: number, limit: number): Neighbourhood[] {
  const c = catalogue();
  const d = c.districts.find((x) => x.district === district);
  if (!d) return [];
  const [lat, lng] = d.center;
  return c.neighbourhoods
    .filter((nb) => nb.district === district && c.byKey.get(placeNameKey(nb.name_fa))?.id === nb.id)
    .map((nb) => ({ nb, km: haversineKm(lat, lng, nb.lat, nb.lng) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, limit)
    .map(({ nb }) => nb);
}

export function listNeighbourhoods(): readonly Neighbourhood[] {
  return catalogue().neighbourhoods;
}

/**
 * Neighbourhood id → every Divar slug it is found by (its own and its other ones, `slugs` in places.json: «yaftabad»
 * is یافت آباد جنوبی's), as getNeighbourhoodExact reads them: a slug two places claim is the first one's.
 */
export function divarSlugs(): ReadonlyMap<string, readonly string[]> {
  const out = new Map<string, string[]>();
  for (const [key, nb] of catalogue().byId) if (key !== nb.id) out.set(nb.id, [...(out.get(nb.id) ?? []), key]);
  return out;
}

export function listDistricts(): DistrictInfo[] {
  return catalogue().districts.map(({ district, name_fa, center, simplified }) => ({ district, name_fa, center, simplified }));
}

/**
 * Edits from a to b, two neighbouring letters swapped counting as one (optimal string alignment): a swap is the
 * commonest slip on a phone's keyboard, and as two edits «نیاوارن» (7 letters, one edit allowed) found no place.
 * Stops early (max + 1) once every way is past max: a row's least cost never falls in a later row.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length];
}

// Scores of searchPlaces, best first. A neighbourhood's own name (or alias, or slug) typed in full comes first; then
// the place the name rules read the text as (resolvePlaceName: sides, «بلوار …», «شهر ری - …», a street standing for
// one place); then every place that lists a street of that name; then names that start with the text, streets that
// start with it (a street's name half typed), and names that contain or nearly match it. A neighbourhood whose name
// holds the whole text outranks every street match, though (searchPlaces): «مروارید» is «مروارید شهر» before
// Saadat Abad's «خیابان مروارید».
export const PLACE_SEARCH_SCORE = { exact: 100, resolved: 95, street: 85, prefix: 80, streetPrefix: 65, contains: 60, within: 50, typo: 45 };
/** A typo's score falls by this per edit; a prefix's or substring's by one per letter the text lacks, at most this cap. */
export const PLACE_SEARCH_STEP = 5;
export const PLACE_SEARCH_LETTERS_CAP = 10;
const SCORE = PLACE_SEARCH_SCORE;
/**
 * The name rules' prefix words, and «بزرگراه», which people type before a street's name. Not «شهرک»: it is part of
 * a township's name, and «شهرک گلستان» read as the street «گلستان» offered Abazar's «خیابان گلستان» first.
 */
const SEARCH_STREET_PREFIXES = [...PREFIX_KEYS.filter((k) => k !== placeNameKey('شهرک')), placeNameKey('بزرگراه')];

/**
 * Name → places, best first: what the place search box offers as the user types. Normalised (ی/ک, ZWNJ, spaces,
 * "تهران" suffix, Latin case), exact, prefix and substring matches, typo-tolerant (edit distance ≤ 1 per 4 letters);
 * Divar's Latin slugs («punak»); every name resolvePlaceName reads; streets Divar lists, by the places that list
 * them (`via` says which street: «گرگان — خیابان نامجو», «ارامنه — میدان نامجو»). "منطقه ۵" finds the district.
 */
export function searchPlaces(query: string, limit = 10, resolved?: NameResolution): PlaceSearchHit[] {
  const c = catalogue();
  const key = placeNameKey(query).toLowerCase();
  if (!key) return [];
  const hits: PlaceSearchHit[] = [];
  const dm = /^(?:منطقه|ناحیه)?(\d{1,2})$/u.exec(toLatinDigits(key));
  if (dm) {
    const n = Number(dm[1]);
    const d = c.districts.find((x) => x.district === n);
    if (d) hits.push({ type: 'district', score: SCORE.exact, district: n, districtName: d.name_fa, center: d.center });
  }
  const best = new Map<string, { score: number; via?: string }>();
  const offer = (id: string, score: number, via?: string) => {
    if (score > (best.get(id)?.score ?? 0)) best.set(id, { score, via });
  };
  const latin = hasLatin(key);
  const maxEd = Math.floor(key.length / 4);
  const queryWords = normalizePersianName(query).split(WORD_BREAK).filter(Boolean);
  // The lowest score of a neighbourhood whose name holds the whole text: every street match ranks below it.
  let holdsText = Infinity;
  const holders = new Set<string>();
  for (const { key: k, nb, latin: kLatin } of c.searchKeys) {
    if (kLatin !== latin) continue;
    let s = 0;
    // the name holds the whole text: it is the text, starts with it, or has a word that starts it
    let holds = false;
    if (k === key) [s, holds] = [SCORE.exact, true];
    else if (k.startsWith(key)) [s, holds] = [SCORE.prefix - Math.min(PLACE_SEARCH_LETTERS_CAP, k.length - key.length), true];
    else if (k.includes(key)) [s, holds] = [SCORE.contains - Math.min(PLACE_SEARCH_LETTERS_CAP, k.length - key.length), wordsStartWith(nb.name_fa, key)];
    else if (key.length >= 4 && k.length >= 3 && key.includes(k) && queryHoldsName(queryWords, k)) s = SCORE.within;
    else if (maxEd > 0) {
      const ed = editDistance(key, k, maxEd);
      if (ed <= maxEd) s = SCORE.typo - PLACE_SEARCH_STEP * ed;
    }
    if (holds) {
      holdsText = Math.min(holdsText, s);
      holders.add(nb.id);
    }
    offer(nb.id, s);
  }
  if (!latin) {
    // A street match below any neighbourhood named with the whole text (the tester who typed «مروارید» meant
    // «مروارید شهر», not Saadat Abad's street); the rest keep their order.
    const streetScore = (s: number) => Math.min(s, holdsText - 1);
    // «نامجو», «خیابان نامجو»: the street as typed, or without its first word
    const asTyped = streetKeyCandidates(key, SEARCH_STREET_PREFIXES);
    const fullStreet = new Map<string, string>();
    for (const [street, ids] of c.streets) {
      let s = 0;
      for (const t of asTyped) {
        if (street === t) s = Math.max(s, SCORE.street);
        else if (t.length >= 3 && street.startsWith(t)) s = Math.max(s, SCORE.streetPrefix - Math.min(PLACE_SEARCH_LETTERS_CAP, street.length - t.length));
      }
      if (s === 0) continue;
      const labels = c.streetLabels.get(street);
      ids.forEach((id, i) => {
        const via = (Array.isArray(labels) ? labels[i] : labels) ?? street;
        if (s === SCORE.street && !fullStreet.has(id)) fullStreet.set(id, via);
        offer(id, streetScore(s), via);
      });
    }
    resolved ??= resolvePlaceName(query);
    // A street named in full keeps its label when the rules read it as that street's place («نامجو»), and ranks as a
    // street match; a street the text only begins («بلوار مرزداران» of «بلوار مرزداران غربی») is not why the rules
    // chose the place.
    if (resolved.kind === 'place') {
      // The rules read «شریعتی» as «شهرک شریعتی» by its name, not by the street it also lists.
      const street = fullStreet.get(resolved.id);
      offer(resolved.id, street && !holders.has(resolved.id) ? streetScore(SCORE.resolved) : SCORE.resolved, street);
    }
  }
  for (const [id, { score, via }] of best) {
    const nb = c.byId.get(id);
    if (nb) hits.push({ type: 'neighbourhood', score, neighbourhood: nb, districtName: districtName(nb.district), ...(via ? { via } : {}) });
  }
  hits.sort((a, b) => b.score - a.score || label(a).localeCompare(label(b), 'fa'));
  return hits.slice(0, limit);
}

const WORD_BREAK = /[\u200c\u200d\u200e\u200f\u00a0\s\-_–—،,.()]+/u;

/** Whether the name, from one of its words on, starts with the key: «شهرک راه آهن – شهرک گلستان» holds
 * «شهرک گلستان», «شیرازی» does not hold «رازی». */
function wordsStartWith(name: string, key: string): boolean {
  const words = normalizePersianName(name).split(WORD_BREAK);
  return words.some((_, i) => placeNameKey(words.slice(i).join(' ')).startsWith(key));
}

/**
 * Whether some of the text's whole words, in a row, are the name: «سعادت آباد خیابان ۲۲» holds «سعادت آباد», but
 * «نارمک جنوبی» does not hold «ارم» (inside «نارمک»), nor «بلوار مرزداران» (its key «بلوارمرزداران» runs across the space).
 */
function queryHoldsName(words: readonly string[], nameKey: string): boolean {
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j <= words.length; j++) {
      const k = placeNameKey(words.slice(i, j).join(' ')).toLowerCase();
      if (k === nameKey) return true;
      if (k.length > nameKey.length) break;
    }
  }
  return false;
}

function label(h: PlaceSearchHit): string {
  return h.type === 'district' ? h.districtName : h.neighbourhood.name_fa;
}

/**
 * What to tell someone whose neighbourhood name resolves to no Tehran place: that a district («منطقه ۵») is not a
 * neighbourhood, with some of its neighbourhoods; that a town is outside the service area; else «محله وارد شده شناخته نشد» with the closest places as a question («منظورتان … است؟»).
 */
export function placeNameRefusal(name: string, resolved: NameResolution = resolvePlaceName(name)): string {
  const district = districtTyped(name);
  if (district) return districtNotPlaceMessage(district, districtPlaces(district, 3));
  const town = outsideTownOf(name, () => resolved);
  return town ? outsideTownMessage(name.trim()) : unknownPlaceMessage(suggestPlaces(name, 3, resolved));
}

const NAMED_PLACES_KEPT = 5000;
const namedPlaces = new Map<string, Neighbourhood | string>();

/**
 * A neighbourhood name's place, or the refusal that says what it may mean (placeNameRefusal), resolved once. A batch
 * repeats a few names thousands of times; resolving one takes ≈ 0.1 ms and a refusal's suggestions several ms, and
 * the catalogue never changes in a process, so each name is kept (the oldest forgotten past 5,000).
 */
export function namedPlace(name: string): Neighbourhood | string {
  let place = namedPlaces.get(name);
  if (place === undefined) {
    const resolved = resolvePlaceName(name);
    place = (resolved.kind === 'place' ? catalogue().byId.get(resolved.id) : undefined) ?? placeNameRefusal(name, resolved);
    if (namedPlaces.size >= NAMED_PLACES_KEPT) namedPlaces.delete(namedPlaces.keys().next().value as string);
    namedPlaces.set(name, place);
  }
  return place;
}
