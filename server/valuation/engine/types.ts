import 'server-only';

import type {
  ValuationComparable,
  ValuationDataSupport,
  ValuationDriver,
  ValuationNeighbourhoodStats,
  ValuationPriceIndex,
  ValuationUnreadInput,
  ValuationWhatIf,
} from '@/lib/contracts/valuation';
import type { NeighbourhoodId } from '@/server/places/types';

export type Confidence = 'high' | 'medium' | 'low';
/** Where the listing comes from; prices differ slightly between portals. Default: divar. */
export type ListingSource = 'divar' | 'portal' | 'other';

interface CommonInput {
  /** WGS84; used to find the district/neighbourhood and to rank comparables by distance. */
  latitude?: number;
  longitude?: number;
  /** Neighbourhood id, Divar slug or Persian name (normalised). Required when no coordinates are given. */
  neighbourhood?: string;
  /** Floor area, m². */
  area: number;
  /** Jalali build year, e.g. 1395. */
  buildYear: number;
  elevator?: boolean;
  parking?: boolean;
  storage?: boolean;
  /** Jalali 'YYYY-MM'; default the latest month the data supports. */
  asOf?: string;
  /** Number of comparable listings to return, 0–30 (default 10). */
  comparables?: number;
}

export interface SaleInput extends CommonInput {
  rooms?: number;
  floor?: number;
  totalFloors?: number;
  source?: ListingSource;
}

export interface RentInput extends CommonInput {
  rooms?: number;
  floor?: number;
  /** Monthly rent per toman of deposit; default RENT_CONVERSION_RATE or 0.03. */
  conversionRate?: number;
}

// The engine's drivers, comparables and statistics are exactly what the API returns.
export type Driver = ValuationDriver;
export type Comparable = ValuationComparable;
export type NeighbourhoodStats = ValuationNeighbourhoodStats;

export interface TrendPoint {
  /** Jalali 'YYYY-MM' */
  month: string;
  price_per_m2: number;
  /** the series that month's movement follows: Central Bank transactions, Kilid asking prices, an imported month */
  source: 'cbi' | 'kilid' | 'operator';
}

export interface ValuationPlace {
  city: 'تهران';
  district: number;
  district_name: string;
  neighbourhood: { id: NeighbourhoodId; name_fa: string; slug: string | null };
}

export interface ValuationBase {
  /** Jalali 'YYYY-MM' the estimate is expressed at */
  price_date: string;
  /** the market index that brought the estimate to the price date */
  price_index: ValuationPriceIndex;
  place: ValuationPlace;
  drivers: Driver[];
  /** Where the drivers start (toman): baseline + Σ effects = the estimate (engine `drivers`). */
  drivers_baseline: number;
  /** The same flat with each amenity the model reads for it flipped, valued by the same engine (valuate.ts amenityWhatIf). */
  what_if: ValuationWhatIf[];
  /** Inputs the model does not read for this flat, whatever their value (valuate.ts unreadInputs). */
  unread_inputs: ValuationUnreadInput[];
  comparables: Comparable[];
  /** null when the neighbourhood has fewer than 5 listings in the data */
  neighbourhood_stats: NeighbourhoodStats | null;
  /** The district's market index, toman/m², every month it covers (Central Bank to 1401-09, then Kilid). */
  district_trend: TrendPoint[];
  /** Neighbourhood listings behind this estimate (thin data → wider range, lower confidence). */
  data_points: number;
  /** The model's listings like the flat in area and build year (few → low confidence, SIMILAR_LISTINGS_MIN). */
  data_support: ValuationDataSupport;
  label: 'برآورد هوشمند، نه کارشناسی رسمی';
}

export interface SaleValuation extends ValuationBase {
  kind: 'sale';
  estimate: { total: number; per_m2: number; low: number; high: number; confidence: Confidence };
}

export interface RentValuation extends ValuationBase {
  kind: 'rent';
  estimate: {
    /** full-deposit (رهن کامل) equivalent, toman */
    full_deposit: number;
    per_m2: number;
    low: number;
    high: number;
    confidence: Confidence;
    conversion_rate: number;
    /** monthly rent if no deposit were paid = full_deposit × rate */
    monthly_rent_without_deposit: number;
    /** a few deposit/rent splits of the same value */
    splits: Array<{ deposit: number; monthly_rent: number }>;
  };
}
