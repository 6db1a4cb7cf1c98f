/**
 * Builds server/environment/data/distribution.json: the Tehran-wide reference the engine scores against.
 * Run after ml/build_environment.py, and whenever the criteria change:
 *   npx tsx --conditions=react-server server/environment/build-distribution.ts
 *
 * Every neighbourhood centre of the place catalogue is evaluated twice: the first pass collects the raw values
 * of the percentile-scored criteria (their reference), the second scores everything against that reference and
 * records the overall score of each centre (for a result's percentile) and the medians (for "vs Tehran").
 */
import 'server-only';

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listNeighbourhoods } from '@/server/places/catalogue';
import { ENVIRONMENT_CATEGORY_IDS } from '@/lib/contracts/environment';
import { median } from '@/lib/median';
import { CRITERIA, CRITERIA_VERSION } from './criteria-catalogue';
import type { Distribution } from './environment-data';
import { evaluateEnvironment } from './evaluate-environment';

export function buildDistribution(): Distribution {
  const points = listNeighbourhoods().filter((n) => {
    try {
      evaluateEnvironment(n.lat, n.lng, { distribution: null });
      return true;
    } catch {
      return false; // a catalogue centre outside every district polygon
    }
  });
  const percentileIds = CRITERIA.filter((c) => c.rule.type === 'percentile').map((c) => c.id);
  const refs: Record<string, number[]> = Object.fromEntries(percentileIds.map((id) => [id, [] as number[]]));
  for (const n of points) {
    const r = evaluateEnvironment(n.lat, n.lng, { distribution: null });
    for (const c of r.criteria) if (c.id in refs && c.value !== null) refs[c.id].push(c.value);
  }
  for (const id of percentileIds) refs[id].sort((a, b) => a - b);

  const draft: Distribution = {
    criteria_version: CRITERIA_VERSION,
    points: points.length,
    refs,
    overall: [],
    median: { overall: 0, categories: {}, criteria: {} },
  };
  const overall: number[] = [];
  const cats: Record<string, number[]> = Object.fromEntries(ENVIRONMENT_CATEGORY_IDS.map((id) => [id, [] as number[]]));
  const values: Record<string, number[]> = {};
  const scores: Record<string, number[]> = {};
  for (const n of points) {
    const r = evaluateEnvironment(n.lat, n.lng, { distribution: draft });
    overall.push(r.overall_score);
    for (const c of r.categories) if (c.score !== null) cats[c.id].push(c.score);
    for (const c of r.criteria) {
      if (c.value !== null) (values[c.id] ??= []).push(c.value);
      if (c.score !== null) (scores[c.id] ??= []).push(c.score);
    }
  }
  overall.sort((a, b) => a - b);
  return {
    ...draft,
    overall,
    median: {
      overall: median(overall) ?? 0,
      categories: Object.fromEntries(ENVIRONMENT_CATEGORY_IDS.map((id) => [id, median(cats[id])])),
      criteria: Object.fromEntries(
        // `places`: the centres the median is over; a criterion most of Tehran has no data for (the BRT stations
        // located on two of ten lines: 148 of 683) has a median of the few, not of Tehran.
        CRITERIA.map((c) => [c.id, { value: median(values[c.id] ?? []), score: median(scores[c.id] ?? []), places: (values[c.id] ?? []).length }]),
      ),
    },
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('server', 'environment', 'build-distribution.ts'));
if (isMain) {
  const dist = buildDistribution();
  const out = path.join(process.cwd(), 'server', 'environment', 'data', 'distribution.json');
  writeFileSync(out, JSON.stringify(dist));
  console.log(`wrote ${out}: ${dist.points} neighbourhood centres, Tehran median overall ${dist.median.overall}`);
}
