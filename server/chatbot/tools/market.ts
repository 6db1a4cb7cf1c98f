import 'server-only';

import { monthlyRentFor, NEIGHBOURHOOD_STATS_MIN_LISTINGS, SIMILAR_AREA_RATIO } from '@/lib/contracts/valuation';
import type { MarketCard, TrendCard } from '@/lib/contracts/chatbot';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { serverEnv } from '@/lib/env';
import { environmentData } from '@/server/environment/environment-data';
import { getNeighbourhood, listNeighbourhoods } from '@/server/places/catalogue';
import type { Neighbourhood } from '@/server/places/types';
import { loadModel, type ModelKind } from '@/server/valuation/engine/artifacts';
import { marketIndex } from '@/server/valuation/engine/market-index/store';
import { formatMonth, parseMonth } from '@/server/valuation/engine/months';
import { districtTrend as indexTrend, logIndex, priceDates } from '@/server/valuation/engine/price-index';
import { neighbourhoodStats, similarAreaListings } from '@/server/valuation/engine/valuate';
import { typicalArea } from '@/server/suggestion/neighbourhood-data';
import { districtRef, neighbourhoodRef } from './places';

// Market figures: the listings' price per m² of a neighbourhood (the statistics the valuation report shows,
// brought to the valuations' default price date by the district's market index), and that index. They describe
// the market, not one flat: the AI valuation is the paid card.

export const MARKET_LABEL = 'آمار بازار، نه ارزیابی';
const SOURCES: Record<ModelKind, string> = {
  sale: 'آگهی‌های فروش محله، به تاریخ قیمت ارزیاب',
  rent: 'آگهی‌های اجارهٔ محله (معادل رهن کامل)، به تاریخ قیمت ارزیاب',
};
/** The market index names where its stretches come from (the Central Bank's series stops at `cbiLast`). */
export function trendSource(): string {
  const cbiLast = formatJalaliMonth(formatMonth(marketIndex().cbiLast));
  return `شاخص قیمت منطقه: میانگین قیمت معاملات بانک مرکزی تا ${cbiLast}، سپس حرکت میانهٔ قیمت آگهی‌های کیلید`;
}

/**
 * The same source in one short mention, for a chat line («… (شاخص قیمت کل شهر بر پایهٔ معاملات بانک مرکزی تا آذر
 * ۱۴۰۱ و روند آگهی‌های کیلید تا مرداد ۱۴۰۵)»): what the figure rests on and to which month each part runs, so the
 * level is read neither as that month's transactions nor as a series that ends in 1401. The trend card under a
 * district's line keeps the full note. Months the operator imported after Kilid's are said as such.
 */
export function trendSourceShort(scope: 'منطقه' | 'کل شهر'): string {
  const ix = marketIndex();
  const lastOf = (kind: 'kilid' | 'operator') => {
    const i = ix.source.lastIndexOf(kind);
    return i < 0 ? null : formatJalaliMonth(formatMonth(ix.first + i));
  };
  const kilid = lastOf('kilid');
  const operator = lastOf('operator');
  const listings = kilid ? ` و روند آگهی‌های کیلید تا ${kilid}${operator ? ` و ماه‌های واردشده تا ${operator}` : ''}` : '';
  return `شاخص قیمت ${scope} بر پایهٔ معاملات بانک مرکزی تا ${formatJalaliMonth(formatMonth(ix.cbiLast))}${listings}`;
}

const round = (v: number, step: number) => Math.round(v / step) * step;

/** A valuation's default price date for a kind (Jalali YYYY-MM): the index's latest month (rent: while its method holds). */
function priceMonth(kind: ModelKind): number {
  return priceDates(loadModel(kind)).last;
}

export function marketPriceDate(kind: ModelKind): string {
  return formatMonth(priceMonth(kind));
}

/**
 * Price per m² of a neighbourhood's listings (median and the middle half, 25th–75th percentile) and, with an area,
 * the same × the area. Rent figures are full-deposit equivalents; with a deposit, the monthly rent for the rest at
 * the product's conversion rate. null when the neighbourhood has too few listings to say anything.
 */
export function marketFigures(input: { kind: ModelKind; neighbourhood: Neighbourhood; area?: number | null; deposit?: number | null }): MarketCard | null {
  const m = loadModel(input.kind);
  const month = priceMonth(input.kind);
  const stats = neighbourhoodStats(m, input.neighbourhood.id, input.neighbourhood.district, month);
  if (!stats || stats.listings < NEIGHBOURHOOD_STATS_MIN_LISTINGS) return null;
  const perM2 = { median: stats.median, low: stats.p25, high: stats.p75 };
  return {
    type: 'market',
    kind: input.kind,
    place: neighbourhoodRef(input.neighbourhood),
    price_date: formatMonth(month),
    listings: stats.listings,
    listing_months: m.data.months,
    per_m2: perM2,
    ...sized(input.kind, perM2, input.area, input.deposit),
    label: MARKET_LABEL,
    source: SOURCES[input.kind],
  };
}

/**
 * A flat's figures from the per-m² ones: × the area, and for rent (full-deposit equivalents) the monthly rent for the
 * rest of a deposit at the product's conversion rate. Nothing without an area.
 */
function sized(kind: ModelKind, perM2: MarketCard['per_m2'], areaSaid: number | null | undefined, depositSaid: number | null | undefined): Pick<MarketCard, 'area' | 'total' | 'monthly_rent'> {
  const area = areaSaid && areaSaid > 0 ? areaSaid : null;
  if (!area) return { area, total: null, monthly_rent: null };
  const total = { median: round(perM2.median * area, 1e6), low: round(perM2.low * area, 1e6), high: round(perM2.high * area, 1e6) };
  if (kind !== 'rent') return { area, total, monthly_rent: null };
  const rate = serverEnv().RENT_CONVERSION_RATE;
  const deposit = Math.max(0, depositSaid ?? 0);
  return {
    area,
    total,
    monthly_rent: {
      deposit,
      median: monthlyRentFor(total.median, deposit, rate),
      low: monthlyRentFor(total.low, deposit, rate),
      high: monthlyRentFor(total.high, deposit, rate),
      conversion_rate: rate,
    },
  };
}

/** numpy's default percentile (linear between the closest ranks), as ml/train.py computes the neighbourhoods'. */
function percentile(sorted: readonly number[], q: number): number {
  const at = (q / 100) * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

/**
 * A district's rent figures, for «میانگین اجاره تو منطقه ۲» (no district rent index exists in the data: the SCI
 * survey stops at 1400, and the market index is a sale index): the full-deposit equivalent per m² of the rent
 * listings the model learnt from in the district's neighbourhoods (its comparables table; every plausible listing is
 * kept only as per-neighbourhood statistics, which cannot be pooled into a median), brought from the model's
 * reference month to the rent price date by the district's index, as marketFigures brings a neighbourhood's. Median
 * and the middle half, rounded to 1,000 toman; with a flat's area (a suite's usual size), its full deposit and monthly rent as
 * marketFigures gives a neighbourhood's. null with fewer than NEIGHBOURHOOD_STATS_MIN_LISTINGS listings.
 */
export function districtRentFigures(district: number, flat: { area?: number | null; deposit?: number | null } = {}): MarketCard | null {
  const m = loadModel('rent');
  const month = priceMonth('rent');
  const { y, train } = m.data.comps;
  const values: number[] = [];
  for (const [id, rows] of m.compsByNb) {
    if (getNeighbourhood(id)?.district !== district) continue;
    for (const i of rows) {
      const v = y[i];
      if (train[i] && v !== null && Number.isFinite(v)) values.push(Math.exp(v));
    }
  }
  if (values.length < NEIGHBOURHOOD_STATS_MIN_LISTINGS) return null;
  values.sort((a, b) => a - b);
  const f = Math.exp(logIndex(m, district, month));
  const at = (q: number) => round(percentile(values, q) * f, 1000);
  const perM2 = { median: at(50), low: at(25), high: at(75) };
  return {
    type: 'market',
    kind: 'rent',
    place: districtRef(district),
    price_date: formatMonth(month),
    listings: values.length,
    listing_months: m.data.months,
    per_m2: perM2,
    ...sized('rent', perM2, flat.area, flat.deposit),
    label: MARKET_LABEL,
    source: 'آگهی‌های اجارهٔ منطقه (معادل رهن کامل)، به تاریخ قیمت ارزیاب',
  };
}

/** The district's market index per m² (the one behind every valuation's price date), the last two years. */
export function districtTrend(district: number): TrendCard | null {
  const series = indexTrend(district);
  if (series.length === 0) return null;
  const latest = series[series.length - 1];
  const yearAgo = series.find((p) => p.month === formatMonth((parseMonth(latest.month) ?? 0) - 12));
  return {
    type: 'trend',
    place: districtRef(district),
    source: trendSource(),
    points: series.slice(-24).map((p) => ({ month: p.month, price_per_m2: p.price_per_m2 })),
    latest: { month: latest.month, price_per_m2: latest.price_per_m2 },
    change_12m_percent: yearAgo ? Math.round((1000 * (latest.price_per_m2 - yearAgo.price_per_m2)) / yearAgo.price_per_m2) / 10 : null,
  };
}

/** The trend card's own point twelve months before its latest (what «پارسال چقدر بود؟» asks); null if it has none. */
export function yearAgoPoint(trend: TrendCard): { month: string; price_per_m2: number } | null {
  const month = formatMonth((parseMonth(trend.latest.month) ?? 0) - 12);
  return trend.points.find((p) => p.month === month) ?? null;
}

/**
 * Share (0–1) of a neighbourhood's sale listings that state a parking space / an elevator; null without data.
 * `months`: the first and last month those listings were posted (the environment data's sale listings), not the
 * price index's month, which the listing count was once dated by (QA s10: «۲۸۱ آگهی، دی ۱۴۰۱»).
 */
export function amenityShare(neighbourhoodId: string, amenity: 'parking' | 'elevator'): { share: number; listings: number; months: [string, string] | null } | null {
  const data = environmentData();
  const row = data.market.find((r) => r.id === neighbourhoodId);
  const share = row?.[amenity];
  // The listings that state the amenity either way (a listing that does not say is not counted as «no»); never the
  // neighbourhood's whole count, which would claim listings that said nothing.
  const listings = row ? (row[`${amenity}_n`] ?? 0) : 0;
  if (!row || share === null || share === undefined || listings < NEIGHBOURHOOD_STATS_MIN_LISTINGS) return null;
  return { share, listings, months: data.raw.market_meta.sale_months ?? null };
}

export interface AffordablePlace {
  neighbourhood: Neighbourhood;
  /** the market median × the area (rent: full-deposit equivalent), toman */
  median_total: number;
}

/**
 * Neighbourhoods whose market median × the area fits a budget (buy: price; rent: full-deposit equivalent), the
 * most expensive that fit first. A market screen only: the paid suggestion ranks with the AI model and the
 * environment scores.
 */
export function affordablePlaces(input: { kind: ModelKind; budget: number; area: number; district?: number | null; districts?: readonly number[] }): {
  fitting: AffordablePlace[];
  fitting_count: number;
  /** the three lowest medians × the area, cheapest first (what is nearest when nothing fits) */
  cheapest: AffordablePlace[];
  /** the area screened, m² (a smaller one is tried when nothing fits) */
  area: number;
  /** every neighbourhood screened with its median × the area (fitting or not) */
  all: AffordablePlace[];
  considered: number;
  price_date: string;
  /** the budget compared (rent: the full-deposit equivalent), rounded to a million toman */
  budget: number;
} {
  const districts = input.district ? [input.district] : input.districts;
  const { medians, month } = neighbourhoodMedians(input.kind, districts);
  const all: AffordablePlace[] = medians.map((p) => ({ neighbourhood: p.neighbourhood, median_total: round(p.median_per_m2 * input.area, 1e6) }));
  const fitting = all.filter((p) => p.median_total <= input.budget).sort((a, b) => b.median_total - a.median_total);
  const cheapest = [...all].sort((a, b) => a.median_total - b.median_total).slice(0, 3);
  return { fitting, fitting_count: fitting.length, cheapest, area: input.area, all, considered: all.length, price_date: formatMonth(month), budget: round(input.budget, 1e6) };
}

/** Every neighbourhood with market figures (in `districts`, or all Tehran) and its median per m², at the price month. */
function neighbourhoodMedians(kind: ModelKind, districts: readonly number[] | null | undefined) {
  const m = loadModel(kind);
  const month = priceMonth(kind);
  const medians: Array<{ neighbourhood: Neighbourhood; median_per_m2: number }> = [];
  for (const nb of listNeighbourhoods()) {
    if (districts && !districts.includes(nb.district)) continue;
    const stats = neighbourhoodStats(m, nb.id, nb.district, month);
    if (stats) medians.push({ neighbourhood: nb, median_per_m2: stats.median });
  }
  return { medians, month };
}

/**
 * «ارزون‌ترین محلهٔ منطقه ۵ کجاست؟»: the neighbourhoods with market figures (marketFigures' own medians per m²) in the
 * districts given, or all Tehran, ranked by that median, cheapest or dearest first.
 */
export function rankedPlaces(input: { kind: ModelKind; order: 'cheaper' | 'dearer'; districts?: readonly number[] | null; limit?: number }): {
  places: Array<{ neighbourhood: Neighbourhood; median_per_m2: number }>;
  considered: number;
  price_date: string;
} {
  const { medians: all, month } = neighbourhoodMedians(input.kind, input.districts);
  const sign = input.order === 'cheaper' ? 1 : -1;
  const places = [...all].sort((a, b) => sign * (a.median_per_m2 - b.median_per_m2)).slice(0, input.limit ?? 3);
  return { places, considered: all.length, price_date: formatMonth(month) };
}

/**
 * The model's listings (all Tehran) within the similar-area band of an area: the count a valuation of that size gives
 * as `data_support.similar_area`, and the result page's note quotes when it is below SIMILAR_LISTINGS_MIN; with the
 * band as the note says it («±۲۰٪»).
 */
export function similarAreaCount(kind: ModelKind, area: number): { listings: number; within_percent: number } {
  return { listings: similarAreaListings(loadModel(kind), area), within_percent: Math.round((SIMILAR_AREA_RATIO - 1) * 100) };
}

/** Whether a neighbourhood has enough sale (or rent) listings for market figures: marketFigures' own test. */
export function hasListings(nb: Neighbourhood, kind: ModelKind = 'sale'): boolean {
  return (loadModel(kind).data.nb_stats[nb.id]?.n ?? 0) >= NEIGHBOURHOOD_STATS_MIN_LISTINGS;
}

/** The median area of listings with this many rooms (the suggestion engine's rule for «a 2-room flat»), or null. */
export function typicalAreaFor(kind: 'buy' | 'rent', rooms: number): number | null {
  return typicalArea(kind === 'buy' ? 'sale' : 'rent', rooms);
}
