// npm run bench:valuation — model load time, in-process valuation latency (p50/p99) and a 10,000-row batch.
import { listNeighbourhoods } from '@/server/places/catalogue';
import { loadModel } from '@/server/valuation/engine/artifacts';
import { valuateCsv } from '@/server/valuation/engine/batch';
import { valuateRent, valuateSale } from '@/server/valuation/engine/valuate';

function pct(a: number[], p: number): number {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

// Deterministic pseudo-random inputs (LCG) so runs are comparable.
let seed = 12345;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

const t0 = performance.now();
const sale = loadModel('sale');
const t1 = performance.now();
const rent = loadModel('rent');
const t2 = performance.now();
console.log(`model load: sale ${(t1 - t0).toFixed(0)} ms, rent ${(t2 - t1).toFixed(0)} ms (catalogue included in the first)`);

const nbs = listNeighbourhoods().filter((n) => (sale.data.nb_n[n.id] ?? 0) > 0);
const inputs = Array.from({ length: 3000 }, () => ({
  neighbourhood: nbs[Math.floor(rnd() * nbs.length)].id,
  area: 40 + Math.floor(rnd() * 200),
  buildYear: 1370 + Math.floor(rnd() * 31),
  rooms: 1 + Math.floor(rnd() * 3),
  floor: 1 + Math.floor(rnd() * 8),
  elevator: rnd() > 0.3,
  parking: rnd() > 0.3,
  storage: rnd() > 0.5,
}));
for (const i of inputs.slice(0, 200)) valuateSale(i); // warm-up (JIT)
for (const [name, fn] of [
  ['valuateSale (10 comparables, drivers, stats)', (i: (typeof inputs)[number]) => valuateSale(i)],
  ['valuateRent (10 comparables, drivers, stats)', (i: (typeof inputs)[number]) => valuateRent(i)],
] as const) {
  const times: number[] = [];
  const c0 = process.cpuUsage();
  for (const i of inputs) {
    const s = performance.now();
    fn(i);
    times.push(performance.now() - s);
  }
  const cpu = process.cpuUsage(c0);
  const cpuMs = (cpu.user + cpu.system) / 1000 / inputs.length;
  console.log(`${name}: p50 ${pct(times, 50).toFixed(3)} ms, p99 ${pct(times, 99).toFixed(3)} ms, max ${Math.max(...times).toFixed(2)} ms (mean CPU ${cpuMs.toFixed(3)} ms)`);
}

const lines = ['neighbourhood,latitude,longitude,area,rooms,build_year,floor,total_floors,elevator,parking,storage'];
for (let k = 0; k < 10000; k++) {
  const i = inputs[k % inputs.length];
  lines.push(`${i.neighbourhood},,,${i.area},${i.rooms},${i.buildYear},${i.floor},,${+i.elevator},${+i.parking},${+i.storage}`);
}
const csv = lines.join('\n');
const b0 = performance.now();
const c0 = process.cpuUsage();
const res = valuateCsv(csv, { kind: 'sale' });
const b1 = performance.now();
const cpu = process.cpuUsage(c0);
// CPU time is reported too: on a shared machine wall time mostly measures the other processes.
console.log(`batch 10,000 rows (sale): ${(b1 - b0).toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU, ${res.errors} errors`);
void rent;
