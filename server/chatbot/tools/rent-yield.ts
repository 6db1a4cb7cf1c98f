import 'server-only';

import { median } from '@/lib/median';
import { environmentData, type MarketRow } from '@/server/environment/environment-data';
import { DEFAULT_RENT_CONVERSION_RATE } from '@/server/valuation/engine/valuate';
import { getNeighbourhood } from '@/server/places/catalogue';
import type { Neighbourhood } from '@/server/places/types';

// The gross rental yield of a neighbourhood: the environment evaluation's own «بازده اجاره به قیمت» (criterion
// rent_yield), computed by ml/build_environment.py — the median annual rent per m² (12 × (monthly rent + 3 % of the
// deposit a month)) over the median price per m² of the built flats of the same neighbourhood (pre-sales left out),
// both brought to one month by the district's index, with at least 10 listings of each. Not marketFigures' two
// medians divided: those count pre-sales in the price (Chitgar's listings are mostly towers being pre-sold, and their
// ratio said 11.6 % where the built flats' says 4.9 %). Neighbourhoods without enough listings have none.

/** Listings of each kind a neighbourhood needs for a yield (ml/build_environment.py MIN_YIELD_LISTINGS). */
export const YIELD_MIN_LISTINGS = 10;

export interface PlaceYield {
  neighbourhood: Neighbourhood;
  /** gross yield, a fraction of the price a year (0.047 = 4.7 %) */
  yield: number;
  rent_listings: number;
  /** sale listings of built flats (the price the yield is over) */
  sale_listings: number;
  /** the same said as a full deposit («رهن کامل») over the price: yield ÷ (12 × the monthly rate) */
  full_deposit_share: number;
}

/**
 * What every yield rests on, as the answer says it: the listings' months (Jalali YYYY-MM, when the data says), the
 * monthly rate the data was built at (ml/build_environment.py, not the operator's RENT_CONVERSION_RATE of today), the
 * months of a year the rent is counted for, the listings each kind needs, and Tehran's median yield to read one by.
 */
export function yieldBasis(): {
  rent_months: [string, string] | null;
  sale_months: [string, string] | null;
  monthly_rate: number;
  months_a_year: number;
  min_listings: number;
  tehran: { median: number; neighbourhoods: number };
} {
  const meta = environmentData().raw.market_meta;
  const all = yieldsRanked();
  return {
    rent_months: meta.rent_months ?? null,
    sale_months: meta.sale_months ?? null,
    monthly_rate: DEFAULT_RENT_CONVERSION_RATE,
    months_a_year: 12,
    min_listings: YIELD_MIN_LISTINGS,
    tehran: { median: median(all.map((y) => y.yield)) ?? 0, neighbourhoods: all.length },
  };
}

/** A district's (or districts') yields: how many, the lowest, the highest and their median; null with none. */
export function yieldSpread(districts: readonly number[]): { count: number; low: PlaceYield; high: PlaceYield; median: number; top: PlaceYield[] } | null {
  const ys = yieldsRanked(districts);
  if (ys.length === 0) return null;
  return { count: ys.length, low: ys[ys.length - 1], high: ys[0], median: median(ys.map((y) => y.yield)) ?? 0, top: ys.slice(0, 3) };
}

const placeYield = (row: MarketRow): PlaceYield | null => {
  const nb = getNeighbourhood(row.id);
  if (!nb || row.yield === null || row.rent_n < YIELD_MIN_LISTINGS) return null;
  return { neighbourhood: nb, yield: row.yield, rent_listings: row.rent_n, sale_listings: row.built_n ?? row.n, full_deposit_share: row.yield / (12 * DEFAULT_RENT_CONVERSION_RATE) };
};

/** A neighbourhood's yield, or why it has none (its listing counts; null counts: no listings of it at all). */
export function neighbourhoodYield(nb: Neighbourhood): { figure: PlaceYield | null; rent_listings: number; sale_listings: number } {
  const row = environmentData().marketById.get(nb.id);
  if (!row) return { figure: null, rent_listings: 0, sale_listings: 0 };
  return { figure: placeYield(row), rent_listings: row.rent_n, sale_listings: row.built_n ?? row.n };
}

/** Every neighbourhood with a yield (in `districts`, or all Tehran), highest first. */
export function yieldsRanked(districts?: readonly number[] | null): PlaceYield[] {
  return environmentData()
    .market.filter((r) => !districts || districts.includes(r.district))
    .map(placeYield)
    .filter((y): y is PlaceYield => y !== null)
    .sort((a, b) => b.yield - a.yield);
}

/** The neighbourhoods of nb's district with a yield, nearest first (what to offer where nb has none). */
export function nearbyYields(nb: Neighbourhood, limit = 3): PlaceYield[] {
  const km = (a: Neighbourhood) => Math.hypot((a.lat - nb.lat) * 111, (a.lng - nb.lng) * 111 * Math.cos((nb.lat * Math.PI) / 180));
  return yieldsRanked([nb.district])
    .filter((y) => y.neighbourhood.id !== nb.id)
    .sort((a, b) => km(a.neighbourhood) - km(b.neighbourhood))
    .slice(0, limit);
}

/**
 * What a yield means for a price: «اگه خونه ۱۰ میلیاردی بخرم و اجاره بدم ماهی چقدر درمیاد؟». The annual rent (with
 * the deposit's worth) is the yield × the price; with no deposit that is twelve monthly rents, and as a full deposit
 * it is the annual rent over 12 × the monthly rate the yield was built at. Rounded as a chat says money: the year and
 * the full deposit to a million toman, the month to 100,000.
 */
export function yieldOnPrice(price: number, grossYield: number): { price: number; yield: number; annual: number; monthly: number; full_deposit: number } {
  const annual = grossYield * price;
  return {
    price,
    yield: grossYield,
    annual: Math.round(annual / 1e6) * 1e6,
    monthly: Math.round(annual / 12 / 1e5) * 1e5,
    full_deposit: Math.round(annual / (12 * DEFAULT_RENT_CONVERSION_RATE) / 1e6) * 1e6,
  };
}

/**
 * The yield a flat's two market medians imply (marketFigures: the price and the no-deposit monthly rent of that size):
 * twelve months' rent over the price. It differs from the neighbourhood's yield because the price median counts every
 * sale listing, pre-sales too, and the two medians are taken apart (the yield is the built flats' only).
 */
export function impliedYield(price: number, monthlyRent: number): number {
  return (12 * monthlyRent) / price;
}
