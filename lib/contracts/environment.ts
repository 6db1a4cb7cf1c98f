import { z } from 'zod';
import { postToken, requestId, resultUuid, serviceRef } from '@/lib/contracts/refs';
import { errorMessages } from '@/lib/errors/catalogue';
import { toLatinDigits, toPersianDigits } from '@/lib/fa/digits';
import { pickedPlace, PLACE_REQUIRED } from '@/lib/contracts/place';
import type { AgentType } from '@/lib/contracts/billing';
import type { ValuationDivarLink } from '@/lib/contracts/valuation';

// Neighbourhood (environment) evaluation contracts (issue 7; spec §2 /neighborhood and
// /services/environment-evaluation/result?uuid=…, §7 /api/houses/environmental-evaluation/…).

export { ENVIRONMENT_CATEGORY_IDS, ENVIRONMENT_CATEGORY_NAMES, type EnvironmentCategoryId } from './environment-categories';
import type { EnvironmentCategoryId } from './environment-categories';

/** base: overall, categories and the ten headline criteria; extended: all 50, map layers, print layout. */
export type EnvironmentTier = 'base' | 'extended';

// spec §8 'your property location is outside our service area', worded once in the error catalogue.
export const OUTSIDE_SERVICE_AREA_MESSAGE = errorMessages.outsideServiceArea;
export const NO_DATA_LABEL = 'داده در دسترس نیست';

const latin = (v: unknown) => (typeof v === 'string' ? toLatinDigits(v).trim().replace(/٫/g, '.') : v);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const coordinate = (min: number, max: number, label: string) =>
  z.preprocess(
    (v) => blankToUndefined(latin(v)),
    z.coerce
      .number({ error: `${label} معتبر نیست` })
      .refine(Number.isFinite, `${label} معتبر نیست`)
      .min(min, `${label} معتبر نیست`)
      .max(max, `${label} معتبر نیست`)
      .optional(),
  );


export const createEnvironmentEvaluationBody = z
  .object({
    service: serviceRef,
    request_id: requestId,
    latitude: coordinate(-90, 90, 'عرض جغرافیایی'),
    longitude: coordinate(-180, 180, 'طول جغرافیایی'),
    neighbourhood: z.preprocess(blankToUndefined, z.string().trim().min(1).max(100).optional()),
    /** The Divar ad evaluated (issue 28: its advertiser and visitor flows; their services require it, the others refuse it). */
    divar_post_token: z.preprocess(blankToUndefined, postToken.optional()),
  })
  .superRefine((v, ctx) => {
    const hasPoint = v.latitude !== undefined && v.longitude !== undefined;
    if (!hasPoint && !v.neighbourhood) {
      if (v.latitude === undefined) ctx.addIssue({ code: 'custom', path: ['latitude'], message: PLACE_REQUIRED });
      if (v.longitude === undefined) ctx.addIssue({ code: 'custom', path: ['longitude'], message: PLACE_REQUIRED });
    }
  });
export type CreateEnvironmentEvaluationBody = z.input<typeof createEnvironmentEvaluationBody>;

/** The /neighborhood form (spec §2): the place picked on the map or by name. */
export const environmentForm = z.object({ place: pickedPlace(PLACE_REQUIRED) });
export type EnvironmentFormValues = z.output<typeof environmentForm>;

export const upgradeEnvironmentEvaluationBody = z.object({
  uuid: resultUuid('شناسهٔ ارزیابی معتبر نیست'),
  service: serviceRef.optional(),
});

export const environmentUuidParam = z.uuid({ error: 'شناسهٔ ارزیابی معتبر نیست' });

export interface EnvironmentCategoryResult {
  id: EnvironmentCategoryId;
  name: string;
  /** 0–100; null when no criterion of the category has data at this place. */
  score: number | null;
  /**
   * The category's share of the overall score, percent: its criteria's weights over those of all criteria, both
   * counting only criteria with data here (the overall is the categories' scores averaged with these shares).
   */
  weight: number;
  /** Median of the same category over every neighbourhood centre of Tehran. */
  tehran_median: number | null;
}

export interface EnvironmentCriterionResult {
  id: string;
  name: string;
  description: string;
  category: EnvironmentCategoryId;
  value: number | null;
  unit: string;
  score: number | null;
  available: boolean;
  /** Why there is no value ("داده در دسترس نیست" criteria). */
  reason?: string;
  /** Dataset the value comes from (Persian), with its date. */
  source: string;
  weight: number;
  method: string;
  /** The place that decided the value, e.g. the nearest hospital's name. */
  detail?: string;
  tehran_median_value: number | null;
  /** How many of Tehran's neighbourhood centres that median is over, when fewer than all had a value (partial
   * coverage: the BRT stations located on two of ten lines reach 148 of 683); absent when it is Tehran's. */
  tehran_median_places?: number;
}

export interface EnvironmentNearbyPlace {
  kind: string;
  kind_name: string;
  name: string;
  latitude: number;
  longitude: number;
  distance_m: number;
}

export interface EnvironmentSource {
  id: string;
  name: string;
  date: string;
  licence: string;
}

export interface EnvironmentPlace {
  latitude: number;
  longitude: number;
  city: string;
  district: number;
  district_name: string;
  neighbourhood: { id: string; name: string };
}

export interface EnvironmentEvaluationResult {
  uuid: string;
  tier: EnvironmentTier;
  created_at: string;
  criteria_version: string;
  place: EnvironmentPlace;
  overall_score: number;
  /** Share of Tehran's neighbourhood centres scoring below this place, 0–100. */
  percentile: number | null;
  tehran_median_score: number | null;
  categories: EnvironmentCategoryResult[];
  criteria: EnvironmentCriterionResult[];
  /** Counts over all 50 (the base tier lists only some criteria). */
  criteria_total: number;
  criteria_available: number;
  /** Extended tier only (empty in base). */
  nearby: EnvironmentNearbyPlace[];
  sources: EnvironmentSource[];
  /** Whether an upgrade to the extended report is possible (false when already extended). */
  can_upgrade: boolean;
  /** Whose services paid for it (spec §3). */
  agent_type: AgentType;
  /** The Divar ad it evaluates (issue 28), null otherwise: the same link a Divar valuation has. */
  divar: ValuationDivarLink | null;
}

export interface CreateEnvironmentEvaluationResponse {
  uuid: string;
}

/**
 * The overall score's place among Tehran's neighbourhoods, in the one wording every page uses (the result's chip and
 * the /reports row said «بهتر از» and «بالاتر از» for the same figure): «بالاتر از ۲۷٪ محله‌های تهران».
 */
export function percentileWords(percentile: number): string {
  return `بالاتر از ${toPersianDigits(Math.round(percentile))}٪ محله‌های تهران`;
}

/** Overall score → a band in words (result page). */
export function scoreBand(score: number): { label: string; tone: 'success' | 'info' | 'warning' | 'error' } {
  if (score >= 80) return { label: 'عالی', tone: 'success' };
  if (score >= 65) return { label: 'خیلی خوب', tone: 'success' };
  if (score >= 50) return { label: 'خوب', tone: 'info' };
  if (score >= 35) return { label: 'متوسط', tone: 'warning' };
  return { label: 'ضعیف', tone: 'error' };
}

export interface LocationSearchResult {
  id: string;
  name: string;
  district: string;
  latitude: number;
  longitude: number;
  /** Why a neighbourhood is offered when it is not its name: the street typed («خیابان نامجو»); shown beside the name. */
  via?: string;
}

export interface ConvertGeoLocationResponse {
  city: string;
  district: string;
  neighbourhood: string;
}
