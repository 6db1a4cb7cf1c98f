/**
 * Prints the neighbourhood score of a few places and Tehran's median, to compare a criteria change before and after:
 *   npx tsx --conditions=react-server server/environment/score-places.ts [neighbourhood id or name …]
 * Each place is evaluated at its catalogue centre (as distribution.json is); the last line counts, over every centre
 * of the distribution, how many criteria are unavailable there.
 */
import 'server-only';

import path from 'node:path';
import { getNeighbourhood, listNeighbourhoods } from '@/server/places/catalogue';
import { CRITERIA_VERSION } from './criteria-catalogue';
import { environmentDistribution } from './environment-data';
import { evaluateEnvironment } from './evaluate-environment';

const DEFAULT_PLACES = ['chitgar', 'tajrish', 'ferdowsi', 'morvarid-shahr'];

function line(name: string, lat: number, lng: number): string {
  const r = evaluateEnvironment(lat, lng);
  const cats = r.categories.map((c) => `${c.id} ${c.score ?? '–'}`).join(', ');
  const missing = r.criteria.filter((c) => !c.available).length;
  const age = r.criteria.find((c) => c.id === 'building_age_median');
  const ageText = age?.available ? `${age.value} y, score ${age.score} (${age.detail})` : `– (${age?.reason})`;
  return `${name}: overall ${r.overall_score} (percentile ${r.percentile}); ${cats}; unavailable ${missing}/50; building age ${ageText}`;
}

function main(args: string[]): void {
  const dist = environmentDistribution();
  console.log(`criteria ${CRITERIA_VERSION}; Tehran median ${dist?.median.overall} over ${dist?.points} centres`);
  console.log(`Tehran median categories: ${JSON.stringify(dist?.median.categories)}`);
  for (const id of args.length > 0 ? args : DEFAULT_PLACES) {
    const nb = getNeighbourhood(id);
    console.log(nb ? line(`${nb.name_fa} (${nb.id})`, nb.lat, nb.lng) : `${id}: not in the place catalogue`);
  }
  // How often each criterion is unavailable over Tehran's centres (those the engine evaluates).
  const off = new Map<string, number>();
  const ages: number[] = [];
  let n = 0;
  for (const nb of listNeighbourhoods()) {
    let r;
    try {
      r = evaluateEnvironment(nb.lat, nb.lng);
    } catch {
      continue; // a catalogue centre outside every district polygon
    }
    n++;
    for (const c of r.criteria) if (!c.available) off.set(c.id, (off.get(c.id) ?? 0) + 1);
    const age = r.criteria.find((c) => c.id === 'building_age_median')?.value;
    if (typeof age === 'number') ages.push(age);
  }
  ages.sort((a, b) => a - b);
  console.log(`median building age over the ${ages.length} centres that have one: ${ages[Math.floor(ages.length / 2)]} y`);
  const partial = [...off].filter(([, k]) => k < n).map(([id, k]) => `${id} ${k}`);
  console.log(`unavailable at some of ${n} centres: ${partial.join(', ')}`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('server', 'environment', 'score-places.ts'));
if (isMain) main(process.argv.slice(2));
