import 'server-only';

import { ENVIRONMENT_CATEGORY_IDS, ENVIRONMENT_CATEGORY_NAMES, type EnvironmentCategoryId } from '@/lib/contracts/environment';
import type { Suggestion } from '@/lib/contracts/suggestion';
import { persianList } from '@/lib/fa/list';
import { olderFlatWords, smallerFlatWords } from '@/lib/contracts/valuation-display';
import { formatMoney, formatMoneyBeside } from '@/lib/fa/money';
import type { PlaceRow } from './neighbourhood-data';

/**
 * The ranking itself: a pure function over precomputed candidates (one per neighbourhood with enough data), so it
 * is fast (a few thousand arithmetic operations for all of Tehran) and its properties can be tested directly.
 *
 * Match score (0–100) = budget fit (up to 40 points) + environment (up to 45, the user's weights over the 8
 * category scores) + must-haves (up to 15, the share of the neighbourhood's listings that meet them), divided by
 * the points available for this request.
 *
 * Among the places that fit, the budget fit grows with the share of the budget the home takes there (the closer to
 * the budget, the more of it the place puts to use), less the share of its 80 % range above the budget; so with no
 * weights and no must-haves the list starts with the places whose whole range fits, closest to the budget.
 *
 * "Fits" is the point estimate within the budget (so a higher budget never removes a place). The card also says
 * when the price may still exceed the budget: the valuation's 80 % range reaches above it, or the engine's
 * older-flat or smaller-flat check contradicts the estimate. A contradicted place earns no budget points: its estimate
 * may be below the real price (a valuation there is rated low), so its budget fit is unknown and it ranks below places
 * whose estimate holds.
 */

/** A neighbourhood with what the desired home would cost there. */
export interface Candidate extends PlaceRow {
  /** the desired home's value there (buy: price; rent: full-deposit equivalent), toman */
  expected: number;
  /** value per m² at the requested area, toman */
  perM2: number;
  /** the valuation's 80 % range for the home there, toman, in the terms of `expected` */
  low: number;
  high: number;
  /**
   * The engine's older-flat check failed (valuate.ts coreEstimate, `data_support.older_flat`): the same home built
   * in `buildYear` is valued at `expected`, far above this one. Null when the check passes.
   */
  olderFlat: { buildYear: number; expected: number } | null;
  /**
   * The engine's smaller-flat check (sale only, `data_support.smaller_flat`): the same home `area` m² is valued at
   * `expected`, above this one by more than SMALLER_FLAT_TOLERANCE; null when it passes. Absent: not checked, read as
   * passing. It costs three more scorings per place, so suggest-locations.ts runs it for the cards shown only and
   * ranks again until every card shown has been checked (see rankChecked there).
   */
  smallerFlat?: { area: number; expected: number } | null;
  /** 0–1, null when unknown or no must-have was set */
  mustHaveShare: number | null;
  dataPoints: number;
  thinData: boolean;
}

export interface RankRequest {
  kind: 'buy' | 'rent';
  /** buy: total budget; rent: deposit + monthly rent / rate (full-deposit terms), toman */
  budget: number;
  /** rent: the deposit the user has, to split the expected value (deposit ≤ this) */
  depositBudget?: number;
  /** rent: monthly rent per toman of deposit */
  conversionRate?: number;
  area: number;
  weights: Record<EnvironmentCategoryId, number>;
  mustHaves: boolean;
  includeDistricts: readonly number[];
  excludeDistricts: readonly number[];
  limit: number;
  /**
   * The complementary report: when fewer places fit than the limit, the list goes on with the closest places over
   * budget (each with the extra budget it needs), so it repeats the base report only when every place considered fits.
   */
  stretch?: boolean;
}

export interface RankResult {
  fits: boolean;
  fittingCount: number;
  consideredCount: number;
  suggestions: Suggestion[];
  /** ids of every fitting neighbourhood (not only the top list): the budget-monotonicity property is about this set */
  fittingIds: string[];
}

const BUDGET_POINTS = 40;
const ENVIRONMENT_POINTS = 45;
const MUST_HAVE_POINTS = 15;
/** A must-have share from this level up counts fully (a third of the listings is a healthy supply). */
const MUST_HAVE_FULL_SHARE = 0.3;
const MIN_AREA = 15;

const round = (v: number, step: number) => Math.round(v / step) * step;
const ceilTo = (v: number, step: number) => Math.ceil(v / step) * step;
const faPercent = (v: number) => `${Math.round(Math.abs(v)).toLocaleString('fa-IR')}٪`;
const faInt = (v: number) => Math.round(v).toLocaleString('fa-IR', { useGrouping: false });

function budgetPoints(c: Candidate, budget: number): number {
  // The engine contradicts this estimate: whether the home fits the budget is unknown (see the file comment).
  if (contradicted(c)) return 0;
  const r = c.expected / budget;
  const above = c.high > c.low ? Math.min(1, Math.max(0, (c.high - budget) / (c.high - c.low))) : 0;
  if (r <= 1) {
    // Fits. A place far below the budget is a slightly weaker match: the user can afford more than it offers. The
    // fit rises all the way to the budget: full points from 60 % of it up made every fit there score 100, and the
    // tie-break (cheaper first) then listed ten places at 60 % of the budget (QA, 20 bn for 90 m²: all ten at ~12.1 bn,
    // «۳۹٪ کمتر از بودجه», of 222 that fit), a ranking that said nothing.
    // The share of the valuation's 80 % range above the budget is taken off: a place whose price may well exceed the
    // budget is a weaker fit than one whose whole range is within it (else the top of the list was the places just
    // under the budget, nearly all of which may exceed it). Over the budget too, so no place over it scores above a
    // fit whose range reaches as high.
    return BUDGET_POINTS * (0.75 + 0.25 * r) * (1 - above);
  }
  // Short of budget (only used to order the closest options): fades out at 40 % over.
  return BUDGET_POINTS * Math.max(0, 0.7 * (1 - (r - 1) / 0.4)) * (1 - above);
}

/**
 * Linear in each weight while the weights add up to at most 1 (the user's absolute "how much I care"), shares of
 * the 45 points beyond that. A category without data at a place contributes nothing — it is never guessed.
 */
function environmentPoints(c: Candidate, weights: Record<EnvironmentCategoryId, number>, weightSum: number): number {
  if (weightSum <= 0) return 0;
  let s = 0;
  for (const id of ENVIRONMENT_CATEGORY_IDS) {
    const w = weights[id];
    const v = c.categories[id];
    if (w > 0 && v !== null) s += w * (v / 100);
  }
  return (ENVIRONMENT_POINTS * s) / Math.max(1, weightSum);
}

function mustHavePoints(c: Candidate, mustHaves: boolean): number {
  if (!mustHaves) return MUST_HAVE_POINTS;
  // Unknown supply: half credit — neither rewarded nor ruled out.
  if (c.mustHaveShare === null) return MUST_HAVE_POINTS / 2;
  return MUST_HAVE_POINTS * Math.min(1, c.mustHaveShare / MUST_HAVE_FULL_SHARE);
}

function strongCategories(c: Candidate, weights: Record<EnvironmentCategoryId, number>, weightSum: number): string[] {
  const scored = ENVIRONMENT_CATEGORY_IDS.map((id) => ({ id, v: c.categories[id], w: weightSum > 0 ? weights[id] : 1 }))
    .filter((x) => x.v !== null && x.w > 0 && (x.v as number) >= 60)
    .sort((a, b) => b.w * (b.v as number) - a.w * (a.v as number));
  return scored.slice(0, 2).map((x) => ENVIRONMENT_CATEGORY_NAMES[x.id]);
}

/** The engine contradicts the place's estimate (older-flat or smaller-flat check). */
const contradicted = (c: Candidate): boolean => c.olderFlat !== null || (c.smallerFlat ?? null) !== null;

/** The budget left over, in percent to one decimal: the card's figure and the reason's "حدود N٪" round this same number. */
function marginPercent(c: Candidate, req: RankRequest): number {
  return Math.round(((req.budget - c.expected) / req.budget) * 1000) / 10;
}

/**
 * Fits on the point estimate, yet the price may exceed the budget: the range's top (`top`, rounded as the card shows
 * it) is above it, or the engine contradicts the estimate.
 */
function mayExceedBudget(c: Candidate, req: RankRequest, fits: boolean, top: number): boolean {
  return fits && (top > req.budget || contradicted(c));
}

function reasonFor(c: Candidate, req: RankRequest, fits: boolean, weightSum: number, needed: Suggestion['needed'], top: number): string {
  const parts: string[] = [];
  if (fits) {
    const percent = marginPercent(c, req);
    const margin = Math.abs(percent) < 0.5 ? 'تقریباً هم‌اندازهٔ بودجهٔ شما' : `حدود ${faPercent(percent)} کمتر از بودجهٔ شما`;
    // The card's rounded top, decided and printed as one figure, and never printed so that it reads the same as the
    // budget beside it (a 1.047 billion top read «۱ میلیارد» under a «۱٫۰۴ میلیارد» budget).
    parts.push(top > req.budget ? `${margin}، ولی بازهٔ ${req.kind === 'rent' ? 'رهن کامل' : 'قیمت'} تا ${formatMoneyBeside(top, req.budget)} می‌رسد و ممکن است از بودجه بیشتر شود` : margin);
  } else if (needed) {
    const more = `${formatMoney(needed.budget)} ${req.kind === 'rent' ? 'ودیعهٔ بیشتر (معادل رهن کامل)' : 'بودجهٔ بیشتر'} لازم است`;
    parts.push(needed.affordable_area !== null ? `${more} یا خانه‌ای حدود ${faInt(needed.affordable_area)} متری` : more);
  }
  const strong = strongCategories(c, req.weights, weightSum);
  if (strong.length) parts.push(`قوی در ${strong.join('، ')}`);
  if (req.mustHaves && c.mustHaveShare !== null) {
    parts.push(c.mustHaveShare < 0.1 ? 'خانهٔ دارای امکانات خواسته‌شده در این محله کم‌یاب است' : `${faPercent(c.mustHaveShare * 100)} آگهی‌ها امکانات خواسته‌شده را دارند`);
  }
  if (c.olderFlat) {
    // The valuation result's own words (a place flagged so is rated low there too).
    parts.push(olderFlatWords(c.olderFlat.buildYear, round(c.olderFlat.expected, 1e6)));
  }
  if (c.smallerFlat) parts.push(smallerFlatWords(c.smallerFlat.area, round(c.smallerFlat.expected, 1e6)));
  if (c.thinData) parts.push('داده‌های محله محدود است');
  return parts.join('؛ ');
}

function toSuggestion(c: Candidate, req: RankRequest, score: number, fits: boolean, weightSum: number): Suggestion {
  const expected = round(c.expected, 1e6);
  const top = round(c.high, 1e6);
  const marginToman = req.budget - c.expected;
  let needed: Suggestion['needed'];
  if (!fits) {
    const areaForBudget = Math.floor(req.budget / c.perM2);
    needed = { budget: ceilTo(-marginToman, 1e6), affordable_area: areaForBudget >= MIN_AREA && areaForBudget < req.area ? areaForBudget : null };
  }
  // A shortfall is one figure, rounded once (up: the budget it takes): the card's «… بیشتر از بودجه» and the reason's
  // «… بودجهٔ بیشتر لازم است» said 113 and 114 million for the same 113.4 when the margin was rounded on its own.
  const marginRounded = needed ? -needed.budget : round(marginToman, 1e6);
  const s: Suggestion = {
    neighbourhood: { id: c.id, name: c.name },
    district: c.district,
    district_name: c.districtName,
    latitude: c.lat,
    longitude: c.lng,
    area: req.area,
    margin: { toman: marginRounded, percent: marginPercent(c, req) },
    fits,
    may_exceed_budget: mayExceedBudget(c, req, fits, top),
    range: { low: round(c.low, 1e6), high: top },
    ...(c.olderFlat ? { older_flat: { build_year: c.olderFlat.buildYear, expected: round(c.olderFlat.expected, 1e6) } } : {}),
    ...(c.smallerFlat ? { smaller_flat: { area: c.smallerFlat.area, expected: round(c.smallerFlat.expected, 1e6) } } : {}),
    ...(needed ? { needed } : {}),
    match_score: Math.round(score),
    categories: ENVIRONMENT_CATEGORY_IDS.map((id) => ({ id, name: ENVIRONMENT_CATEGORY_NAMES[id], score: c.categories[id] })),
    must_have_share: c.mustHaveShare === null ? null : Math.round(c.mustHaveShare * 100) / 100,
    data_points: c.dataPoints,
    thin_data: c.thinData,
    reason: reasonFor(c, req, fits, weightSum, needed, top),
  };
  if (req.kind === 'buy') s.expected_price = expected;
  else {
    s.expected_full_deposit = expected;
    const rate = req.conversionRate ?? 0.03;
    const deposit = Math.min(round(req.depositBudget ?? 0, 1e6), expected);
    s.expected_split = { deposit, monthly_rent: round((expected - deposit) * rate, 1e5) };
  }
  return s;
}

/**
 * What the list is ranked by for this request, in Persian, for the result page (the cards' «تناسب» alone said
 * nothing: QA, all ten at 100): the parts of the score the request uses, as budgetPoints, environmentPoints and
 * mustHavePoints count them.
 */
export function rankingWords(req: Pick<RankRequest, 'kind' | 'weights' | 'mustHaves'>): string {
  const value = req.kind === 'rent' ? 'معادل رهن کامل' : 'قیمت برآوردی';
  const parts = [`نزدیکی ${value} به بودجه (محله‌ای که بازهٔ قیمتش از بودجه می‌گذرد پایین‌تر می‌آید)`];
  const weighted = ENVIRONMENT_CATEGORY_IDS.filter((id) => req.weights[id] > 0).map((id) => ENVIRONMENT_CATEGORY_NAMES[id]);
  if (weighted.length > 0) parts.push(`امتیاز دسته‌هایی که مهم شمرده‌اید (${weighted.join('، ')})`);
  if (req.mustHaves) parts.push('سهم آگهی‌های محله که امکانات خواسته‌شده را دارند');
  return `ترتیب محله‌های درون بودجه بر پایهٔ این‌هاست: ${persianList(parts)}.`;
}

/** Ranks the candidates for a request; see the file comment for the score. */
export function rankNeighbourhoods(candidates: readonly Candidate[], req: RankRequest): RankResult {
  const include = new Set(req.includeDistricts);
  const exclude = new Set(req.excludeDistricts);
  const weightSum = ENVIRONMENT_CATEGORY_IDS.reduce((s, id) => s + Math.max(0, req.weights[id] ?? 0), 0);
  const available = BUDGET_POINTS + MUST_HAVE_POINTS + (weightSum > 0 ? ENVIRONMENT_POINTS : 0);

  const scored: Array<{ c: Candidate; score: number; fits: boolean }> = [];
  for (const c of candidates) {
    if (!(c.expected > 0) || !Number.isFinite(c.expected)) continue;
    if (include.size > 0 && !include.has(c.district)) continue;
    if (exclude.has(c.district)) continue;
    const pts = budgetPoints(c, req.budget) + environmentPoints(c, req.weights, weightSum) + mustHavePoints(c, req.mustHaves);
    scored.push({ c, score: (100 * pts) / available, fits: c.expected <= req.budget });
  }
  const fitting = scored.filter((s) => s.fits);
  const byScore = (a: (typeof scored)[number], b: (typeof scored)[number]) => b.score - a.score || a.c.expected - b.c.expected || (a.c.id < b.c.id ? -1 : 1);
  let top: typeof scored;
  // The closest options over budget: by the extra budget they need, the better match first on a tie.
  const closest = () => scored.filter((s) => !s.fits).sort((a, b) => a.c.expected - b.c.expected || byScore(a, b));
  if (fitting.length > 0) {
    top = [...fitting].sort(byScore).slice(0, req.limit);
    if (req.stretch && top.length < req.limit) top = [...top, ...closest().slice(0, req.limit - top.length)];
  } else {
    top = closest().slice(0, req.limit);
  }
  return {
    fits: fitting.length > 0,
    fittingCount: fitting.length,
    consideredCount: scored.length,
    suggestions: top.map((s) => toSuggestion(s.c, req, s.score, s.fits, weightSum)),
    fittingIds: fitting.map((s) => s.c.id),
  };
}
