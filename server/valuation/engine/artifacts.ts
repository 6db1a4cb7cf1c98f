import 'server-only';

import { readRepoJson } from '@/server/places/load-json';

import { parseMonth } from './months';
import { createScorer, type CompactModel, type Scorer } from './xgb-scorer';

export type ModelKind = 'sale' | 'rent';

interface Histogram {
  edges: number[];
  counts: number[];
}
interface RawNbStats {
  n: number;
  mean: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
  hist: Histogram | null;
}

type Nullable = Array<number | null>;

/** Deposits and rents of a group of rent listings (`listing_facts()` in ml/train.py). */
export interface RawListingFacts {
  months: [string, string];
  n: number;
  full_deposit_share: number;
  median_deposit: number;
  median_rent: number | null;
}

/** Shape of server/valuation/artifacts/{sale,rent}-data.json.gz, written by ml/train.py. */
export interface RawModelData {
  kind: ModelKind;
  /** the month the model values flats at; the market index brings estimates to the price date */
  ref_month: string;
  /** first and last month of the listings it learnt from */
  months?: [string, string];
  features: string[];
  labels: Record<string, string>;
  global: number;
  d_te: Record<string, number>;
  /** neighbourhood id → [target encoding, log1p(listings)] */
  nb: Record<string, [number, number]>;
  nb_n: Record<string, number>;
  sigma: { global: number; nb: Record<string, number> };
  buckets: number[];
  /** conformal quantiles of residual/sigma: q[source][bucket] = [10 %, 90 %] */
  q: Array<Array<[number, number]>>;
  /** at a price date other than the reference month the 80 % range widens by 1 + offset + per_year × years between them */
  widen?: { offset: number; per_year: number };
  nb_ids: string[];
  comps: {
    nb: number[];
    area: number[];
    year: Nullable;
    rooms: Nullable;
    floor: Nullable;
    elevator: Nullable;
    parking: Nullable;
    storage: Nullable;
    lat: Nullable;
    lng: Nullable;
    month: number[];
    train: number[];
    source: number[];
    y: Nullable;
    price?: number[];
    deposit?: number[];
    rent?: number[];
  };
  nb_stats: Record<string, RawNbStats>;
  knn: { k: number };
  sale_level?: { global: number; d_te: Record<string, number>; nb: Record<string, number> };
  /** rent only: deposits and rents of the 1400 file's every plausible listing and of the 1403 listings (ml/train.py) */
  listing_facts?: Record<'file' | 'ads', RawListingFacts | null>;
  /** rent only: the district-sale-index method fitted on the 1400 file, checked on held-out 1403 listings */
  rent_backtest?: { median_bias: number; mdape: number; ppe10: number; listings: number };
}

/**
 * How much the 80 % range's half-widths widen at a month away from the reference month: 1 + offset + per_year × years
 * between them, and what it was measured on.
 */
export interface RangeWidening {
  offset: number;
  per_year: number;
  /**
   * 'later_listings': the out-of-fold residuals of the files after the reference month (ml/train.py
   * horizon_widening, the data artifact's `widen`); 'rent_backtest': the 1400-fitted rent model on the held-out 1403
   * listings, carried by the sale index (ml/rent_widening.py, rent-widening.json).
   */
  basis: 'later_listings' | 'rent_backtest';
}

/** Shape of server/valuation/artifacts/rent-widening.json, written by ml/rent_widening.py. */
interface RawRentWidening {
  offset: number;
  per_year: number;
}

/** Per-neighbourhood listing arrays for the similar-listings features (training rows only, as in ml/model.py). */
export interface KnnRows {
  logArea: Float64Array;
  year: Float64Array;
  y: Float64Array;
  rooms: Float64Array;
  floor: Float64Array;
}

export interface LoadedModel {
  kind: ModelKind;
  data: RawModelData;
  scorer: Scorer;
  refMonth: number;
  knn: Map<string, KnnRows>;
  /** the same, per `${neighbourhood}|${source}` (source-specific similar listings) */
  knnSrc: Map<string, KnnRows>;
  geo: { lat: Float64Array; lng: Float64Array; logArea: Float64Array; year: Float64Array; y: Float64Array };
  /** all comparables rows per neighbourhood id */
  compsByNb: Map<string, number[]>;
  /** The request-independent parts of every comparables row's similarity (valuate.ts comparables), NaN = unknown. */
  compScore: CompScoreRows;
  featureIndex: Map<string, number>;
  /** the range's widening away from the reference month; null: none measured */
  widen: RangeWidening | null;
  /** sale only: `knn` without the portal's listings, the table rent's sale level reads (ml/pipeline.py rent_sale_level) */
  knnForRent?: Map<string, KnnRows>;
  /** rent only: the sale model's knnForRent (feature sale_knn, ml/pipeline.py add_sale_level) */
  saleKnn?: Map<string, KnnRows>;
  /**
   * The training listings' areas, build years, room counts and floors, each sorted ascending (valuate.ts dataSupport
   * counts them); rooms and floor only where the model reads them (sale), empty otherwise.
   */
  support: { area: Float64Array; year: Float64Array; rooms: Float64Array; floor: Float64Array };
  loadMs: number;
}

export interface CompScoreRows {
  logArea: Float64Array;
  year: Float64Array;
  rooms: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  /** the listing's month (valuate.ts ranks listings closer to the price date first) */
  month: Float64Array;
  /** neighbourhood id → index in data.nb_ids (the rows' `nb` column) */
  nbIndex: Map<string, number>;
}

function compScoreRows(d: RawModelData): CompScoreRows {
  const c = d.comps;
  const num = (v: number | null) => (v === null ? Number.NaN : v);
  return {
    logArea: Float64Array.from(c.area, (a) => Math.log(a)),
    year: Float64Array.from(c.year, num),
    rooms: Float64Array.from(c.rooms, num),
    lat: Float64Array.from(c.lat, num),
    lng: Float64Array.from(c.lng, num),
    month: Float64Array.from(c.month),
    nbIndex: new Map(d.nb_ids.map((id, i) => [id, i] as const)),
  };
}

function supportRows(d: RawModelData): LoadedModel['support'] {
  const c = d.comps;
  const area: number[] = [];
  const year: number[] = [];
  const rooms: number[] = [];
  const floor: number[] = [];
  const readsRooms = d.features.includes('rooms');
  const readsFloor = d.features.includes('floor');
  for (let i = 0; i < c.area.length; i++) {
    if (!c.train[i]) continue;
    area.push(c.area[i]);
    const y = c.year[i];
    if (y !== null) year.push(y);
    const r = c.rooms[i];
    if (readsRooms && r !== null) rooms.push(r);
    const f = c.floor[i];
    if (readsFloor && f !== null) floor.push(f);
  }
  const sorted = (v: number[]) => Float64Array.from(v).sort();
  return { area: sorted(area), year: sorted(year), rooms: sorted(rooms), floor: sorted(floor) };
}

const cache = new Map<ModelKind, LoadedModel>();

/** `source` of a sale comparables row: 0 Divar, PORTAL_SOURCE the portal file, 2 the merged crawl (ml/dataset.py). */
const PORTAL_SOURCE = 1;

/** Appends `i` to the group `key` of `groups` (a Map kept in first-seen order, as pandas' groupby is). */
function addTo(groups: Map<string, number[]>, key: string, i: number): void {
  const rows = groups.get(key);
  if (rows) rows.push(i);
  else groups.set(key, [i]);
}

function buildKnn(d: RawModelData): Pick<LoadedModel, 'knn' | 'knnSrc' | 'knnForRent' | 'geo' | 'compsByNb'> {
  const c = d.comps;
  const byNb = new Map<string, number[]>();
  const trainByNb = new Map<string, number[]>();
  const trainBySrc = new Map<string, number[]>();
  const forRentByNb = new Map<string, number[]>();
  const geoRows: number[] = [];
  for (let i = 0; i < c.nb.length; i++) {
    const id = d.nb_ids[c.nb[i]];
    addTo(byNb, id, i);
    if (!c.train[i]) continue;
    addTo(trainByNb, id, i);
    addTo(trainBySrc, `${id}|${c.source[i]}`, i);
    if (d.kind !== 'sale') continue;
    if (c.source[i] !== PORTAL_SOURCE) addTo(forRentByNb, id, i);
    // As ml/model.py geo_table: only the portal's exact pins; the newer Divar ads' pins, rounded to ≈ 10 m in the
    // export, rank comparables but never fed the nearby-listings feature.
    else if (c.lat[i] !== null) geoRows.push(i);
  }
  const nan = (v: number | null) => (v === null ? Number.NaN : v);
  const table = (rows: number[]): KnnRows => ({
    logArea: Float64Array.from(rows, (i) => Math.log(c.area[i])),
    year: Float64Array.from(rows, (i) => nan(c.year[i])),
    y: Float64Array.from(rows, (i) => nan(c.y[i])),
    // ml/model.py replaces missing rooms/floor with -9 before comparing
    rooms: Float64Array.from(rows, (i) => c.rooms[i] ?? -9),
    floor: Float64Array.from(rows, (i) => c.floor[i] ?? -9),
  });
  const tables = (groups: Map<string, number[]>) => new Map(Array.from(groups, ([key, rows]) => [key, table(rows)] as const));
  const knn = tables(trainByNb);
  const knnSrc = tables(trainBySrc);
  const knnForRent = d.kind === 'sale' ? tables(forRentByNb) : undefined;
  const geo = {
    lat: Float64Array.from(geoRows, (i) => nan(c.lat[i])),
    lng: Float64Array.from(geoRows, (i) => nan(c.lng[i])),
    logArea: Float64Array.from(geoRows, (i) => Math.log(c.area[i])),
    year: Float64Array.from(geoRows, (i) => nan(c.year[i])),
    y: Float64Array.from(geoRows, (i) => nan(c.y[i])),
  };
  return { knn, knnSrc, knnForRent, geo, compsByNb: byNb };
}

/**
 * Rent: the backtest's widening. Its model learns from the 1403 listings too, so their out-of-fold residuals need
 * none (the artifact's `widen` is 0), yet every rent estimate is carried from 1400-04 by the sale index; the backtest
 * (fitted on 1400 alone) is the check of that carry. Sale: the later files' out-of-fold residuals.
 */
function rangeWideningOf(kind: ModelKind, data: RawModelData): RangeWidening | null {
  if (kind === 'rent') {
    const w = readRepoJson<RawRentWidening>(import.meta.url, '../artifacts/rent-widening.json', 'server/valuation/artifacts/rent-widening.json');
    return { offset: w.offset, per_year: w.per_year, basis: 'rent_backtest' };
  }
  return data.widen ? { ...data.widen, basis: 'later_listings' } : null;
}

/** Loaded once per process; ≈ a few hundred ms for both models. */
export function loadModel(kind: ModelKind): LoadedModel {
  const hit = cache.get(kind);
  if (hit) return hit;
  const t0 = performance.now();
  const model = readRepoJson<CompactModel>(import.meta.url, `../artifacts/${kind}-model.json.gz`, `server/valuation/artifacts/${kind}-model.json.gz`);
  const data = readRepoJson<RawModelData>(import.meta.url, `../artifacts/${kind}-data.json.gz`, `server/valuation/artifacts/${kind}-data.json.gz`);
  const scorer = createScorer(model);
  const refMonth = parseMonth(data.ref_month) as number;
  const featureIndex = new Map(data.features.map((f, i) => [f, i] as const));
  const loaded: LoadedModel = {
    kind,
    data,
    scorer,
    refMonth,
    featureIndex,
    widen: rangeWideningOf(kind, data),
    ...buildKnn(data),
    compScore: compScoreRows(data),
    support: supportRows(data),
    saleKnn: featureIndex.has('sale_knn') ? loadModel('sale').knnForRent : undefined,
    loadMs: 0,
  };
  loaded.loadMs = performance.now() - t0;
  cache.set(kind, loaded);
  return loaded;
}
