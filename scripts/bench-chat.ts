// npm run bench:chat [-- --verbose] [-- --set file.jsonl]: the chat bot's default layer against the labelled
// utterances (intent accuracy, slot-level F1, per file and together) and its in-process answer time: a whole turn
// (understanding, the dialogue frame, the engines' figures, the cards) from a fresh chat for every utterance, after
// one warm-up pass (the first answer loads the models: printed apart). A sale valuation is timed in the same run
// as the machine's reference, since timings drift on a shared machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const scratch = mkdtempSync(path.join(tmpdir(), 'arzyab-bench-chat-'));
process.env.DATA_DIR = scratch;
process.env.LOG_LEVEL ??= 'error';

const { closeDb, getDb } = await import('@/server/db/client');
const { loadCatalogue } = await import('@/server/chatbot/tools/catalogue');
const { initialState, respond } = await import('@/server/chatbot/dialogue');
const { understand } = await import('@/server/chatbot/language/understand');
const { labelledSetFiles, readLabelledSet, score } = await import('@/server/chatbot/evaluation/labelled-set');
const { valuateSale } = await import('@/server/valuation/engine/valuate');

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const setArg = args.indexOf('--set');
const sets = setArg >= 0 ? [args[setArg + 1]] : labelledSetFiles();

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const all = [];
for (const file of sets) {
  const rows = readLabelledSet(file);
  all.push(...rows);
  const s = score(rows, (t) => understand(t));
  console.log(`${file}: ${s.n} utterances  intent ${pct(s.intentAccuracy)}  slots P ${s.slotPrecision.toFixed(3)} R ${s.slotRecall.toFixed(3)} F1 ${s.slotF1.toFixed(3)}`);
  if (verbose) for (const e of s.errors) console.log(`  ✗ ${e.text}\n      intent ${e.expected} → ${e.got}  missing ${e.missing.join(' ')}  extra ${e.extra.join(' ')}`);
}
if (sets.length > 1) {
  const s = score(all, (t) => understand(t));
  console.log(`all: ${s.n} utterances  intent ${pct(s.intentAccuracy)}  slot F1 ${s.slotF1.toFixed(3)}`);
}

const catalogue = await loadCatalogue(await getDb());
const quantiles = (times: number[]) => {
  // A set with no detail lines («--set probe16.jsonl») times no follow-ups.
  if (times.length === 0) return 'none (no such lines in the set)';
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(2);
  return `p50 ${q(0.5)} ms  p99 ${q(0.99)} ms  max ${sorted[sorted.length - 1].toFixed(2)} ms (${sorted.length} answers)`;
};

const t0 = performance.now();
respond(initialState(), all[0].text, { catalogue });
console.log(`first answer (loads the models and the place tables): ${(performance.now() - t0).toFixed(0)} ms`);
for (const row of all) respond(initialState(), row.text, { catalogue }); // warm-up

const times: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const row of all) {
    const t = performance.now();
    respond(initialState(), row.text, { catalogue });
    times.push(performance.now() - t);
  }
}
console.log(`answer (one turn, fresh chat): ${quantiles(times)}`);

// Follow-ups on a running chat: the question, then each labelled detail («نه، ۹۰ متر», …) as the next message.
const details = all.filter((r) => r.intent === 'inform').map((r) => r.text);
const opener = respond(initialState(), 'یه آپارتمان ۸۵ متری دوخوابه تو سعادت‌آباد، ساخت ۹۸، چند می‌ارزه؟', { catalogue }).state;
const followUps: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const text of details) {
    const t = performance.now();
    respond(opener, text, { catalogue });
    followUps.push(performance.now() - t);
  }
}
console.log(`answer (follow-up in a chat): ${quantiles(followUps)}`);

const reference: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  valuateSale({ neighbourhood: 'saadat-abad', area: 85 + (i % 20), buildYear: 1398, rooms: 2, floor: 3, elevator: true, parking: true });
  reference.push(performance.now() - t);
}
console.log(`reference, sale valuation in the same run: ${quantiles(reference)}`);

await closeDb();
rmSync(scratch, { recursive: true, force: true });
