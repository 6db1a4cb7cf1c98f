/**
 * Ranking all Tehran neighbourhoods for one suggestion must take ≤ 200 ms (issue 8). Prints p50/p99 over random
 * requests — both a repeated home description (cached model estimates) and a new one each time (every
 * neighbourhood priced by the model) — and the first call, which loads the models and evaluates every centre.
 *   npm run bench:suggestion   (tsx --conditions=react-server scripts/bench-suggestion.ts [runs])
 */
import { performance } from 'node:perf_hooks';
import { ENVIRONMENT_CATEGORY_IDS } from '@/lib/contracts/environment';
import { createLocationSuggestionBody, createRentSuggestionBody } from '@/lib/contracts/suggestion';
import { suggestLocations } from '@/server/suggestion/suggest-locations';

const runs = Number(process.argv[2] ?? 300);
let seed = 20261122;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

function request(kind: 'buy' | 'rent', fresh: boolean) {
  const weights = Object.fromEntries(ENVIRONMENT_CATEGORY_IDS.map((id) => [id, Math.round(rnd() * 10) / 10]));
  const area = fresh ? 40 + Math.floor(rnd() * 160) : pick([60, 80, 100]);
  const common = {
    service: 'x',
    area,
    elevator: fresh ? rnd() < 0.5 : true,
    parking: fresh ? rnd() < 0.5 : false,
    max_age: fresh ? pick([undefined, 5, 10, 20, 30]) : 10,
    weights,
    exclude_districts: rnd() < 0.3 ? [pick([1, 2, 3, 4, 5, 18, 19, 20, 21, 22])] : undefined,
  };
  return kind === 'buy'
    ? { kind, ...createLocationSuggestionBody.parse({ ...common, budget: Math.round(3e9 + rnd() * 3e10) }) }
    : { kind, ...createRentSuggestionBody.parse({ ...common, deposit_budget: Math.round(2e8 + rnd() * 3e9), rent_budget: Math.round(rnd() * 5e7) }) };
}

const t0 = performance.now();
suggestLocations(request('buy', false), 'base');
suggestLocations(request('rent', false), 'base');
console.log(`first calls (models + environment of every centre): ${(performance.now() - t0).toFixed(0)} ms`);

for (const fresh of [false, true]) {
  const times: number[] = [];
  let considered = 0;
  for (let i = 0; i < runs; i++) {
    const r = request(i % 2 ? 'rent' : 'buy', fresh);
    const s = performance.now();
    const out = suggestLocations(r, 'base');
    times.push(performance.now() - s);
    considered = Math.max(considered, out.considered_count);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(
    `${fresh ? 'new home description each time' : 'repeated home description'}: ${runs} rankings over ≤ ${considered} neighbourhoods — ` +
      `p50 ${q(0.5).toFixed(2)} ms, p99 ${q(0.99).toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms (budget 200 ms)`,
  );
}
