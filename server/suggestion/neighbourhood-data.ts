import 'server-only';

import { LRUCache } from 'lru-cache';
import { ENVIRONMENT_CATEGORY_IDS, type EnvironmentCategoryId } from '@/lib/contracts/environment';
import { evaluateEnvironment } from '@/server/environment/evaluate-environment';
import { districtName, listNeighbourhoods, modelPoint } from '@/server/places/catalogue';
import type { ValuationConfidence, ValuationDataSupport } from '@/lib/contracts/valuation';
import { FEW_NEIGHBOURHOOD_LISTINGS, OLDER_FLAT_YEARS, SIMILAR_AREA_RATIO } from '@/lib/contracts/valuation-constants';
import { loadModel, type ModelKind } from '@/server/valuation/engine/artifacts';
import type { PropertyRow } from '@/server/valuation/engine/features';
import { formatMonth } from '@/server/valuation/engine/months';
import { priceDates } from '@/server/valuation/engine/price-index';
import { coreEstimate } from '@/server/valuation/engine/valuate';

/**
 * Per-process tables behind the suggestion ranking: everything that does not depend on the request is computed
 * once (environment category scores at every neighbourhood centre, the listings' must-have columns), and the
 * model estimate of a requested unit in every neighbourhood is cached per unit description.
 */

/** Typical age of the desired home when the user sets no maximum, years. */
export const DEFAULT_AGE = 10;

export interface PlaceRow {
  id: string;
  name: string;
  district: number;
  districtName: string;
  lat: number;
  lng: number;
  /** environment category scores at the neighbourhood centre (0–100, null when no data) */
  categories: Record<EnvironmentCategoryId, number | null>;
}

let places: PlaceRow[] | null = null;

/**
 * Every catalogue neighbourhood whose centre the environment engine can evaluate, with its 8 category scores.
 * distribution.json only keeps the sorted overall scores, so the categories are evaluated here once per process
 * (≈ 0.6–1 s for all centres, on the first suggestion).
 */
export function placeRows(): PlaceRow[] {
  if (places) return places;
  const out: PlaceRow[] = [];
  for (const nb of listNeighbourhoods()) {
    let env;
    try {
      env = evaluateEnvironment(nb.lat, nb.lng, { neighbourhood: nb });
    } catch {
      continue; // a catalogue centre outside every district polygon
    }
    const categories = Object.fromEntries(ENVIRONMENT_CATEGORY_IDS.map((id) => [id, null])) as Record<EnvironmentCategoryId, number | null>;
    for (const c of env.categories) categories[c.id] = c.score;
    out.push({ id: nb.id, name: nb.name_fa, district: nb.district, districtName: districtName(nb.district), lat: nb.lat, lng: nb.lng, categories });
  }
  places = out;
  return out;
}

export interface UnitSpec {
  kind: ModelKind;
  area: number;
  buildYear: number;
  rooms: number | null;
  elevator: boolean;
  parking: boolean;
}

export interface UnitEstimates {
  priceDate: string;
  /** per place row (same order as placeRows()): value per m² at the price date, NaN when not estimable */
  perM2: Float64Array;
  /** per place row: the valuation's 80 % range per m² (the same range a valuation of this home there shows) */
  lowPerM2: Float64Array;
  highPerM2: Float64Array;
  /**
   * per place row: the engine's older-flat check (`data_support.older_flat`) — the value per m² of the same home
   * built OLDER_FLAT_YEARS earlier when the model prices it far above this one (the estimate contradicts itself and
   * a valuation there is rated low); NaN when the check passes
   */
  olderPerM2: Float64Array;
  /** the older flat's build year (buildYear − OLDER_FLAT_YEARS) */
  olderBuildYear: number;
  /** per place row: the neighbourhood's listings in the model's data */
  dataPoints: Int32Array;
}

const estimateCache = new LRUCache<string, UnitEstimates>({ max: 64 });
/** The checked places' full-estimate checks (unitChecks), by unit description and place. */
const checkCache = new LRUCache<string, UnitCheck>({ max: 2048 });

/** One unit description at one price month (see unitEstimates). */
const unitKey = (spec: UnitSpec, month: number): string =>
  `${spec.kind}|${month}|${spec.area}|${spec.buildYear}|${spec.rooms ?? ''}|${spec.elevator ? 1 : ''}|${spec.parking ? 1 : ''}`;

/** The model's latest (price) month and its Jalali year. */
export function priceDate(kind: ModelKind): { month: string; year: number } {
  const month = formatMonth(priceDates(loadModel(kind)).last);
  return { month, year: Number(month.slice(0, 4)) };
}

/**
 * The model's estimate of one unit in every neighbourhood at the current price date — the valuation engine's
 * core (feature vector → boosted trees → district price index), as a Divar-like listing without a pin. A lift or
 * parking the user did not ask for is priced as absent, as the /price form the card links to reads its unticked box.
 */
export function unitEstimates(spec: UnitSpec): UnitEstimates {
  const m = loadModel(spec.kind);
  // The price month is part of the key: a month the operator imports moves every estimate (market-index/store.ts).
  const month = priceDates(m).last;
  const key = unitKey(spec, month);
  const hit = estimateCache.get(key);
  if (hit) return hit;
  const rows = placeRows();
  const nan = () => new Float64Array(rows.length).fill(Number.NaN);
  const perM2 = nan();
  const lowPerM2 = nan();
  const highPerM2 = nan();
  const olderPerM2 = nan();
  const dataPoints = new Int32Array(rows.length);
  rows.forEach((p, i) => {
    const n = m.data.nb_n[p.id] ?? 0;
    dataPoints[i] = n;
    if (n < FEW_NEIGHBOURHOOD_LISTINGS) return;
    // The valuation engine's own estimate (sale/rent valuations call the same function): the same centre, range
    // and older-flat check a full valuation of this home there would show. Not the smaller-flat check: its three more
    // scorings per place doubled a new home's ranking (bench:suggestion p50 104 → 220 ms, over the 200 ms budget);
    // unitChecks runs it for the cards shown (suggest-locations.ts rankChecked).
    const e = coreEstimate(m, unitRow(p, spec), month, { smallerFlat: false });
    if (!(Number.isFinite(e.perM2) && e.perM2 > 0)) return;
    perM2[i] = e.perM2;
    lowPerM2[i] = e.low / spec.area;
    highPerM2[i] = e.high / spec.area;
    const older = e.support.older_flat;
    if (older) olderPerM2[i] = older.total / spec.area;
  });
  const out = { priceDate: formatMonth(month), perM2, lowPerM2, highPerM2, olderPerM2, olderBuildYear: spec.buildYear - OLDER_FLAT_YEARS, dataPoints };
  estimateCache.set(key, out);
  return out;
}

/** What a full valuation of the home at one place says beyond unitEstimates' figures. */
export interface UnitCheck {
  /** the label a valuation of this home there shows (floor unknown), with every check of coreEstimate */
  confidence: ValuationConfidence;
  /** the engine's smaller-flat check (`data_support.smaller_flat`, sale only): null when it passes */
  smallerFlat: { area: number; total: number } | null;
  /** the neighbourhood's listings behind the model and the engine's support counts: what the label was decided on */
  listings: number;
  support: ValuationDataSupport;
}

/**
 * The full estimate's checks of this home at each of the places `ids` (the cards shown): unitEstimates skips the
 * smaller-flat check for all ~300 places (it would double a new home's ranking), and that check lowers the label and
 * contradicts the estimate (a card read «اطمینان متوسط» where its valuation said «اطمینان پایین», or «اطمینان پایین»
 * with no reason). Up to 20 cards: up to 20 more estimates per ranking pass, cached per home and place.
 */
export function unitChecks(spec: UnitSpec, ids: readonly string[]): Map<string, UnitCheck> {
  const m = loadModel(spec.kind);
  const month = priceDates(m).last;
  const byId = new Map(placeRows().map((p) => [p.id, p]));
  const out = new Map<string, UnitCheck>();
  const unit = unitKey(spec, month);
  for (const id of ids) {
    const p = byId.get(id);
    if (!p) continue;
    const key = `${unit}|${id}`;
    let c = checkCache.get(key);
    if (c === undefined) {
      const e = coreEstimate(m, unitRow(p, spec), month);
      checkCache.set(key, (c = { confidence: e.confidence, smallerFlat: e.support.smaller_flat ?? null, listings: e.nbListings, support: e.support }));
    }
    out.set(id, c);
  }
  return out;
}

/**
 * The home as a Divar-like listing without a pin (source 0, floors unknown), in the neighbourhood's district: the row a
 * valuation of the card's link builds (run-valuation.ts → valuate.ts toRow, source 0: storage unread), less the floor.
 */
function unitRow(p: PlaceRow, spec: UnitSpec): PropertyRow {
  return {
    nb: p.id,
    district: p.district,
    pinLat: null,
    pinLng: null,
    nbLat: modelPoint(p).lat,
    nbLng: modelPoint(p).lng,
    area: spec.area,
    year: spec.buildYear,
    rooms: spec.rooms,
    floor: null,
    totalFloors: null,
    // As the /price form reads its boxes (and the card's link fills them): not asked for is «no», not unknown — an
    // unknown here priced امیریه's 75 m² flat 45 million above the valuation its link opened (QA).
    elevator: spec.elevator ? 1 : 0,
    parking: spec.parking ? 1 : 0,
    storage: null,
    source: 0,
  };
}

export interface MustHaveSpec {
  kind: ModelKind;
  elevator: boolean;
  parking: boolean;
  /** listings built in or after this Jalali year; null = no age limit */
  minYear: number | null;
}

const shareCache = new Map<string, Array<number | null>>();
/** Fewer listings than this stating the asked features: the share is unknown (null), not 0. */
const MIN_KNOWN_LISTINGS = 5;

/**
 * Share of each neighbourhood's listings (the models' data) that meet the must-haves, among the listings that
 * state them; null when no must-have is set or too few listings state them.
 */
export function mustHaveShares(spec: MustHaveSpec): Array<number | null> {
  const rows = placeRows();
  if (!spec.elevator && !spec.parking && spec.minYear === null) return rows.map(() => null);
  const key = `${spec.kind}|${spec.elevator ? 1 : 0}|${spec.parking ? 1 : 0}|${spec.minYear ?? ''}`;
  const hit = shareCache.get(key);
  if (hit) return hit;
  const m = loadModel(spec.kind);
  const c = m.data.comps;
  const out = rows.map((p) => {
    const idx = m.compsByNb.get(p.id);
    if (!idx) return null;
    let known = 0;
    let ok = 0;
    for (const i of idx) {
      const e = c.elevator[i];
      const pk = c.parking[i];
      const y = c.year[i];
      if ((spec.elevator && e === null) || (spec.parking && pk === null) || (spec.minYear !== null && y === null)) continue;
      known++;
      if ((!spec.elevator || e === 1) && (!spec.parking || pk === 1) && (spec.minYear === null || (y as number) >= spec.minYear)) ok++;
    }
    return known >= MIN_KNOWN_LISTINGS ? ok / known : null;
  });
  if (shareCache.size > 64) shareCache.clear();
  shareCache.set(key, out);
  return out;
}

const areaByRooms = new Map<ModelKind, Map<number, number>>();

/** The listings behind typicalRooms: (area, rooms) of those stating their rooms, by area. */
const roomsByArea = new Map<ModelKind, { area: Float64Array; rooms: Int32Array }>();
/** Fewer listings near the area stating their rooms than this: no typical room count. */
const TYPICAL_ROOMS_MIN = 30;

/**
 * The median room count of the listings within ±20 % of this area (Tehran-wide; SIMILAR_AREA_RATIO, the valuation's
 * "similar size"), to price "a 75 m² flat" with the rooms /price asks for: the card's link carries them, so the
 * valuation it opens values the same flat. Null when fewer than TYPICAL_ROOMS_MIN such listings state their rooms.
 */
export function typicalRooms(kind: ModelKind, area: number): number | null {
  let t = roomsByArea.get(kind);
  if (!t) {
    const c = loadModel(kind).data.comps;
    const known: Array<[number, number]> = [];
    for (let i = 0; i < c.area.length; i++) {
      const r = c.rooms[i];
      if (r !== null) known.push([c.area[i], r]);
    }
    known.sort((a, b) => a[0] - b[0]);
    t = { area: Float64Array.from(known, (k) => k[0]), rooms: Int32Array.from(known, (k) => k[1]) };
    roomsByArea.set(kind, t);
  }
  const near: number[] = [];
  for (let i = lowerBound(t.area, area / SIMILAR_AREA_RATIO); i < t.area.length && t.area[i] <= area * SIMILAR_AREA_RATIO; i++) near.push(t.rooms[i]);
  if (near.length < TYPICAL_ROOMS_MIN) return null;
  near.sort((a, b) => a - b);
  return near[near.length >> 1];
}

/** The first index of an ascending array whose value is ≥ v. */
function lowerBound(sorted: Float64Array, v: number): number {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if (sorted[mid] < v) a = mid + 1;
    else b = mid;
  }
  return a;
}

/** Median floor area of the listings with this many rooms (Tehran-wide), to price "a 2-room flat" without an area. */
export function typicalArea(kind: ModelKind, rooms: number): number | null {
  let table = areaByRooms.get(kind);
  if (!table) {
    const c = loadModel(kind).data.comps;
    const by = new Map<number, number[]>();
    for (let i = 0; i < c.area.length; i++) {
      const r = c.rooms[i];
      if (r === null) continue;
      let a = by.get(r);
      if (!a) by.set(r, (a = []));
      a.push(c.area[i]);
    }
    table = new Map();
    for (const [r, areas] of by) {
      if (areas.length < 30) continue;
      areas.sort((a, b) => a - b);
      table.set(r, Math.round(areas[areas.length >> 1]));
    }
    areaByRooms.set(kind, table);
  }
  const exact = table.get(rooms);
  if (exact !== undefined) return exact;
  // Beyond the data (e.g. 7 rooms): the largest room count we know, never an extrapolation.
  const known = [...table.keys()].sort((a, b) => a - b);
  if (known.length === 0) return null;
  return table.get(rooms < known[0] ? known[0] : known[known.length - 1]) ?? null;
}
