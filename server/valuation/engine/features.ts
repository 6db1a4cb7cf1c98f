import 'server-only';

import type { KnnRows, LoadedModel } from './artifacts';

/** One property, as the model sees it (mirrors the columns ml/model.py's prepare_matrix reads). */
export interface PropertyRow {
  nb: string;
  district: number;
  /** exact pin used as a feature (portal-like rows only); null otherwise */
  pinLat: number | null;
  pinLng: number | null;
  nbLat: number;
  nbLng: number;
  area: number;
  year: number;
  rooms: number | null;
  floor: number | null;
  totalFloors: number | null;
  elevator: number | null;
  parking: number | null;
  storage: number | null;
  /** 0 divar, 1 portal, 2 other (sale only) */
  source: number;
}

const KNN_K = 8;
const GEO_K = 8;

/**
 * Indices of the k smallest values in ascending order, ties broken by position — the first k of numpy's
 * stable argsort, without sorting the whole array.
 */
function smallestK(dist: Float64Array, k: number): number[] {
  const top: number[] = [];
  for (let i = 0; i < dist.length; i++) {
    const v = dist[i];
    if (top.length === k && !(v < dist[top[k - 1]])) continue;
    let j = top.length < k ? top.length : k - 1;
    // shift larger entries right; equal values keep the earlier index first
    while (j > 0 && dist[top[j - 1]] > v) {
      top[j] = top[j - 1];
      j--;
    }
    top[j] = i;
  }
  return top;
}

/** Shrunk weighted mean target of the KNN_K most similar listings (area, build year), as ml/model.py knn_feature. */
function knnLevel(t: KnnRows, row: PropertyRow, fallback: number): number {
  const la = Math.log(row.area);
  const n = t.y.length;
  const dist = new Float64Array(n);
  for (let i = 0; i < n; i++) dist[i] = Math.abs(t.logArea[i] - la) / 0.15 + Math.abs(t.year[i] - row.year) / 4.0;
  let sw = 0;
  let swy = 0;
  for (const j of smallestK(dist, KNN_K)) {
    const w = 1.0 / (1.0 + dist[j]);
    swy += w * t.y[j];
    sw += w;
  }
  return (swy + 1.0 * fallback) / (sw + 1.0);
}

/** The single most similar listing (a near-copy of the same flat is common): its target and distance. */
function nearestListing(t: KnnRows, row: PropertyRow): [number, number] {
  const la = Math.log(row.area);
  const ro = row.rooms ?? -9;
  const fl = row.floor ?? -9;
  let best = 0;
  let bestD = Infinity;
  for (let i = 0; i < t.y.length; i++) {
    const d1 = Math.abs(t.logArea[i] - la) / 0.02 + Math.abs(t.year[i] - row.year) + (t.rooms[i] !== ro ? 1 : 0) + 0.5 * (t.floor[i] !== fl ? 1 : 0);
    if (d1 < bestD) {
      bestD = d1;
      best = i;
    }
  }
  return [t.y[best], bestD];
}

function knnFeatures(t: KnnRows | undefined, row: PropertyRow, fallback: number): [number, number, number] {
  if (!t) return [fallback, Number.NaN, Number.NaN];
  return [knnLevel(t, row, fallback), ...nearestListing(t, row)];
}

function geoFeature(m: LoadedModel, row: PropertyRow): number {
  const g = m.geo;
  if (row.pinLat === null || row.pinLng === null || g.y.length === 0) return Number.NaN;
  const la = Math.log(row.area);
  const n = g.y.length;
  const dist = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = (g.lat[i] - row.pinLat) * 111.2;
    const b = (g.lng[i] - row.pinLng) * 90.2;
    dist[i] = Math.sqrt(a * a + b * b) / 0.5 + Math.abs(g.logArea[i] - la) / 0.2 + Math.abs(g.year[i] - row.year) / 5.0;
  }
  const sel = smallestK(dist, GEO_K);
  let sw = 0;
  let swy = 0;
  for (const j of sel) {
    const w = 1.0 / (1.0 + dist[j]);
    swy += w * g.y[j];
    sw += w;
  }
  return swy / sw;
}

const nan = (v: number | null): number => (v === null ? Number.NaN : v);

/** Feature vector in the model's column order (ml/model.py SALE_FEATURES / RENT_FEATURES). */
export function featureVector(m: LoadedModel, row: PropertyRow): Float64Array {
  const d = m.data;
  const dte = d.d_te[String(row.district)] ?? d.global;
  const nbEnc = d.nb[row.nb];
  const nte = nbEnc ? nbEnc[0] : dte;
  const nn = nbEnc ? nbEnc[1] : 0;
  const [knn, nn1y, nn1d] = knnFeatures(m.knn.get(row.nb), row, nte);
  const values: Record<string, number> = {
    nb_te: nte,
    d_te: dte,
    nb_n: nn,
    knn_te: knn,
    nn1_y: nn1y,
    nn1_d: nn1d,
    lat: row.pinLat ?? row.nbLat,
    lng: row.pinLng ?? row.nbLng,
    has_pin: row.pinLat === null ? 0 : 1,
    area: row.area,
    year: row.year,
    rooms: nan(row.rooms),
    floor: nan(row.floor),
    total_floors: nan(row.totalFloors),
    elevator: nan(row.elevator),
    parking: nan(row.parking),
    storage: nan(row.storage),
    source: row.source,
  };
  if (m.featureIndex.has('geo_te')) values.geo_te = geoFeature(m, row);
  if (m.featureIndex.has('sknn_te')) {
    // Similar listings from the same source only (fallback: the all-source value), as in ml/model.py.
    [values.sknn_te, values.snn1_y, values.snn1_d] = knnFeatures(m.knnSrc.get(`${row.nb}|${row.source}`), row, knn);
  }
  if (m.featureIndex.has('sale_nb')) {
    const s = d.sale_level;
    values.sale_nb = s ? (s.nb[row.nb] ?? s.d_te[String(row.district)] ?? s.global) : Number.NaN;
  }
  if (m.featureIndex.has('sale_knn')) {
    // Similar sale listings of the neighbourhood (the sale file is five times the rent file), as in ml/pipeline.py.
    // Only the level is a feature here, so the nearest-listing scan is skipped; no sale listings → the fallback.
    const t = m.saleKnn?.get(row.nb);
    values.sale_knn = t ? knnLevel(t, row, values.sale_nb) : values.sale_nb;
  }
  const x = new Float64Array(d.features.length);
  d.features.forEach((f, i) => {
    x[i] = values[f] ?? Number.NaN;
  });
  return x;
}
