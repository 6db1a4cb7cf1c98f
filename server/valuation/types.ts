import 'server-only';

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

export interface Driver {
  /** feature group key, e.g. 'area', 'location', 'comparables' */
  feature: string;
  /** Persian label */
  label: string;
  /** effect on this estimate, integer toman (positive raises it); effects sum to estimate − baseline */
  effect: number;
}

export interface Comparable {
  neighbourhood: { id: NeighbourhoodId; name_fa: string };
  area: number;
  build_year: number | null;
  rooms: number | null;
  floor: number | null;
  elevator: boolean | null;
  parking: boolean | null;
  /** km from the requested point when both have coordinates */
  distance_km: number | null;
  /** Jalali 'YYYY-MM' of the listing */
  listing_month: string;
  source: string;
  /** sale: asking price; rent: deposit and monthly rent as listed */
  asking_price?: number;
  deposit?: number;
  monthly_rent?: number;
  /** sale: price/m², rent: full-deposit equivalent per m² (as listed) */
  price_per_m2: number;
  /** the listing's value brought to the price date with the index */
  adjusted_to_price_date: number;
}

export interface NeighbourhoodStats {
  neighbourhood_id: NeighbourhoodId;
  listings: number;
  /** toman per m² at the price date (rent: full-deposit equivalent per m²) */
  mean: number;
  p10: number;
  p25: number;
  median: number;
  p75: number;
  p90: number;
  histogram: { edges: number[]; counts: number[] } | null;
}

export interface TrendPoint {
  /** Jalali 'YYYY-MM' */
  month: string;
  price_per_m2: number;
}

export interface ValuationPlace {
  city: 'تهران';
  district: number;
  district_name: string;
  neighbourhood: { id: NeighbourhoodId; name_fa: string; slug: string | null };
}

interface ValuationBase {
  /** Jalali 'YYYY-MM' the estimate is expressed at */
  price_date: string;
  place: ValuationPlace;
  drivers: Driver[];
  comparables: Comparable[];
  /** null when the neighbourhood has fewer than 5 listings in the data */
  neighbourhood_stats: NeighbourhoodStats | null;
  /** Central Bank of Iran (sale transactions) monthly price/m² for the district, toman */
  district_trend: TrendPoint[];
  /** Neighbourhood listings behind this estimate (thin data → wider range, lower confidence). */
  data_points: number;
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
