/**
 * One environment evaluation must take ≤ 50 ms in process (issue 7). Prints p50/p99 over random Tehran points.
 *   npm run bench:environment   (tsx --conditions=react-server scripts/bench-environment.ts [runs])
 */
import { performance } from 'node:perf_hooks';
import { evaluateEnvironment } from '@/server/environment/evaluate-environment';
import { listDistricts } from '@/server/places/catalogue';
import { OutsideServiceAreaError } from '@/server/places/errors';

const runs = Number(process.argv[2] ?? 2000);
// Deterministic points (a small LCG) inside the districts' bounding box; points outside Tehran are skipped.
let seed = 20261122;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const ring = listDistricts().flatMap((d) => d.simplified);
const [minLng, maxLng] = [Math.min(...ring.map((p) => p[0])), Math.max(...ring.map((p) => p[0]))];
const [minLat, maxLat] = [Math.min(...ring.map((p) => p[1])), Math.max(...ring.map((p) => p[1]))];

const t0 = performance.now();
evaluateEnvironment(35.7, 51.4); // loads the artifacts and builds the indices
console.log(`first call (load + index): ${(performance.now() - t0).toFixed(1)} ms`);

const times: number[] = [];
let outside = 0;
while (times.length < runs) {
  const lat = minLat + rnd() * (maxLat - minLat);
  const lng = minLng + rnd() * (maxLng - minLng);
  const s = performance.now();
  try {
    evaluateEnvironment(lat, lng);
  } catch (e) {
    if (e instanceof OutsideServiceAreaError) {
      outside++;
      continue;
    }
    throw e;
  }
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(`${runs} evaluations (${outside} random points outside Tehran skipped)`);
console.log(`p50 ${q(0.5).toFixed(2)} ms  p99 ${q(0.99).toFixed(2)} ms  max ${times[times.length - 1].toFixed(2)} ms  (budget 50 ms)`);
if (q(0.99) > 50) process.exitCode = 1;
