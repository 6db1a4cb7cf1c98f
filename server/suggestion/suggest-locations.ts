import 'server-only';

import { confidenceCause } from '@/lib/contracts/confidence-reason';
import type { LocationSuggestionInput, Suggestion, RentSuggestionInput, SuggestionKind, SuggestionResult, SuggestionTier } from '@/lib/contracts/suggestion';
import { AREA_OR_ROOMS_REQUIRED, SUGGESTION_LIMIT } from '@/lib/contracts/suggestion';
import { THIN_NEIGHBOURHOOD_LISTINGS } from '@/lib/contracts/valuation-constants';
import { invalidField } from '@/server/core/errors';
import { loadModel } from '@/server/valuation/engine/artifacts';
import { parseMonth } from '@/server/valuation/engine/months';
import { priceIndexInfo } from '@/server/valuation/engine/price-index';
import { rentConversionRate, similarAreaListings } from '@/server/valuation/engine/valuate';
import { DEFAULT_AGE, mustHaveShares, placeRows, priceDate, typicalArea, typicalRooms, unitChecks, unitEstimates, type UnitCheck, type UnitSpec } from './neighbourhood-data';
import { rankingWords, rankNeighbourhoods, type Candidate, type RankRequest, type RankResult } from './rank-neighbourhoods';

export type SuggestionInput = ({ kind: 'buy' } & LocationSuggestionInput) | ({ kind: 'rent' } & RentSuggestionInput);

export type SuggestionComputed = Omit<SuggestionResult, 'uuid' | 'created_at' | 'tier'>;

/**
 * Budget-driven neighbourhood suggestions for a parsed request: the desired home is priced in every neighbourhood
 * with enough data by the valuation models at their price date, then ranked (rank-neighbourhoods.ts).
 * @throws 400 when neither area nor rooms can give the home's size.
 */
export function suggestLocations(input: SuggestionInput, tier: SuggestionTier): SuggestionComputed {
  const { candidates, req, priceDate: date, request, spec } = prepareRanking(input, tier);
  const { ranked, checks } = rankChecked(candidates, req, spec);
  return {
    kind: input.kind,
    price_date: date,
    // The valuation page's label of the index (its series up to the index's latest month).
    price_index_label: priceIndexInfo(loadModel(spec.kind), 0, parseMonth(date) ?? 0).label,
    fits: ranked.fits,
    fitting_count: ranked.fittingCount,
    considered_count: ranked.consideredCount,
    similar_listings: similarAreaListings(loadModel(spec.kind), request.area),
    ranked_by: rankingWords(req),
    suggestions: ranked.suggestions.map((s) => {
      const c = checks.get(s.neighbourhood.id);
      return c ? { ...s, confidence: c.confidence, ...causeOf(s, c, spec) } : s;
    }),
    request,
    label: 'برآورد هوشمند، نه کارشناسی رسمی',
  };
}

/**
 * Why the card's label is not «اطمینان بالا», by the rule the valuation page uses (confidenceCause), read from the
 * figures the card shows (its rounded range, as the valuation stores it) and the engine's support counts.
 */
function causeOf(s: Suggestion, c: UnitCheck, spec: UnitSpec): Pick<Suggestion, 'confidence_cause'> {
  const headline = s.expected_price ?? s.expected_full_deposit;
  if (!s.range || headline === undefined) return {};
  const cause = confidenceCause({
    kind: spec.kind,
    estimate: { confidence: c.confidence, low: s.range.low, high: s.range.high, total: headline },
    data_points: c.listings,
    data_support: c.support,
    inputs: { area: spec.area, build_year: spec.buildYear, rooms: spec.rooms ?? 0, floor: 0 },
  });
  return cause ? { confidence_cause: cause } : {};
}

/**
 * The ranking with the engine's smaller-flat check known for every card shown. The check (three more scorings a place)
 * is run for the cards a pass shows (unitChecks); a card it flags loses its budget points like an older-flat one, so
 * the list is ranked again and the cards that move up are checked in turn. A check only lowers a score, so a place never
 * checked is never above its true rank: when a pass shows only checked places, it is the ranking with every place
 * checked. Each card also gets the confidence the valuation it links to shows (QA: a card without a warning opened on
 * /price as «اطمینان پایین»). Exported for the tests.
 */
export function rankChecked(candidates: readonly Candidate[], req: RankRequest, spec: UnitSpec): { ranked: RankResult; checks: Map<string, UnitCheck> } {
  const current = [...candidates];
  const at = new Map(current.map((c, i) => [c.id, i]));
  const checks = new Map<string, UnitCheck>();
  for (;;) {
    const ranked = rankNeighbourhoods(current, req);
    const unchecked = ranked.suggestions.map((s) => s.neighbourhood.id).filter((id) => !checks.has(id));
    let flagged = false;
    for (const [id, check] of unitChecks(spec, unchecked)) {
      checks.set(id, check);
      const i = at.get(id);
      if (i === undefined) continue;
      current[i] = { ...current[i], smallerFlat: check.smallerFlat && { area: check.smallerFlat.area, expected: check.smallerFlat.total } };
      flagged ||= check.smallerFlat !== null;
    }
    // Nothing new flagged: this pass stands (a check that passes changes no figure the ranking reads).
    if (!flagged) return { ranked, checks };
  }
}

/** The candidates (every neighbourhood priced for this home) and the ranking request; exported for the tests. */
export function prepareRanking(
  input: SuggestionInput,
  tier: SuggestionTier,
): { candidates: Candidate[]; req: RankRequest; priceDate: string; request: SuggestionResult['request']; spec: UnitSpec } {
  const kind: SuggestionKind = input.kind;
  const modelKind = kind === 'buy' ? 'sale' : 'rent';
  const date = priceDate(modelKind);

  let area = input.area;
  const areaFromRooms = area === undefined;
  if (area === undefined) {
    const typical = input.rooms === undefined ? null : typicalArea(modelKind, input.rooms);
    if (typical === null) throw invalidField('area', AREA_OR_ROOMS_REQUIRED);
    area = typical;
  }
  // "At most N years old": priced at half that age, a typical home meeting the must-have; otherwise a
  // ten-year-old home. Ages count from the price date's year, the moment the prices describe.
  const age = input.max_age === undefined ? DEFAULT_AGE : input.max_age / 2;
  const buildYear = Math.round(date.year - age);
  // An area without rooms: the rooms usual for that size (the /price form the card links to asks for them, and the
  // sale model reads them), said in the header; none when too few listings of that size state them.
  const rooms = input.rooms ?? (areaFromRooms ? null : typicalRooms(modelKind, area));
  const elevator = input.elevator === true;
  const parking = input.parking === true;

  const rate = rentConversionRate();
  const budget = input.kind === 'buy' ? input.budget : input.deposit_budget + input.rent_budget / rate;

  const rows = placeRows();
  // The home the cards price (floor unknown): every place's estimate; the shown cards' full checks come after (rankChecked).
  const spec: UnitSpec = { kind: modelKind, area, buildYear, rooms, elevator, parking };
  const est = unitEstimates(spec);
  const shares = mustHaveShares({ kind: modelKind, elevator, parking, minYear: input.max_age === undefined ? null : date.year - input.max_age });
  const candidates: Candidate[] = [];
  rows.forEach((p, i) => {
    const perM2 = est.perM2[i];
    if (!Number.isFinite(perM2)) return;
    candidates.push({
      id: p.id,
      name: p.name,
      district: p.district,
      districtName: p.districtName,
      lat: p.lat,
      lng: p.lng,
      expected: perM2 * area,
      perM2,
      low: est.lowPerM2[i] * area,
      high: est.highPerM2[i] * area,
      olderFlat: Number.isFinite(est.olderPerM2[i]) ? { buildYear: est.olderBuildYear, expected: est.olderPerM2[i] * area } : null,
      categories: p.categories,
      mustHaveShare: shares[i],
      dataPoints: est.dataPoints[i],
      thinData: est.dataPoints[i] < THIN_NEIGHBOURHOOD_LISTINGS,
    });
  });

  const req: RankRequest = {
    kind,
    budget,
    ...(input.kind === 'rent' ? { depositBudget: input.deposit_budget, conversionRate: rate } : {}),
    area,
    weights: input.weights,
    mustHaves: elevator || parking || input.max_age !== undefined,
    includeDistricts: input.include_districts ?? [],
    excludeDistricts: input.exclude_districts ?? [],
    limit: SUGGESTION_LIMIT[tier],
    stretch: tier === 'complementary',
  };
  return {
    candidates,
    req,
    spec,
    priceDate: est.priceDate,
    request: {
      ...(input.kind === 'buy'
        ? { budget: input.budget }
        : { deposit_budget: input.deposit_budget, rent_budget: input.rent_budget, full_deposit_budget: Math.round(budget), conversion_rate: rate }),
      area,
      area_from_rooms: areaFromRooms,
      rooms,
      rooms_from_area: input.rooms === undefined && rooms !== null,
      elevator,
      parking,
      unasked_as_absent: true,
      max_age: input.max_age ?? null,
      build_year: buildYear,
      weights: input.weights,
      include_districts: [...(input.include_districts ?? [])].sort((a, b) => a - b),
      exclude_districts: [...(input.exclude_districts ?? [])].sort((a, b) => a - b),
    },
  };
}
