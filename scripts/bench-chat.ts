// npm run bench:chat [-- --verbose] [-- --set path.jsonl]: the chat bot's language layer against the labelled
// utterances (intent accuracy, slot-level F1), and the in-process answer time of the default layer.
import { performance } from 'node:perf_hooks';
import { understand } from '@/server/chatbot/language/understand';
import { readLabelledSet, score } from '@/server/chatbot/evaluation/labelled-set';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const setArg = args.indexOf('--set');
const sets = setArg >= 0 ? [args[setArg + 1]] : ['tests/data/chat/dev.jsonl', 'tests/data/chat/holdout.jsonl'];

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const all = [];
for (const file of sets) {
  const rows = readLabelledSet(file);
  all.push(...rows);
  const s = score(rows, (t) => understand(t));
  console.log(`${file}: ${s.n} utterances  intent ${pct(s.intentAccuracy)}  slot P ${s.slotPrecision.toFixed(3)} R ${s.slotRecall.toFixed(3)} F1 ${s.slotF1.toFixed(3)}`);
  if (verbose) for (const e of s.errors) console.log(`  ✗ ${e.text}\n      intent ${e.expected} → ${e.got}  missing ${e.missing.join(' ')}  extra ${e.extra.join(' ')}`);
}
if (sets.length > 1) {
  const s = score(all, (t) => understand(t));
  console.log(`all: ${s.n} utterances  intent ${pct(s.intentAccuracy)}  slot F1 ${s.slotF1.toFixed(3)}`);
}
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const row of all) {
    const t0 = performance.now();
    understand(row.text);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
console.log(`understand: p50 ${q(0.5)} ms  p99 ${q(0.99)} ms  (${times.length} runs)`);
