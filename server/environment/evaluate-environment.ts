import 'server-only';

import { around, distance } from 'geokdbush';
import type {
  EnvironmentCategoryResult,
  EnvironmentCriterionResult,
  EnvironmentEvaluationResult,
  EnvironmentNearbyPlace,
  EnvironmentSource,
} from '@/lib/contracts/environment';
import { ENVIRONMENT_CATEGORY_IDS, ENVIRONMENT_CATEGORY_NAMES, NO_DATA_LABEL } from '@/lib/contracts/environment';
import { getNeighbourhood, lookupPoint, polygonPlacesAt } from '@/server/places/catalogue';
import { marketIndex, moveToLatest } from '@/server/valuation/engine/market-index/store';
import { formatMonth, parseMonth } from '@/server/valuation/engine/months';
import { indexSeriesMonths } from '@/server/valuation/engine/price-index';
import type { Neighbourhood } from '@/server/places/types';
import {
  CRITERIA,
  CRITERIA_VERSION,
  criterionMethod,
  criterionSource,
  DATASETS,
  datasetDate,
  type CriterionDef,
  type MarketDates,
} from './criteria-catalogue';
import {
  environmentData,
  environmentDistribution,
  type Distribution,
  type EnvironmentData,
  type MarketRow,
  type PoiKind,
  type PoolStat,
} from './environment-data';
import { scoreValue, weightedScore } from './scoring';

/**
 * Everything computed for one place: stored whole at creation, the tier only filters what is shown (the response
 * minus what belongs to the stored row, the tier, or is counted from the criteria: the categories' weights too,
 * which presentEnvironmentEvaluation works out from the stored criteria so rows of every age have them).
 */
export type ComputedEnvironment = Omit<
  EnvironmentEvaluationResult,
  'uuid' | 'tier' | 'created_at' | 'criteria_total' | 'criteria_available' | 'can_upgrade' | 'agent_type' | 'divar' | 'categories'
> & {
  categories: Array<Omit<EnvironmentCategoryResult, 'weight'>>;
  /**
   * The months the market figures describe when it was computed: the result is worded from the catalogue with them
   * when shown, so a wording fix reaches stored results while their months stay theirs. Absent in rows stored before
   * (present-environment-evaluation.ts recovers them from the stored sources line).
   */
  market_dates?: MarketDates;
};

export interface EvaluateOptions {
  /** Defaults to the committed Tehran-wide distribution; build-distribution.ts passes its own while building it. */
  distribution?: Distribution | null;
  /** Use this neighbourhood as the place's name (when the user picked it by name); the point still decides. */
  neighbourhood?: Neighbourhood | null;
}

interface Measured {
  value: number | null;
  reason?: string;
  detail?: string;
}

const KIND_NAMES: Record<PoiKind | 'metro', string> = {
  metro: 'ایستگاه مترو',
  hospital: 'بیمارستان',
  university: 'دانشگاه',
  park: 'پارک',
  cinema: 'سینما',
  cultural: 'مرکز فرهنگی',
  sports: 'مجموعهٔ ورزشی',
  mall: 'مرکز خرید',
  commercial: 'مرکز تجاری',
  municipal: 'شهرداری',
  police: 'مرکز انتظامی',
  government: 'ادارهٔ دولتی',
  religious: 'مرکز مذهبی',
  square: 'میدان',
  transport_hub: 'پایانهٔ حمل‌ونقل',
};

/** Radius (km) within which neighbourhoods' listings are pooled for the local market criteria. */
const MARKET_POOL_KM = 1;
/** If nothing lies within the pool radius, the nearest neighbourhood with listings up to this far is used. */
const MARKET_FALLBACK_KM = 2;
const MIN_LISTINGS = 10;
/** The month environment-data.json's listing prices are expressed at (ml/build_environment.py: Dey 1401). */
const LISTING_MONTH = 1401 * 12 + 9;
/** Beyond this distance from every placed BRT station the criterion says nothing (lines and stations are missing). */
const BRT_KNOWN_M = 1500;
/** Rent listings (and sale listings of built flats) a neighbourhood needs for a yield (ml/build_environment.py). */
const MIN_RENT_LISTINGS = 10;

/** Rounds to a multiple of `step` without binary-fraction noise (34.8, not 34.800000000000004). */
const round = (x: number, step = 1) => {
  const decimals = step >= 1 ? 0 : Math.min(8, Math.ceil(-Math.log10(step)));
  return Number((Math.round(x / step) * step).toFixed(decimals));
};

const fa = (n: number) => n.toLocaleString('fa-IR');
const kmText = (m: number) => (m >= 1000 ? `${fa(round(m / 1000, 0.1))} کیلومتر` : `${fa(round(m, 10))} متر`);

class PointContext {
  constructor(
    readonly d: EnvironmentData,
    readonly lat: number,
    readonly lng: number,
  ) {}

  /** Metres to the nearest point of `kind`, with its name; null when the kind has no points. */
  nearest(kind: PoiKind): { m: number; name: string; lat: number; lng: number } | null {
    const { points, index } = this.d.pois[kind];
    if (points.length === 0) return null;
    const [id] = around(index, this.lng, this.lat, 1);
    if (id === undefined) return null;
    const p = points[id];
    return { m: distance(this.lng, this.lat, p.lng, p.lat) * 1000, name: p.name, lat: p.lat, lng: p.lng };
  }

  count(kind: PoiKind | PoiKind[], km: number): number {
    const kinds = Array.isArray(kind) ? kind : [kind];
    let n = 0;
    for (const k of kinds) {
      if (this.d.pois[k].points.length === 0) continue;
      n += around(this.d.pois[k].index, this.lng, this.lat, Infinity, km).length;
    }
    return n;
  }

  stationsWithin(km: number) {
    return around(this.d.stationIndex, this.lng, this.lat, Infinity, km).map((i) => this.d.stations[i]);
  }

  nearestStation(predicate?: (i: number) => boolean) {
    const [id] = around(this.d.stationIndex, this.lng, this.lat, 1, Infinity, predicate);
    if (id === undefined) return null;
    const s = this.d.stations[id];
    return { station: s, m: distance(this.lng, this.lat, s.lng, s.lat) * 1000 };
  }

  private polygonPoolCache: MarketRow[] | null | undefined;

  /**
   * The neighbourhoods the point's mahalle polygon is labelled with, when they hold enough listings: for the
   * statistics where that described pinned listings better than the 1 km pool (ml/build_environment.py pools).
   */
  polygonPool(): MarketRow[] | null {
    if (this.polygonPoolCache !== undefined) return this.polygonPoolCache;
    const ids = polygonPlacesAt(this.lat, this.lng) ?? [];
    const rows = ids.map((id) => this.d.marketById.get(id)).filter((r): r is MarketRow => r !== undefined);
    this.polygonPoolCache = rows.reduce((s, r) => s + r.n, 0) >= MIN_LISTINGS ? rows : null;
    return this.polygonPoolCache;
  }

  private marketPoolCache: { rows: MarketRow[]; fallback: boolean } | null = null;

  /**
   * Where the 1 km pool's listings are, in the words of a detail: the polygon pool and the radius pool count different
   * areas (Morvarid Shahr: 63 listings in its polygon's neighbourhoods, 27 within 1 km), so each figure names its own.
   */
  radiusArea(neighbourhoods: number): string {
    return this.marketPool().fallback
      ? `نزدیک‌ترین محلهٔ دارای آگهی (تا ${fa(MARKET_FALLBACK_KM)} کیلومتری)`
      : `${fa(neighbourhoods)} محله در شعاع ${fa(MARKET_POOL_KM)} کیلومتری`;
  }

  /** Neighbourhoods with listings whose centres lie within 1 km, or else the nearest one within 2 km. */
  marketPool(): { rows: MarketRow[]; fallback: boolean } {
    if (this.marketPoolCache) return this.marketPoolCache;
    const ids = around(this.d.marketIndex, this.lng, this.lat, Infinity, MARKET_POOL_KM);
    let rows = ids.map((i) => this.d.market[i]);
    let fallback = false;
    if (rows.length === 0) {
      rows = around(this.d.marketIndex, this.lng, this.lat, 1, MARKET_FALLBACK_KM).map((i) => this.d.market[i]);
      fallback = true;
    }
    this.marketPoolCache = { rows, fallback };
    return this.marketPoolCache;
  }

  /**
   * Listing-count-weighted mean of a per-neighbourhood statistic over the pool (the polygon's where it did better),
   * each neighbourhood weighted by the listings its figure comes from (`weight`: all of them unless said otherwise).
   */
  marketStat(
    stat: PoolStat,
    pick: (r: MarketRow) => number | null,
    weight: (r: MarketRow) => number = (r) => r.n,
    leftOut?: LeftOut,
  ): Measured {
    const polygon = this.d.raw.pools?.[stat]?.use === 'polygon' ? this.polygonPool() : null;
    const rows = polygon ?? this.marketPool().rows;
    const n = rows.reduce((s, r) => s + r.n, 0);
    const where = polygon ? polygonArea(polygon) : this.radiusArea(rows.length);
    if (rows.length === 0) {
      return { value: null, reason: `آگهی فروشی تا ${fa(MARKET_FALLBACK_KM)} کیلومتری این نقطه ثبت نشده است.` };
    }
    if (n < MIN_LISTINGS) return { value: null, reason: `کمتر از ${fa(MIN_LISTINGS)} آگهی فروش (${fa(n)} آگهی) در ${where} ثبت شده است.` };
    let sw = 0;
    let s = 0;
    for (const r of rows) {
      const v = pick(r);
      const w = weight(r);
      if (v === null || w === 0) continue;
      sw += w;
      s += w * v;
    }
    const out = leftOut ? rows.reduce((k, r) => k + leftOut.count(r), 0) : 0;
    if (sw < MIN_LISTINGS) {
      return {
        value: null,
        reason: out > 0 && leftOut
          ? `فقط ${fa(sw)} آگهی از ${fa(n)} آگهی نزدیک ${leftOut.kept} است (کمتر از ${fa(MIN_LISTINGS)})؛ ${leftOut.say(out)}.`
          : `فقط ${fa(sw)} آگهی از ${fa(n)} آگهی نزدیک این ویژگی را گزارش کرده‌اند (کمتر از ${fa(MIN_LISTINGS)}).`,
      };
    }
    const note = out > 0 && leftOut ? `؛ ${leftOut.say(out)}` : '';
    return { value: s / sw, detail: `${sw.toLocaleString('fa-IR')} آگهی در ${where}${note}` };
  }
}

/** Names a polygon pool lists before «و N محلهٔ دیگر». */
const POLYGON_NAMES_SHOWN = 4;

/**
 * Where a polygon pool's listings are, in the words of a detail. One neighbourhood with listings is «همین محله»; more
 * are named: Vanak's polygon pools the listings of Jordan, Deh-Vanak and Vanak (904), and «۹۰۴ آگهی در محدودهٔ همین
 * محله» beside the 1 km pool's «۲۸۱ … ۱ محله» and the valuation's 280 listings of Vanak read as a contradiction.
 */
function polygonArea(rows: readonly MarketRow[]): string {
  if (rows.length <= 1) return 'محدودهٔ همین محله';
  const names = rows.slice(0, POLYGON_NAMES_SHOWN).map((r) => getNeighbourhood(r.id)?.name_fa ?? r.id);
  const more = rows.length > POLYGON_NAMES_SHOWN ? ` و ${fa(rows.length - POLYGON_NAMES_SHOWN)} محلهٔ دیگر` : '';
  return `محدودهٔ همین محله روی نقشه (${names.join('، ')}${more})`;
}

/** Listings of the pool a statistic leaves out on purpose, and how a detail says so. */
interface LeftOut {
  count: (r: MarketRow) => number;
  /** what the kept listings are, after «N آگهی از M آگهی نزدیک» */
  kept: string;
  say: (k: number) => string;
}

/**
 * A pre-sale (a building of the listing's year or later: age 0 or less) says nothing about how old the area's stock
 * is: counting them made Chitgar, ordinary stock plus towers being pre-sold, «۰ سال». The age is the built flats'.
 */
const PRESALES: LeftOut = {
  count: (r) => r.presale_n ?? 0,
  kept: 'مربوط به ساختمان ساخته‌شده',
  say: (k) => `${fa(k)} آگهی پیش‌فروش در نظر گرفته نشد`,
};

function nearestMeasure(ctx: PointContext, kind: PoiKind): Measured {
  const n = ctx.nearest(kind);
  if (!n) return { value: null, reason: 'هیچ موردی از این نوع در داده‌ها نیست.' };
  return { value: round(n.m, 10), detail: n.name };
}

/**
 * Parks, malls, religious centres, cinemas, cultural and sports venues come from a curated list (poi_coverage in the
 * artifact): a value says so («پوشش ناقص»), and farther than the list's coverage from every listed point there is
 * none — the list cannot tell a place without one from a gap in the list (Chitgar's own park and sports complexes are
 * not in it), so the gap is never scored 0.
 */
function partialMeasure(ctx: PointContext, kind: PoiKind, measure: () => Measured): Measured {
  const cov = ctx.d.raw.poi_coverage?.[kind];
  if (!cov) return measure();
  // The name as it stands before a modifier: «سینمای تهران», «پارک تهران» (a final alef takes a written ezafe).
  const name = KIND_NAMES[kind].endsWith('ا') ? `${KIND_NAMES[kind]}ی` : KIND_NAMES[kind];
  const note = `پوشش ناقص: فهرست نقاط مهم فقط ${fa(cov.points)} ${name} تهران را دارد`;
  const n = ctx.nearest(kind);
  if (!n || n.m > cov.km * 1000) {
    const nearest = n ? `نزدیک‌ترین ${name} آن (${n.name}) ${kmText(n.m)} دور است، ` : '';
    return { value: null, reason: `${note}؛ ${nearest}بیش از ${fa(cov.km)} کیلومتری که فهرست تا آن پوشش دارد، پس نبودن ${name} نزدیک‌تر را نمی‌توان از آن نتیجه گرفت.` };
  }
  const m = measure();
  return m.value === null ? m : { ...m, detail: m.detail ? `${m.detail}؛ ${note}` : note };
}

/** Stations reachable from `start` in at most `hops` stops, over the line graph (start excluded). */
function reachable(d: EnvironmentData, startId: string, hops: number): number {
  const seen = new Set([startId]);
  let frontier = [startId];
  for (let h = 0; h < hops; h++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const a of d.stationById.get(id)?.adjacent ?? []) {
        if (!seen.has(a)) {
          seen.add(a);
          next.push(a);
        }
      }
    }
    frontier = next;
  }
  return seen.size - 1;
}

type Measure = (ctx: PointContext, district: number) => Measured;

const pct = (x: number) => round(x * 100, 0.1);

function districtMeasure(pick: (d: NonNullable<ReturnType<EnvironmentData['districts']['get']>>) => number): Measure {
  return (ctx, district) => {
    const s = ctx.d.districts.get(district);
    if (!s) return { value: null, reason: 'آمار این منطقه در دادهٔ بانک مرکزی نیست.' };
    return { value: pick(s), detail: s.name_fa };
  };
}

/**
 * A criterion's median over the neighbourhood centres is called Tehran's when at least this share of them has a value.
 * Below it the median is of the few with data, and not neutral: the BRT stations located on two of ten lines reach 148
 * of 683 centres (median 870 m, where most of Tehran has no located station within 1.5 km), the curated cinema list 357.
 * Most criteria have data at 82–99 % of the centres (listings too few in a handful, a curated list's gaps).
 */
export const MEDIAN_OF_TEHRAN_SHARE = 0.75;

/** How each criterion of the catalogue is measured. Unavailable criteria have no entry. */
const MEASURES: Record<string, Measure> = {
  metro_distance: (ctx) => {
    const n = ctx.nearestStation();
    return n ? { value: round(n.m, 10), detail: `ایستگاه ${n.station.name_fa}` } : { value: null, reason: 'ایستگاهی در داده‌ها نیست.' };
  },
  metro_stations_1km: (ctx) => ({ value: ctx.stationsWithin(1).length }),
  metro_lines_1km: (ctx) => {
    const lines = new Set(ctx.stationsWithin(1).flatMap((s) => s.lines));
    return { value: lines.size, detail: lines.size ? `خط ${[...lines].sort((a, b) => a - b).map((l) => l.toLocaleString('fa-IR')).join('، ')}` : undefined };
  },
  interchange_distance: (ctx) => {
    const n = ctx.nearestStation((i) => ctx.d.stations[i].interchange);
    return n ? { value: round(n.m, 10), detail: `ایستگاه ${n.station.name_fa}` } : { value: null, reason: 'ایستگاه تقاطعی در داده‌ها نیست.' };
  },
  metro_reach_5_stops: (ctx) => {
    const n = ctx.nearestStation();
    if (!n || n.m > 1500) return { value: 0, detail: 'ایستگاهی تا ۱٫۵ کیلومتر نیست' };
    return { value: reachable(ctx.d, n.station.id, 5), detail: `از ایستگاه ${n.station.name_fa}` };
  },
  transport_hub_distance: (ctx) => nearestMeasure(ctx, 'transport_hub'),
  bus_brt_access: (ctx) => {
    const { stations, index, total, lines } = ctx.d.brt;
    const partial = `داده فقط خطوط ${lines.map((l) => l.toLocaleString('fa-IR')).join(' و ')} از ۱۰ خط اتوبوس تندروی تهران را دارد و ${stations.length.toLocaleString('fa-IR')} ایستگاه از ${total.toLocaleString('fa-IR')} ایستگاه آن‌ها جایابی شده است`;
    const [id] = stations.length ? around(index, ctx.lng, ctx.lat, 1) : [];
    const s = id === undefined ? null : stations[id];
    const m = s ? distance(ctx.lng, ctx.lat, s.lng, s.lat) * 1000 : Infinity;
    // Far from the located stations the data cannot say: another line (or an unplaced station) may be near.
    if (!s || m > BRT_KNOWN_M) return { value: null, reason: `${partial}؛ این نقطه از همهٔ آن‌ها دورتر از ${(BRT_KNOWN_M / 1000).toLocaleString('fa-IR')} کیلومتر است.` };
    return { value: round(m, 10), detail: `ایستگاه ${s.name_fa} (خط ${s.lines.map((l) => l.toLocaleString('fa-IR')).join('، ')})؛ پوشش ناقص: ${partial}` };
  },
  hospital_distance: (ctx) => nearestMeasure(ctx, 'hospital'),
  hospitals_2km: (ctx) => ({ value: ctx.count('hospital', 2) }),
  hospitals_5km: (ctx) => ({ value: ctx.count('hospital', 5) }),
  university_distance: (ctx) => nearestMeasure(ctx, 'university'),
  universities_3km: (ctx) => ({ value: ctx.count('university', 3) }),
  park_distance: (ctx) => partialMeasure(ctx, 'park', () => nearestMeasure(ctx, 'park')),
  park_count_1km: (ctx) => partialMeasure(ctx, 'park', () => ({ value: ctx.count('park', 1) })),
  parks_3km: (ctx) => partialMeasure(ctx, 'park', () => ({ value: ctx.count('park', 3) })),
  cinema_distance: (ctx) => partialMeasure(ctx, 'cinema', () => nearestMeasure(ctx, 'cinema')),
  cinemas_3km: (ctx) => partialMeasure(ctx, 'cinema', () => ({ value: ctx.count('cinema', 3) })),
  cultural_centre_distance: (ctx) => partialMeasure(ctx, 'cultural', () => nearestMeasure(ctx, 'cultural')),
  sports_centre_distance: (ctx) => partialMeasure(ctx, 'sports', () => nearestMeasure(ctx, 'sports')),
  mall_distance: (ctx) => partialMeasure(ctx, 'mall', () => nearestMeasure(ctx, 'mall')),
  malls_3km: (ctx) => partialMeasure(ctx, 'mall', () => ({ value: ctx.count('mall', 3) })),
  commercial_centre_distance: (ctx) => nearestMeasure(ctx, 'commercial'),
  commercial_count_2km: (ctx) => ({ value: ctx.count(['mall', 'commercial'], 2) }),
  municipal_office_distance: (ctx) => nearestMeasure(ctx, 'municipal'),
  government_offices_3km: (ctx) => ({ value: ctx.count('government', 3) }),
  religious_centre_distance: (ctx) => partialMeasure(ctx, 'religious', () => nearestMeasure(ctx, 'religious')),
  district_price_m2: districtMeasure((s) => round(s.price_m2, 1000)),
  local_price_m2: (ctx, district) => {
    // The listings' prices are stored at Dey 1401; the district's market index brings them to its latest month.
    const m = ctx.marketStat('ppm2', (r) => r.ppm2);
    return m.value === null ? m : { ...m, value: round(m.value * moveToLatest(district, LISTING_MONTH), 1000) };
  },
  price_growth_1y: districtMeasure((s) => pct(s.growth_1y)),
  price_growth_3y: districtMeasure((s) => pct(s.growth_3y)),
  price_growth_5y: districtMeasure((s) => pct(s.growth_5y)),
  transactions_12m: districtMeasure((s) => s.transactions_12m),
  price_volatility: districtMeasure((s) => round(s.volatility * 100, 0.01)),
  rent_yield: (ctx) => {
    const rows = ctx.marketPool().rows.filter((r) => r.yield !== null && r.rent_n >= MIN_RENT_LISTINGS);
    const n = rows.reduce((s, r) => s + r.rent_n, 0);
    if (n < MIN_RENT_LISTINGS) return { value: null, reason: 'آگهی اجارهٔ کافی برای محله‌های نزدیک این نقطه ثبت نشده است.' };
    const v = rows.reduce((s, r) => s + r.rent_n * (r.yield as number), 0) / n;
    return { value: round(v * 100, 0.01), detail: `${n.toLocaleString('fa-IR')} آگهی اجاره در ${ctx.radiusArea(rows.length)}` };
  },
  listing_supply: (ctx) => {
    const { rows } = ctx.marketPool();
    if (rows.length === 0) return { value: null, reason: `آگهی فروشی تا ${MARKET_FALLBACK_KM.toLocaleString('fa-IR')} کیلومتری این نقطه ثبت نشده است.` };
    return { value: rows.reduce((s, r) => s + r.n, 0), detail: `آگهی‌های فروش ${ctx.radiusArea(rows.length)}` };
  },
  building_age_median: (ctx) => {
    const m = ctx.marketStat('age', (r) => r.age, (r) => r.built_n ?? r.n, PRESALES);
    return m.value === null ? m : { ...m, value: round(m.value, 0.1) };
  },
  new_construction_share: (ctx) => {
    const m = ctx.marketStat('new_share', (r) => r.new_share);
    return m.value === null ? m : { ...m, value: pct(m.value) };
  },
  elevator_share: (ctx) => {
    const m = ctx.marketStat('elevator', (r) => r.elevator, (r) => r.elevator_n ?? r.n);
    return m.value === null ? m : { ...m, value: pct(m.value) };
  },
  parking_share: (ctx) => {
    const m = ctx.marketStat('parking', (r) => r.parking, (r) => r.parking_n ?? r.n);
    return m.value === null ? m : { ...m, value: pct(m.value) };
  },
  unit_size_median: (ctx) => {
    const m = ctx.marketStat('area', (r) => r.area);
    return m.value === null ? m : { ...m, value: round(m.value, 0.1) };
  },
  city_centre_distance: (ctx) => ({
    value: round(distance(ctx.lng, ctx.lat, ctx.d.centre.lng, ctx.d.centre.lat) * 1000, 10),
    detail: 'میدان امام خمینی',
  }),
  squares_1km: (ctx) => ({ value: ctx.count('square', 1) }),
};

/** District-level values of a district criterion, for its rank among the 22. */
function districtValues(d: EnvironmentData, id: string): number[] {
  const m = MEASURES[id];
  const out: number[] = [];
  for (const district of d.districts.keys()) {
    const v = m(new PointContext(d, 0, 0), district).value;
    if (v !== null) out.push(v);
  }
  return out;
}

const districtValueCache = new Map<string, number[]>();

/** 'YYYY/MM' or 'YYYY-MM' from the artifact's metadata → 'YYYY-MM'. */
function metaMonth(s: string, field: string): string {
  const m = parseMonth(s);
  if (m === null) throw new Error(`environment data: ${field} is not a month: ${s}`);
  return formatMonth(m);
}

/**
 * The months behind the market criteria: the artifact's (district figures, Central Bank counts) and the
 * live index's latest (what local listing prices are brought to, moved by every imported month).
 */
export function marketDates(d: EnvironmentData): MarketDates {
  const ix = marketIndex();
  return {
    districtMonth: metaMonth(d.raw.cbi.month, 'cbi.month'),
    cbiMonth: metaMonth(d.raw.cbi.cbi_month ?? formatMonth(ix.cbiLast), 'cbi.cbi_month'),
    indexFirst: formatMonth(ix.first),
    indexMonth: formatMonth(ix.last),
    operatorFirst: indexSeriesMonths(ix).operatorFirst,
  };
}

export function measureCriterion(c: CriterionDef, ctx: PointContext, district: number): Measured {
  if (c.rule.type === 'unavailable') return { value: null, reason: c.rule.reason };
  const m = MEASURES[c.id];
  if (!m) return { value: null, reason: 'روش محاسبهٔ این معیار تعریف نشده است.' };
  return m(ctx, district);
}

function nearbyPlaces(ctx: PointContext): EnvironmentNearbyPlace[] {
  const out: EnvironmentNearbyPlace[] = [];
  const push = (kind: PoiKind | 'metro', name: string, lat: number, lng: number) =>
    out.push({ kind, kind_name: KIND_NAMES[kind], name, latitude: lat, longitude: lng, distance_m: round(distance(ctx.lng, ctx.lat, lng, lat) * 1000, 10) });
  const stations = ctx.stationsWithin(1.5);
  const nearestSt = ctx.nearestStation();
  if (stations.length === 0 && nearestSt) stations.push(nearestSt.station);
  for (const s of stations.slice(0, 8)) push('metro', `ایستگاه ${s.name_fa}`, s.lat, s.lng);
  for (const kind of Object.keys(ctx.d.pois) as PoiKind[]) {
    const { points, index } = ctx.d.pois[kind];
    if (points.length === 0) continue;
    // The nearest of each kind (it decided a distance criterion) plus the others within 1.5 km (the counts).
    const ids = new Set([...around(index, ctx.lng, ctx.lat, 1, 8), ...around(index, ctx.lng, ctx.lat, 6, 1.5)]);
    for (const i of ids) push(kind, points[i].name, points[i].lat, points[i].lng);
  }
  return out.sort((a, b) => a.distance_m - b.distance_m);
}

/**
 * Point → the 50 criteria (values and 0–100 scores), category scores, overall score and Tehran percentile.
 * Pure apart from reading the committed artifacts once per process.
 * @throws OutsideServiceAreaError (from the place catalogue) when the point is outside Tehran's 22 districts.
 */
export function evaluateEnvironment(lat: number, lng: number, options: EvaluateOptions = {}): ComputedEnvironment {
  const look = lookupPoint(lat, lng);
  const d = environmentData();
  const dist = options.distribution === undefined ? environmentDistribution() : options.distribution;
  const ctx = new PointContext(d, lat, lng);
  const dates = marketDates(d);

  // Exact (unrounded) scores feed the aggregates, so display rounding never compounds.
  const exact = new Map<string, number | null>();
  const criteria: EnvironmentCriterionResult[] = CRITERIA.map((c) => {
    const m = measureCriterion(c, ctx, look.district);
    let score: number | null = null;
    let reason = m.reason;
    if (m.value !== null) {
      if (c.rule.type === 'district') {
        let all = districtValueCache.get(c.id);
        if (!all) {
          all = districtValues(d, c.id);
          districtValueCache.set(c.id, all);
        }
        score = scoreValue(c.rule, m.value, undefined, all);
      } else if (c.rule.type === 'percentile') {
        const refs = dist?.refs[c.id];
        if (refs && refs.length > 0) score = scoreValue(c.rule, m.value, refs);
        else reason = 'توزیع مرجع تهران برای این معیار هنوز ساخته نشده است.';
      } else {
        score = scoreValue(c.rule, m.value);
      }
    }
    const available = score !== null;
    exact.set(c.id, score);
    const med = dist?.median.criteria[c.id];
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      category: c.category,
      value: m.value,
      unit: c.unit,
      score: available ? Math.round(score as number) : null,
      available,
      ...(available ? {} : { reason: reason ?? NO_DATA_LABEL }),
      source: criterionSource(c, dates),
      weight: c.weight,
      method: criterionMethod(c, dates),
      ...(m.detail ? { detail: m.detail } : {}),
      tehran_median_value: med?.value ?? null,
      // Over too few centres to be Tehran's: the page says whose median it is.
      ...(dist && med?.value != null && med.places !== undefined && med.places < MEDIAN_OF_TEHRAN_SHARE * dist.points
        ? { tehran_median_places: med.places }
        : {}),
    };
  });

  const categories: ComputedEnvironment['categories'] = ENVIRONMENT_CATEGORY_IDS.map((id) => {
    const s = weightedScore(criteria.filter((c) => c.category === id).map((c) => ({ score: exact.get(c.id) ?? null, weight: c.weight })));
    return {
      id,
      name: ENVIRONMENT_CATEGORY_NAMES[id],
      score: s === null ? null : Math.round(s),
      tehran_median: dist?.median.categories[id] ?? null,
    };
  });
  const overall = weightedScore(criteria.map((c) => ({ score: exact.get(c.id) ?? null, weight: c.weight }))) ?? 0;
  const overallRounded = Math.round(overall * 10) / 10;
  let percentile: number | null = null;
  if (dist && dist.overall.length > 0) {
    const below = dist.overall.filter((x) => x < overallRounded).length;
    const equal = dist.overall.filter((x) => x === overallRounded).length;
    percentile = Math.round((100 * (below + 0.5 * equal)) / dist.overall.length);
  }

  const nb = options.neighbourhood ?? look.neighbourhood;
  const usedDatasets = new Set(CRITERIA.map((c) => c.dataset));
  const sources: EnvironmentSource[] = Object.values(DATASETS)
    .filter((s) => usedDatasets.has(s.id))
    .map((ds) => ({ id: ds.id, name: ds.name, date: datasetDate(ds, dates), licence: ds.licence }));

  return {
    criteria_version: CRITERIA_VERSION,
    place: {
      latitude: round(lat, 0.000001),
      longitude: round(lng, 0.000001),
      city: look.city,
      district: look.district,
      district_name: look.districtName,
      neighbourhood: { id: nb.id, name: nb.name_fa },
    },
    overall_score: overallRounded,
    percentile,
    tehran_median_score: dist?.median.overall ?? null,
    categories,
    criteria,
    nearby: nearbyPlaces(ctx),
    sources,
    market_dates: dates,
  };
}
