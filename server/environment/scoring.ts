import 'server-only';

import type { ScoreRule } from './criteria-catalogue';

const clamp = (x: number) => Math.max(0, Math.min(100, x));

/** Walk Score–like distance decay: full points within `full` metres, quadratic fall to zero at `zero`. */
export function decayScore(distanceM: number, full: number, zero: number): number {
  if (distanceM <= full) return 100;
  if (distanceM >= zero) return 0;
  const t = (distanceM - full) / (zero - full);
  return clamp(100 * (1 - t) ** 2);
}

export function countScore(n: number, target: number): number {
  return clamp((100 * Math.min(n, target)) / target);
}

export function linearScore(v: number, worst: number, best: number): number {
  return clamp((100 * (v - worst)) / (best - worst));
}

/** Share of `sorted` below v (ties count half), 0–100. */
export function percentileOf(v: number, sorted: readonly number[]): number {
  if (sorted.length === 0) return 50;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  const less = lo;
  let hiEq = lo;
  while (hiEq < sorted.length && sorted[hiEq] === v) hiEq++;
  return clamp((100 * (less + 0.5 * (hiEq - lo))) / sorted.length);
}

/** Rank of one district's value among all districts' values (its own included), 0 (lowest) – 100 (highest). */
export function districtRank(v: number, all: readonly number[]): number {
  if (all.length < 2) return 50;
  const less = all.filter((x) => x < v).length;
  const equal = all.filter((x) => x === v).length;
  return clamp((100 * (less + 0.5 * (equal - 1))) / (all.length - 1));
}

/**
 * Score a measured value by its rule. `refs` are the Tehran-wide reference values for percentile rules;
 * `districtValues` the same metric for all 22 districts.
 */
export function scoreValue(rule: ScoreRule, value: number, refs?: readonly number[], districtValues?: readonly number[]): number {
  switch (rule.type) {
    case 'decay':
      return decayScore(value, rule.full, rule.zero);
    case 'count':
      return countScore(value, rule.target);
    case 'linear':
      return linearScore(value, rule.worst, rule.best);
    case 'district': {
      const r = districtRank(value, districtValues ?? []);
      return rule.direction === 'up' ? r : 100 - r;
    }
    case 'percentile': {
      const p = percentileOf(value, refs ?? []);
      return rule.direction === 'up' ? p : 100 - p;
    }
    case 'unavailable':
      return 0;
  }
}

/** Weighted mean over the available criteria only: a missing criterion's weight goes to the others, pro rata. */
export function weightedScore(items: ReadonlyArray<{ score: number | null; weight: number }>): number | null {
  let sw = 0;
  let s = 0;
  for (const it of items) {
    if (it.score === null) continue;
    sw += it.weight;
    s += it.weight * it.score;
  }
  return sw > 0 ? s / sw : null;
}

/**
 * Each category's share of the overall score, in percent (0.1): the weight of its criteria with data over the weight
 * of all criteria with data. The overall is the categories' scores averaged with these shares, the same as the
 * weighted mean over the criteria (weightedScore), since a category's score is its criteria's weighted mean.
 */
export function categoryShares(criteria: ReadonlyArray<{ category: string; available: boolean; weight: number }>): Map<string, number> {
  const total = criteria.reduce((s, c) => s + (c.available ? c.weight : 0), 0);
  const out = new Map<string, number>();
  for (const c of criteria) out.set(c.category, (out.get(c.category) ?? 0) + (c.available ? c.weight : 0));
  for (const [id, w] of out) out.set(id, total > 0 ? Math.round((1000 * w) / total) / 10 : 0);
  return out;
}
