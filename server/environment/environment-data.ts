import 'server-only';

import KDBush from 'kdbush';
import { readRepoJson } from '@/server/places/load-json';

/** POI kinds written by ml/build_environment.py (POI_KINDS there). */
export const POI_KINDS = [
  'hospital', 'university', 'park', 'cinema', 'cultural', 'sports', 'mall', 'commercial', 'municipal', 'police',
  'government', 'religious', 'square', 'transport_hub',
] as const;
export type PoiKind = (typeof POI_KINDS)[number];

export interface Station {
  id: string;
  name_fa: string;
  lat: number;
  lng: number;
  lines: number[];
  interchange: boolean;
  adjacent: string[];
}

export interface DistrictStats {
  district: number;
  name_fa: string;
  area_km2: number;
  price_m2: number;
  growth_1y: number;
  growth_3y: number;
  growth_5y: number;
  transactions_12m: number;
  volatility: number;
}

export interface MarketRow {
  id: string;
  lat: number;
  lng: number;
  district: number;
  n: number;
  ppm2: number;
  /** median age of the built flats (pre-sales left out); null when every listing is a pre-sale */
  age: number | null;
  new_share: number;
  elevator: number | null;
  /** listings that report an elevator (yes or no); absent in artifacts built before it was counted */
  elevator_n?: number;
  parking: number | null;
  parking_n?: number;
  area: number;
  rent_n: number;
  /** sale listings of flats built before the listing's year (the yield's price); absent in older artifacts */
  built_n?: number;
  /** sale listings of a building of the listing's year or later (pre-sales, under construction); absent in older artifacts */
  presale_n?: number;
  yield: number | null;
}

export interface BrtStation {
  name_fa: string;
  lines: number[];
  /** null when the station could not be placed (ml/build_environment.py build_brt) */
  lat: number | null;
  lng: number | null;
}

/** Local-market statistics that a point's mahalle polygon describes better than the 1 km pool (measured at build). */
export type PoolStat = 'ppm2' | 'age' | 'area' | 'new_share' | 'elevator' | 'parking';

interface RawData {
  version: number;
  cbi: { month: string; cbi_month?: string; city_price_m2: number };
  market_meta: { sale_listings: number; rent_listings: number; sale_month: string; rent_month: string; sale_months?: [string, string]; rent_months?: [string, string] };
  brt?: { lines: number[]; stations: BrtStation[]; located: number; total: number };
  /** Per partial kind: points listed and how far from them the list vouches for absence (ml/build_environment.py). */
  poi_coverage?: Partial<Record<PoiKind, { points: number; km: number }>>;
  pools?: Partial<Record<PoolStat, { points: number; error_radius: number; error_polygon: number; use: 'polygon' | 'radius' }>>;
  pois: Record<PoiKind, Array<[number, number, string]>>;
  stations: Station[];
  districts: DistrictStats[];
  market: MarketRow[];
}

/** Tehran-wide reference values, written by build-distribution.ts (evaluating every neighbourhood centre). */
export interface Distribution {
  criteria_version: string;
  points: number;
  /** Sorted values per percentile-scored criterion. */
  refs: Record<string, number[]>;
  /** Sorted overall scores of every neighbourhood centre: the percentile of a result is its rank here. */
  overall: number[];
  /** Per criterion, `places`: how many centres had a value (absent in a distribution built before it). */
  median: {
    overall: number;
    categories: Record<string, number | null>;
    criteria: Record<string, { value: number | null; score: number | null; places?: number }>;
  };
}

export interface PoiPoint {
  lat: number;
  lng: number;
  name: string;
}

export interface EnvironmentData {
  raw: RawData;
  pois: Record<PoiKind, { points: PoiPoint[]; index: KDBush }>;
  stations: Station[];
  stationIndex: KDBush;
  stationById: Map<string, Station>;
  market: MarketRow[];
  marketIndex: KDBush;
  marketById: Map<string, MarketRow>;
  /** the BRT stations that could be placed, and how many the data lists in all */
  brt: { stations: Array<BrtStation & { lat: number; lng: number }>; index: KDBush; total: number; lines: number[] };
  districts: Map<number, DistrictStats>;
  /** Imam Khomeini Square, Tehran's kilometre zero (the interchange station under it). */
  centre: { lat: number; lng: number };
}

function buildIndex(points: Array<{ lat: number; lng: number }>): KDBush {
  // KDBush needs at least one slot; an empty kind simply never matches.
  const index = new KDBush(Math.max(1, points.length));
  for (const p of points) index.add(p.lng, p.lat);
  if (points.length === 0) index.add(0, 0);
  index.finish();
  return index;
}

let cache: EnvironmentData | null = null;

function brtOf(raw: RawData): EnvironmentData['brt'] {
  const stations = (raw.brt?.stations ?? []).filter((s): s is BrtStation & { lat: number; lng: number } => s.lat !== null && s.lng !== null);
  return { stations, index: buildIndex(stations), total: raw.brt?.total ?? 0, lines: raw.brt?.lines ?? [] };
}

/** Loads the committed artifact and builds the spatial indices once per process. */
export function environmentData(): EnvironmentData {
  if (cache) return cache;
  const raw = readRepoJson<RawData>(import.meta.url, './data/environment-data.json', 'server/environment/data/environment-data.json');
  const pois = {} as EnvironmentData['pois'];
  for (const kind of POI_KINDS) {
    const points = (raw.pois[kind] ?? []).map(([lat, lng, name]) => ({ lat, lng, name }));
    pois[kind] = { points, index: buildIndex(points) };
  }
  const centreStation = raw.stations.find((s) => s.id === 'Imam Khomeini');
  if (!centreStation) throw new Error('environment data: Imam Khomeini station missing');
  cache = {
    raw,
    pois,
    stations: raw.stations,
    stationIndex: buildIndex(raw.stations),
    stationById: new Map(raw.stations.map((s) => [s.id, s])),
    market: raw.market,
    marketIndex: buildIndex(raw.market),
    marketById: new Map(raw.market.map((r) => [r.id, r])),
    brt: brtOf(raw),
    districts: new Map(raw.districts.map((d) => [d.district, d])),
    centre: { lat: centreStation.lat, lng: centreStation.lng },
  };
  return cache;
}

let distributionCache: Distribution | null | undefined;

/** null when the distribution has not been built yet (percentile-scored criteria then report no data). */
export function environmentDistribution(): Distribution | null {
  if (distributionCache !== undefined) return distributionCache;
  try {
    distributionCache = readRepoJson<Distribution>(import.meta.url, './data/distribution.json', 'server/environment/data/distribution.json');
  } catch {
    distributionCache = null;
  }
  return distributionCache;
}
