import 'server-only';

import {
  FLOOR_ABOVE_BUILDING,
  NEIGHBOURHOOD_STATS_MIN_LISTINGS,
  OLDER_FLAT_RATIO,
  OLDER_FLAT_YEARS,
  PROPERTY_RANGES,
  SIMILAR_AREA_RATIO,
  SIMILAR_BUILD_YEARS,
  SIMILAR_FLOORS,
  SIMILAR_IN_NEIGHBOURHOOD_MIN,
  SIMILAR_LISTINGS_MIN,
  SMALLER_FLAT_AREAS,
  SMALLER_FLAT_TOLERANCE,
  THIN_NEIGHBOURHOOD_LISTINGS,
  type PropertyRange,
  type ValuationAmenity,
  type ValuationDataSupport,
  type ValuationUnreadInput,
  type ValuationWhatIf,
} from '@/lib/contracts/valuation';
import { FEW_NEIGHBOURHOOD_LISTINGS, LOW_CONFIDENCE_WIDTH, MEDIUM_CONFIDENCE_WIDTH } from '@/lib/contracts/valuation-constants';
import { serverEnv } from '@/lib/env';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { messages } from '@/lib/validation/messages';
import { districtName, getNeighbourhood, haversineKm, listNeighbourhoods, lookupPoint, modelPoint, namedPlace } from '@/server/places/catalogue';
import { OutsideServiceAreaError } from '@/server/places/errors';
import type { Neighbourhood } from '@/server/places/types';

import { loadModel, type LoadedModel, type ModelKind } from './artifacts';
import { ValuationInputError } from './errors';
import { featureVector, type PropertyRow } from './features';
import { formatMonth, parseMonth } from './months';
import { districtTrend, logIndex, priceDates, priceIndexInfo, rangeWidening, type PriceDates } from './price-index';
import type {
  Comparable,
  Confidence,
  Driver,
  ListingSource,
  NeighbourhoodStats,
  RentInput,
  RentValuation,
  SaleInput,
  SaleValuation,
  ValuationBase,
  ValuationPlace,
} from './types';

export const VALUATION_LABEL = 'برآورد هوشمند، نه کارشناسی رسمی' as const;
export const DEFAULT_RENT_CONVERSION_RATE = 0.03;
const MAX_COMPARABLES = 30;
const SOURCES: Record<ListingSource, number> = { divar: 0, portal: 1, other: 2 };
const SOURCE_LABELS = ['دیوار', 'سایت آگهی ملک', 'سایر سایت‌ها'];

/** RENT_CONVERSION_RATE from the environment (monthly rent per toman of deposit), default 0.03. */
export function rentConversionRate(): number {
  return serverEnv().RENT_CONVERSION_RATE;
}

// ---------------------------------------------------------------- input

interface Resolved {
  nb: Neighbourhood;
  district: number;
  pin: { lat: number; lng: number } | null;
  month: number;
}

function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** The contract's range and message for the field (PROPERTY_RANGES): the API, the form and a CSV row agree. */
function checkRange(errors: Record<string, string[]>, field: string, v: unknown, range: PropertyRange, required: boolean): void {
  if (v === undefined || v === null) {
    if (required) errors[field] = [messages.required];
    return;
  }
  if (!isNum(v) || v < range.min || v > range.max) errors[field] = [range.message];
}

function resolve(m: LoadedModel, input: SaleInput | RentInput, errors: Record<string, string[]>): Resolved | null {
  checkRange(errors, 'area', input.area, PROPERTY_RANGES.area, true);
  checkRange(errors, 'buildYear', input.buildYear, PROPERTY_RANGES.build_year, true);
  checkRange(errors, 'rooms', input.rooms, PROPERTY_RANGES.rooms, false);
  checkRange(errors, 'floor', input.floor, PROPERTY_RANGES.floor, false);
  if ('totalFloors' in input) checkRange(errors, 'totalFloors', input.totalFloors, PROPERTY_RANGES.total_floors, false);
  // The form's and the API's cross-field rule (lib/contracts/valuation.ts): a CSV row must not be valued where they refuse.
  const totalFloors = 'totalFloors' in input ? input.totalFloors : undefined;
  if (!errors.floor && !errors.totalFloors && isNum(input.floor) && isNum(totalFloors) && input.floor > totalFloors) {
    errors.floor = [FLOOR_ABOVE_BUILDING];
  }
  for (const f of ['elevator', 'parking', 'storage'] as const) {
    const v = input[f];
    if (v !== undefined && v !== null && typeof v !== 'boolean') errors[f] = [messages.invalid];
  }
  const dates = priceDates(m);
  let month = dates.last;
  if (input.asOf !== undefined && input.asOf !== null && input.asOf !== '') {
    const p = typeof input.asOf === 'string' ? parseMonth(input.asOf) : null;
    if (p === null) errors.asOf = [`تاریخ قیمت را به صورت سال و ماه شمسی بنویسید، مثلاً ${toPersianDigits(formatMonth(dates.last))}`];
    else if (p < dates.first || p > dates.last) errors.asOf = [asOfRefusal(p, dates)];
    else month = p;
  }
  let nb: Neighbourhood | null = null;
  let pin: { lat: number; lng: number } | null = null;
  let district = 0;
  const hasLat = input.latitude !== undefined && input.latitude !== null;
  const hasLng = input.longitude !== undefined && input.longitude !== null;
  if (hasLat || hasLng) {
    if (!isNum(input.latitude) || !isNum(input.longitude)) {
      errors.location = ['مختصات وارد شده معتبر نیست'];
    } else {
      try {
        const hit = lookupPoint(input.latitude, input.longitude);
        pin = { lat: input.latitude, lng: input.longitude };
        nb = hit.neighbourhood;
        district = hit.district;
      } catch (e) {
        if (e instanceof OutsideServiceAreaError) errors.location = [e.message];
        else throw e;
      }
    }
  }
  if (input.neighbourhood !== undefined && input.neighbourhood !== null && String(input.neighbourhood).trim() !== '') {
    const named = namedPlace(String(input.neighbourhood));
    if (typeof named === 'string') {
      errors.neighbourhood = [named];
    } else {
      nb = named;
      // A pin decides the district (as in training); otherwise the neighbourhood's district.
      if (!pin) district = named.district;
    }
  }
  if (!nb && !errors.location && !errors.neighbourhood) errors.neighbourhood = ['محله یا موقعیت ملک را مشخص کنید'];
  if (Object.keys(errors).length || !nb) return null;
  return { nb, district, pin, month };
}

function toRow(r: Resolved, input: SaleInput | RentInput, source: number): PropertyRow {
  const b = (v: boolean | undefined): number | null => (v === undefined || v === null ? null : v ? 1 : 0);
  // Feature availability follows the training sources: only portal rows had pins and building floors, and
  // Divar rows never stated storage — a Divar-like request leaves them unknown instead of inventing a regime
  // the model never saw.
  const usePin = source === SOURCES.portal && r.pin !== null;
  const divar = source === SOURCES.divar;
  return {
    nb: r.nb.id,
    district: r.district,
    pinLat: usePin && r.pin ? r.pin.lat : null,
    pinLng: usePin && r.pin ? r.pin.lng : null,
    nbLat: modelPoint(r.nb).lat,
    nbLng: modelPoint(r.nb).lng,
    area: input.area,
    year: input.buildYear,
    rooms: isNum(input.rooms) ? input.rooms : null,
    floor: isNum(input.floor) ? input.floor : null,
    totalFloors: source === SOURCES.portal && 'totalFloors' in input && isNum(input.totalFloors) ? input.totalFloors : null,
    elevator: b(input.elevator),
    parking: b(input.parking),
    storage: divar ? null : b(input.storage),
    source,
  };
}

/** A month the index does not cover is refused, never extrapolated: say which months it does cover. */
export function asOfRefusal(month: number, dates: PriceDates): string {
  const range = `${formatJalaliMonth(formatMonth(dates.first))} تا ${formatJalaliMonth(formatMonth(dates.last))}`;
  return month > dates.last
    ? `شاخص قیمت هنوز به ${formatJalaliMonth(formatMonth(month))} نرسیده است؛ آخرین ماه آن ${formatJalaliMonth(formatMonth(dates.last))} است (ماه‌های قابل انتخاب: ${range})`
    : `شاخص قیمت ${formatJalaliMonth(formatMonth(month))} را پوشش نمی‌دهد؛ ماه‌های قابل انتخاب: ${range}`;
}

// ---------------------------------------------------------------- core estimate

export interface CoreEstimate {
  /** model margin: log value per m² at the reference month */
  margin: number;
  /** log value per m² at the price date */
  center: number;
  lo: number;
  hi: number;
  perM2: number;
  total: number;
  low: number;
  high: number;
  confidence: Confidence;
  nbListings: number;
  support: ValuationDataSupport;
  x: Float64Array;
}

/** How many values of an ascending array lie in [lo, hi]. */
function countWithin(sorted: Float64Array, lo: number, hi: number): number {
  const first = (v: number, after: boolean) => {
    let a = 0;
    let b = sorted.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (sorted[mid] < v || (after && sorted[mid] === v)) a = mid + 1;
      else b = mid;
    }
    return a;
  };
  return first(hi, true) - first(lo, false);
}

/** The model's training listings (all Tehran) within ±20 % of the area. */
export function similarAreaListings(m: LoadedModel, area: number): number {
  return countWithin(m.support.area, area / SIMILAR_AREA_RATIO, area * SIMILAR_AREA_RATIO);
}

/**
 * The model's training listings (all Tehran) within ±20 % of the area and within ±2 years of the build year; the
 * first also in the neighbourhood alone; where the model reads them (sale), those with the same room count and
 * within ±2 floors.
 */
export function dataSupport(m: LoadedModel, row: Pick<PropertyRow, 'nb' | 'area' | 'year' | 'rooms' | 'floor'>): ValuationDataSupport {
  const near = Math.log(SIMILAR_AREA_RATIO);
  const la = Math.log(row.area);
  let inNb = 0;
  for (const a of m.knn.get(row.nb)?.logArea ?? []) if (Math.abs(a - la) <= near) inNb++;
  const support: ValuationDataSupport = {
    similar_area: similarAreaListings(m, row.area),
    similar_build_year: countWithin(m.support.year, row.year - SIMILAR_BUILD_YEARS, row.year + SIMILAR_BUILD_YEARS),
    similar_area_in_neighbourhood: inNb,
  };
  if (m.support.rooms.length > 0 && row.rooms !== null) support.similar_rooms = countWithin(m.support.rooms, row.rooms, row.rooms);
  if (m.support.floor.length > 0 && row.floor !== null) {
    support.similar_floor = countWithin(m.support.floor, row.floor - SIMILAR_FLOORS, row.floor + SIMILAR_FLOORS);
  }
  return support;
}

function confidenceOf(relWidth: number, n: number, support: ValuationDataSupport): Confidence {
  // Thresholds on the 80 % range's width relative to the estimate; thin neighbourhoods never rate "high".
  let c: Confidence = relWidth <= MEDIUM_CONFIDENCE_WIDTH ? 'high' : relWidth <= LOW_CONFIDENCE_WIDTH ? 'medium' : 'low';
  if (n < THIN_NEIGHBOURHOOD_LISTINGS && c === 'high') c = 'medium';
  if (n < FEW_NEIGHBOURHOOD_LISTINGS) c = 'low';
  // The range's width comes from the neighbourhood alone: it is as narrow for a 1,500 m² flat as for a 100 m² one,
  // but its 80 % was measured only where the model had flats of that size and age to learn from.
  // The same for a room count or a floor the listings hardly have (6 rooms, the 40th floor): the trees value it as the
  // nearest one they saw.
  const fewest = Math.min(support.similar_area, support.similar_build_year, support.similar_rooms ?? Infinity, support.similar_floor ?? Infinity);
  if (fewest < SIMILAR_LISTINGS_MIN) c = 'low';
  // A size Tehran has but this neighbourhood does not (1,000 m² in Tehran Villa): the trees carry the neighbourhood's
  // level to it unmeasured, so never «high».
  if (c === 'high' && support.similar_area_in_neighbourhood < SIMILAR_IN_NEIGHBOURHOOD_MIN) c = 'medium';
  // The model contradicts itself on age: the same flat five years older is worth far more; or on size: the same flat a
  // few m² smaller is worth more.
  if (support.older_flat || support.smaller_flat) c = 'low';
  return c;
}

/** Years before the newest build year in the data within which a flat's estimate is checked against an older one's. */
const NEWER_FLAT_SPAN = 10;

type QTable = LoadedModel['data']['q'];

// q[source][bucket] (per-source Mondrian calibration); artifacts from before that change hold q[bucket].
function quantiles(q: QTable, source: number, bucket: number): [number, number] {
  const first = q[0] as unknown;
  if (Array.isArray(first) && typeof first[0] === 'number') return (q as unknown as Array<[number, number]>)[bucket];
  return (q[source] ?? q[0])[bucket];
}

/**
 * The same sale flat SMALLER_FLAT_AREAS m² smaller that the model values highest, when above the flat's total by more
 * than SMALLER_FLAT_TOLERANCE; null otherwise. The model's own area input never makes a bigger flat cheaper: the
 * similar listings it reads (nearest listing, their level, the exact-match blend) change with the area and do
 * (ml/README.md "Step-downs"). Same district, same price date: the index cancels, the margins compare.
 */
function smallerFlat(m: LoadedModel, row: PropertyRow, margin: number, total: number): { area: number; total: number } | null {
  let best: { area: number; total: number } | null = null;
  for (const d of SMALLER_FLAT_AREAS) {
    const area = row.area - d;
    if (area < PROPERTY_RANGES.area.min) break;
    const smaller = Math.exp(m.scorer.margin(featureVector(m, { ...row, area })) - margin) * (total / row.area) * area;
    if (smaller > total * (1 + SMALLER_FLAT_TOLERANCE) && (best === null || smaller > best.total)) best = { area, total: smaller };
  }
  return best && { area: best.area, total: Math.round(best.total / 1e6) * 1e6 };
}

/**
 * The estimate, its range and confidence. `smallerFlat: false` skips the smaller-flat check (three more scorings) for a
 * caller that shows neither the confidence nor its note: the figures are the same either way.
 */
export function coreEstimate(m: LoadedModel, row: PropertyRow, month: number, { smallerFlat: checkSmaller = true } = {}): CoreEstimate {
  const x = featureVector(m, row);
  const margin = m.scorer.margin(x);
  const d = m.data;
  const n = d.nb_n[row.nb] ?? 0;
  let b = 0;
  for (let i = 0; i < d.buckets.length; i++) if (n >= d.buckets[i]) b = i;
  const sigma = d.sigma.nb[row.nb] ?? d.sigma.global;
  // Months away from the reference carry the index's error too: the range widens with the distance.
  const w = rangeWidening(m, month);
  const center = margin + logIndex(m, row.district, month);
  const q = quantiles(d.q, row.source, b);
  const lo = center + q[0] * sigma * w;
  const hi = center + q[1] * sigma * w;
  const perM2 = Math.exp(center);
  const total = perM2 * row.area;
  const low = Math.exp(lo) * row.area;
  const high = Math.exp(hi) * row.area;
  const support = dataSupport(m, row);
  // Only newer flats (built in the data's last decade: 73 of the 75 contradictions on a grid of 33,264 flats) pay for
  // the second scoring. Same district, same price date: the index cancels, the margins compare.
  const years = m.support.year;
  if (years.length > 0 && row.year >= years[years.length - 1] - NEWER_FLAT_SPAN) {
    const olderMargin = m.scorer.margin(featureVector(m, { ...row, year: row.year - OLDER_FLAT_YEARS }));
    if (margin < olderMargin + Math.log(OLDER_FLAT_RATIO)) {
      const olderTotal = Math.exp(olderMargin + center - margin) * row.area;
      support.older_flat = { build_year: row.year - OLDER_FLAT_YEARS, total: Math.round(olderTotal / 1e6) * 1e6 };
    }
  }
  if (m.kind === 'sale' && checkSmaller) {
    const smaller = smallerFlat(m, row, margin, total);
    if (smaller) support.smaller_flat = smaller;
  }
  const confidence = confidenceOf((high - low) / total, n, support);
  if (w > 1) {
    // The page names the carry as the range's reason only from these figures: how far, by how much, and the label the
    // same range would have had at the listings' own month (both confidences follow the same rules).
    const unwidened = Math.exp(q[1] * sigma) - Math.exp(q[0] * sigma);
    support.time_widening = {
      factor: Math.round(w * 100) / 100,
      months: month - m.refMonth,
      confidence_unwidened: confidenceOf(unwidened, n, support),
    };
  }
  return { margin, center, lo, hi, perM2, total, low, high, confidence, nbListings: n, support, x };
}

// ---------------------------------------------------------------- explanation

/** Which website a listing came from: a correction for the training data, not a trait of the flat. */
const SOURCE_KEY = 'source';
// The similar listings' price level (the sale trees start from it, ml/model.py Spec): named apart from «موقعیت و
// محله», whose features only correct that level, so the page does not show two «neighbourhood» lines.
const COMPARABLES = { key: 'comparables', label: 'سطح قیمت آگهی‌های مشابه' };

const GROUPS: Record<string, { key: string; label: string }> = {
  nb_te: { key: 'location', label: 'موقعیت و محله' },
  d_te: { key: 'location', label: 'موقعیت و محله' },
  nb_n: { key: 'location', label: 'موقعیت و محله' },
  lat: { key: 'location', label: 'موقعیت و محله' },
  lng: { key: 'location', label: 'موقعیت و محله' },
  has_pin: { key: 'location', label: 'موقعیت و محله' },
  knn_te: COMPARABLES,
  nn1_y: COMPARABLES,
  nn1_d: COMPARABLES,
  geo_te: COMPARABLES,
  sknn_te: COMPARABLES,
  snn1_y: COMPARABLES,
  snn1_d: COMPARABLES,
  sale_nb: { key: 'sale_level', label: 'سطح قیمت خرید در محله' },
  sale_knn: { key: 'sale_level', label: 'سطح قیمت خرید در محله' },
  area: { key: 'area', label: 'متراژ' },
  year: { key: 'build_year', label: 'سال ساخت' },
  rooms: { key: 'rooms', label: 'تعداد اتاق' },
  floor: { key: 'floor', label: 'طبقه' },
  total_floors: { key: 'floor', label: 'طبقه' },
  elevator: { key: 'elevator', label: 'آسانسور' },
  parking: { key: 'parking', label: 'پارکینگ' },
  storage: { key: 'storage', label: 'انباری' },
  source: { key: SOURCE_KEY, label: 'منبع آگهی' },
};

const NO_LISTINGS_COMPARABLES = { key: 'comparables', label: 'سطح قیمت آگهی‌های منطقه (از این محله آگهی قابل اتکایی نداریم)' };

export interface Explanation {
  /**
   * Where the effects start, toman: the model's typical price per m² over all its Tehran listings (exp of the mean of
   * their log price per m² at the reference month, `global` in the artifact: a geometric mean close to the median,
   * well below the arithmetic mean), carried to the price date by the district's
   * index, times the flat's area; plus the listing-source effect and the share of the inputs the row leaves unread
   * (together a few per cent at most), which a buyer cannot act on.
   */
  baseline: number;
  drivers: Driver[];
}

/**
 * Per-prediction contributions in toman. The model is additive in log(value/m²); each feature group's log
 * contribution is turned into toman with the logarithmic mean, so the baseline plus the effects add up exactly to
 * the estimate (each rounded to the toman).
 */
export function drivers(m: LoadedModel, est: CoreEstimate, area: number, month: number, district: number, unread: readonly string[] = []): Explanation {
  const c = m.scorer.contributions(est.x);
  const nf = m.data.features.length;
  const shift = logIndex(m, district, month);
  const base = Math.exp(c[nf] + shift) * area;
  const diff = est.total - base;
  // The logarithmic mean, over the contributions' own sum (= center − log base up to the float32 margin's rounding,
  // ~1e-5, a million toman on a large flat): the effects then add up to the estimate to the toman.
  let logDiff = 0;
  for (let i = 0; i < nf; i++) logDiff += c[i];
  const scale = Math.abs(logDiff) > 1e-9 ? diff / logDiff : 0;
  const sums = new Map<string, { label: string; v: number }>();
  m.data.features.forEach((f, i) => {
    // A feature the row leaves unknown whatever the user said (a Divar-like sale's storage and building floors) still
    // gets a share, the trees' branch for «not stated»: like the listing source it is the kind of listing the flat is
    // valued as, not a trait of the flat, and a «انباری» line would contradict the inputs marked «بی‌اثر در برآورد».
    let g = unread.includes(f) ? { key: SOURCE_KEY, label: '' } : (GROUPS[f] ?? { key: f, label: f });
    // With no listing in the neighbourhood the similar-listings features fall back to the district's level (and,
    // for sale, to pinned listings nearby): say where that part of the estimate comes from.
    if (g.key === 'comparables' && est.nbListings === 0) g = NO_LISTINGS_COMPARABLES;
    const s = sums.get(g.key) ?? { label: g.label, v: 0 };
    s.v += c[i];
    sums.set(g.key, s);
  });
  const source = sums.get(SOURCE_KEY)?.v ?? 0;
  sums.delete(SOURCE_KEY);
  return {
    baseline: Math.round(base + source * scale),
    drivers: [...sums.entries()]
      .map(([feature, s]) => ({ feature, label: s.label, effect: Math.round(s.v * scale) }))
      .filter((d) => d.effect !== 0)
      .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect)),
  };
}

const nearbyCache = new Map<string, Array<{ nb: Neighbourhood; km: number }>>();

/** Up to six other neighbourhoods whose centres lie within maxKm of nb's, nearest first, with that distance. */
function nearbyNeighbourhoods(nb: Neighbourhood, maxKm: number): Array<{ nb: Neighbourhood; km: number }> {
  const key = `${nb.id}|${maxKm}`;
  const hit = nearbyCache.get(key);
  if (hit) return hit;
  const out = listNeighbourhoods()
    .filter((o) => o.id !== nb.id)
    .map((o) => ({ nb: o, km: haversineKm(nb.lat, nb.lng, o.lat, o.lng) }))
    .filter((x) => x.km <= maxKm)
    .sort((a, b) => a.km - b.km)
    .slice(0, 6);
  nearbyCache.set(key, out);
  return out;
}

function comparables(m: LoadedModel, r: Resolved, input: SaleInput | RentInput, k: number): Comparable[] {
  if (k <= 0) return [];
  const c = m.data.comps;
  const cs = m.compScore;
  let rows = m.compsByNb.get(r.nb.id) ?? [];
  const nbOf = new Map<string, Neighbourhood>([[r.nb.id, r.nb]]);
  // Centre-to-centre distance of each other neighbourhood the rows come from (the request's own is 0 km).
  const nbKm = new Map<number, number>();
  if (rows.length < 3 * k) {
    rows = [...rows];
    for (const { nb: o, km } of nearbyNeighbourhoods(r.nb, 2.5)) {
      nbOf.set(o.id, o);
      nbKm.set(cs.nbIndex.get(o.id) ?? -1, km);
      rows.push(...(m.compsByNb.get(o.id) ?? []));
    }
  }
  const la = Math.log(input.area);
  const by = input.buildYear;
  const rooms = isNum(input.rooms) ? input.rooms : Number.NaN;
  const self = cs.nbIndex.get(r.nb.id) ?? -1;
  // With a picked point a pinned listing pays its distance from it, and an unpinned one (most: 5,471 of 49,094 sale
  // listings have a pin) the distance a listing of its neighbourhood lies from it on average — not 0, which let any
  // unpinned listing of the neighbourhood beat a pinned one (QA: a 62 m² listing 0.6 km away gave way to 90 m² ones
  // on a map pick; by name it was second). The average is over the neighbourhood's own pinned listings where it has
  // EXPECTED_MIN_PINNED; else the point's distance to its centre widened by the typical spread, the median over
  // neighbourhoods (≥ 5 pinned) of their listings' mean distance from the centre: 0.54 km sale, 0.55 km rent.
  const EXPECTED_MIN_PINNED = 5;
  const TYPICAL_SPREAD_KM = 0.55;
  const expectedKm = new Map<number, number>();
  if (r.pin) {
    const pin = r.pin;
    const pinned = new Map<number, { km: number; n: number }>();
    for (const i of rows) {
      if (Number.isNaN(cs.lat[i])) continue;
      const s = pinned.get(c.nb[i]) ?? { km: 0, n: 0 };
      s.km += haversineKm(pin.lat, pin.lng, cs.lat[i], cs.lng[i]);
      s.n++;
      pinned.set(c.nb[i], s);
    }
    for (const i of rows) {
      const at = c.nb[i];
      if (expectedKm.has(at)) continue;
      const s = pinned.get(at);
      const centre = nbOf.get(m.data.nb_ids[at]);
      const toCentre = centre ? haversineKm(pin.lat, pin.lng, centre.lat, centre.lng) : (nbKm.get(at) ?? 5);
      expectedKm.set(at, s && s.n >= EXPECTED_MIN_PINNED ? s.km / s.n : Math.hypot(toCentre, TYPICAL_SPREAD_KM));
    }
  }
  // Score every candidate, keep the k best by insertion (k ≤ 30): no full sort, no per-row objects.
  const score = new Float64Array(rows.length);
  for (let j = 0; j < rows.length; j++) {
    const i = rows[j];
    const lat = cs.lat[i];
    let km: number;
    if (r.pin && !Number.isNaN(lat)) km = haversineKm(r.pin.lat, r.pin.lng, lat, cs.lng[i]);
    else if (r.pin) km = expectedKm.get(c.nb[i]) ?? 5;
    else if (c.nb[i] === self) km = 0;
    else km = nbKm.get(c.nb[i]) ?? 5;
    const y = cs.year[i];
    const rm = cs.rooms[i];
    let sc = Math.abs(cs.logArea[i] - la) / 0.15 + (Number.isNaN(y) ? 0 : Math.abs(y - by) / 4);
    if (!Number.isNaN(rooms) && !Number.isNaN(rm)) sc += 0.5 * Math.abs(rm - rooms);
    // Listings near the price date in time rank first (a 1403 listing for today's price, a 1401 one for Dey 1401).
    score[j] = sc + km / 0.7 + Math.abs(cs.month[i] - r.month) / 24;
  }
  const best: number[] = [];
  for (let j = 0; j < rows.length; j++) {
    if (best.length === k && !(score[j] < score[best[k - 1]])) continue;
    let p = best.length < k ? best.length : k - 1;
    while (p > 0 && score[best[p - 1]] > score[j]) {
      best[p] = best[p - 1];
      p--;
    }
    best[p] = j;
  }
  const scored = best.map((j) => {
    const i = rows[j];
    const id = m.data.nb_ids[c.nb[i]];
    const lat = c.lat[i];
    const lng = c.lng[i];
    const dist = r.pin && lat !== null && lng !== null ? haversineKm(r.pin.lat, r.pin.lng, lat, lng) : null;
    return { i, dist, nb: nbOf.get(id) ?? getNeighbourhood(id) };
  });
  const out: Comparable[] = [];
  const priceMonth = r.month;
  for (const { i, dist, nb } of scored) {
    const d = nb?.district ?? r.district;
    const adj = Math.exp(logIndex(m, d, priceMonth) - logIndex(m, d, c.month[i]));
    const bool = (v: number | null) => (v === null ? null : v === 1);
    const base: Omit<Comparable, 'price_per_m2' | 'adjusted_to_price_date'> = {
      neighbourhood: { id: nb?.id ?? m.data.nb_ids[c.nb[i]], name_fa: nb?.name_fa ?? '' },
      area: c.area[i],
      build_year: c.year[i],
      rooms: c.rooms[i],
      floor: c.floor[i],
      elevator: bool(c.elevator[i]),
      parking: bool(c.parking[i]),
      distance_km: dist === null ? null : Math.round(dist * 100) / 100,
      listing_month: formatMonth(c.month[i]),
      source: c.train[i] ? SOURCE_LABELS[c.source[i]] ?? '' : 'دیوار (۱۴۰۳)',
    };
    if (m.kind === 'sale' && c.price) {
      const p = c.price[i];
      out.push({ ...base, asking_price: p, price_per_m2: Math.round(p / c.area[i]), adjusted_to_price_date: Math.round(p * adj) });
    } else if (c.deposit && c.rent) {
      const full = c.deposit[i] + c.rent[i] / DEFAULT_RENT_CONVERSION_RATE;
      out.push({
        ...base,
        deposit: c.deposit[i],
        monthly_rent: c.rent[i],
        price_per_m2: Math.round(full / c.area[i]),
        adjusted_to_price_date: Math.round(full * adj),
      });
    }
  }
  return out;
}

export function neighbourhoodStats(m: LoadedModel, nbId: string, district: number, month: number): NeighbourhoodStats | null {
  const s = m.data.nb_stats[nbId];
  if (!s || s.n < NEIGHBOURHOOD_STATS_MIN_LISTINGS) return null;
  const f = Math.exp(logIndex(m, district, month));
  const r = (v: number) => Math.round((v * f) / 1000) * 1000;
  return {
    neighbourhood_id: nbId,
    listings: s.n,
    mean: r(s.mean),
    p10: r(s.p10),
    p25: r(s.p25),
    median: r(s.p50),
    p75: r(s.p75),
    p90: r(s.p90),
    histogram: s.hist ? { edges: s.hist.edges.map(r), counts: s.hist.counts } : null,
  };
}

function placeOf(r: Resolved): ValuationPlace {
  return {
    city: 'تهران',
    district: r.district,
    district_name: districtName(r.district),
    neighbourhood: { id: r.nb.id, name_fa: r.nb.name_fa, slug: r.nb.slug },
  };
}

const roundToman = (v: number, step: number): number => Math.round(v / step) * step;

const AMENITIES: readonly ValuationAmenity[] = ['elevator', 'parking', 'storage'];

/** The row's field and the model's feature behind each input the model may leave unread. */
const UNREAD: ReadonlyArray<[ValuationUnreadInput, 'storage' | 'totalFloors']> = [
  ['storage', 'storage'],
  ['total_floors', 'totalFloors'],
];

/**
 * Inputs the model does not read for this row, whatever their value: no feature for them (rent has neither), or
 * toRow leaves them unknown (a Divar-like sale: Divar listings never stated storage or the building's floors).
 */
export function unreadInputs(m: LoadedModel, row: PropertyRow): ValuationUnreadInput[] {
  return UNREAD.filter(([input, field]) => !m.featureIndex.has(input) || row[field] === null).map(([input]) => input);
}

/**
 * The same flat with each amenity flipped, valued by the same engine, rounded as the headline (to the million toman).
 * The drivers share the estimate out among the features (the trees' path contributions), so an amenity's share can
 * be far from what having it changes: in Vanak the elevator's share was +147 M while the same flat without one was
 * 2.5 B lower, the rest of the difference booked under the similar listings' level through the trees' interactions.
 * Only amenities the model reads for this row (toRow leaves storage unknown for a Divar-like sale; rent has no storage
 * feature): one more scoring each. The index and the area are the same, so the totals compare as the margins do.
 */
export function amenityWhatIf(m: LoadedModel, row: PropertyRow, est: Pick<CoreEstimate, 'margin' | 'total' | 'x'>): ValuationWhatIf[] {
  const out: ValuationWhatIf[] = [];
  for (const feature of AMENITIES) {
    const v = row[feature];
    const column = m.featureIndex.get(feature);
    if (v === null || column === undefined) continue;
    // No other feature reads the amenities (the similar-listings ones match on area, year, rooms and floor), so the
    // flipped flat's vector is this one with one column changed (valuate.test.ts checks it against featureVector).
    const x = Float64Array.from(est.x);
    x[column] = v === 1 ? 0 : 1;
    const margin = m.scorer.margin(x);
    out.push({ feature, has: v !== 1, total: roundToman(est.total * Math.exp(margin - est.margin), 1e6) });
  }
  return out;
}

function comparablesCount(v: number | undefined): number {
  if (v === undefined) return 10;
  return Math.max(0, Math.min(MAX_COMPARABLES, Math.floor(v)));
}

/** What sale and rent valuations share: the price date and everything that explains the estimate. */
function explained(m: LoadedModel, r: Resolved, input: SaleInput | RentInput, row: PropertyRow, est: CoreEstimate): ValuationBase {
  const unread = unreadInputs(m, row);
  const why = drivers(m, est, input.area, r.month, r.district, unread);
  return {
    price_date: formatMonth(r.month),
    price_index: priceIndexInfo(m, r.district, r.month),
    drivers: why.drivers,
    drivers_baseline: why.baseline,
    what_if: amenityWhatIf(m, row, est),
    unread_inputs: unread,
    comparables: comparables(m, r, input, comparablesCount(input.comparables)),
    neighbourhood_stats: neighbourhoodStats(m, r.nb.id, r.district, r.month),
    district_trend: districtTrend(r.district),
    place: placeOf(r),
    data_points: est.nbListings,
    data_support: est.support,
    label: VALUATION_LABEL,
  };
}

// ---------------------------------------------------------------- public API

/**
 * Sale valuation of a Tehran apartment.
 * @throws ValuationInputError (Persian messages per field) for impossible values, unknown places or points
 *   outside the service area.
 */
export function valuateSale(input: SaleInput): SaleValuation {
  const m = loadModel('sale');
  const errors: Record<string, string[]> = {};
  const source = input.source === undefined ? 0 : SOURCES[input.source];
  if (source === undefined) errors.source = [messages.invalid];
  const r = resolve(m, input, errors);
  if (!r) throw new ValuationInputError(errors);
  const row = toRow(r, input, source);
  const est = coreEstimate(m, row, r.month);
  return {
    kind: 'sale',
    ...explained(m, r, input, row, est),
    estimate: {
      total: roundToman(est.total, 1e6),
      per_m2: roundToman(est.perM2, 1e3),
      low: roundToman(est.low, 1e6),
      high: roundToman(est.high, 1e6),
      confidence: est.confidence,
    },
  };
}

/**
 * Rent valuation as a full-deposit (رهن کامل) equivalent: deposit + monthly rent / rate. Any split with
 * deposit D has monthly rent (full_deposit − D) × rate.
 */
export function valuateRent(input: RentInput): RentValuation {
  const m = loadModel('rent');
  const errors: Record<string, string[]> = {};
  const rate = input.conversionRate ?? rentConversionRate();
  if (!isNum(rate) || rate < 0.005 || rate > 0.1) errors.conversionRate = ['نرخ تبدیل ماهانه باید بین ۰٫۰۰۵ و ۰٫۱ باشد'];
  const r = resolve(m, input, errors);
  if (!r) throw new ValuationInputError(errors);
  const row = toRow(r, input, 0);
  const est = coreEstimate(m, row, r.month);
  const full = roundToman(est.total, 1e6);
  const splits = [0, 0.25, 0.5, 0.75].map((share) => {
    const deposit = roundToman(full * share, 1e6);
    return { deposit, monthly_rent: roundToman((full - deposit) * rate, 1e5) };
  });
  return {
    kind: 'rent',
    ...explained(m, r, input, row, est),
    estimate: {
      full_deposit: full,
      per_m2: roundToman(est.perM2, 1e3),
      low: roundToman(est.low, 1e6),
      high: roundToman(est.high, 1e6),
      confidence: est.confidence,
      conversion_rate: rate,
      monthly_rent_without_deposit: roundToman(full * rate, 1e5),
      splits,
    },
  };
}

/** A batch quote's look at a row: throws the ValuationInputError `estimateOnly` would, without running the model. */
export function checkInput(kind: ModelKind, input: SaleInput | RentInput): void {
  const errors: Record<string, string[]> = {};
  if (!resolve(loadModel(kind), input, errors)) throw new ValuationInputError(errors);
}

/** Lean path for batches: the estimate only (no drivers, comparables or statistics). */
export function estimateOnly(kind: ModelKind, input: SaleInput | RentInput): CoreEstimate & { price_date: string } {
  const m = loadModel(kind);
  const errors: Record<string, string[]> = {};
  const src = kind === 'sale' && 'source' in input && input.source ? SOURCES[input.source] : 0;
  const r = resolve(m, input, errors);
  if (!r) throw new ValuationInputError(errors);
  const est = coreEstimate(m, toRow(r, input, src ?? 0), r.month);
  return { ...est, price_date: formatMonth(r.month) };
}
