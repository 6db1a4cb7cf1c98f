import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { chatReply } from '@/lib/contracts/chatbot';
import { PROPERTY_RANGES } from '@/lib/contracts/valuation';
import { NumberSet, unsupportedNumbers } from './llm/number-check';
import { labelledSetFiles, readLabelledSet } from './evaluation/labelled-set';
import { seededCatalogue } from './testing/catalogue';

// The default layer's promise, checked the way the LLM's answers are: every number in a reply's text is a number a
// tool returned (market statistics, the district index, the environment engine, the services and plans) or one the
// user wrote. The tool modules are wrapped to record what they return.
const seen = vi.hoisted(() => ({ results: [] as unknown[] }));
const record = <T extends Record<string, unknown>>(mod: T): T =>
  Object.fromEntries(
    Object.entries(mod).map(([k, v]) => [k, typeof v === 'function' ? (...args: unknown[]) => { const r = (v as (...a: unknown[]) => unknown)(...args); seen.results.push(r); return r; } : v]),
  ) as T;
vi.mock('./tools/market', async (importOriginal) => record(await importOriginal<Record<string, unknown>>()));
vi.mock('./tools/environment', async (importOriginal) => record(await importOriginal<Record<string, unknown>>()));
vi.mock('./tools/service-info', async (importOriginal) => record(await importOriginal<Record<string, unknown>>()));
vi.mock('./tools/regions', async (importOriginal) => record(await importOriginal<Record<string, unknown>>()));
vi.mock('./tools/cards', async (importOriginal) => record(await importOriginal<Record<string, unknown>>()));
vi.mock('./tools/rent-yield', async (importOriginal) => record(await importOriginal<Record<string, unknown>>()));

const { initialState, respond } = await import('./dialogue');
const { understand } = await import('./language/understand');

const catalogue = seededCatalogue();
const utterances = labelledSetFiles().flatMap((file) => readLabelledSet(file).map((u) => u.text));
const NOW = new Date('2026-11-26T12:00:00Z');

function play(messages: string[]): void {
  let state = initialState();
  const said = new NumberSet();
  // «از ۱۰۰»: the scale of a score; the valuation contract's ranges, quoted when a detail is outside them.
  said.add(100);
  for (const r of [PROPERTY_RANGES.area, PROPERTY_RANGES.rooms, PROPERTY_RANGES.floor]) {
    said.add(r.min);
    said.add(r.max);
  }
  for (const m of messages) {
    seen.results.length = 0;
    said.addText(m);
    // «منطقه یک»: a district the user named in words.
    for (const p of understand(m, NOW).places) if (p.type === 'district') said.add(p.district);
    const turn = respond(state, m, { catalogue, now: NOW });
    chatReply.parse(turn.reply);
    // The frame is stored as JSON: it must survive the trip unchanged.
    expect(JSON.parse(JSON.stringify(turn.state))).toEqual(turn.state);
    const allowed = new NumberSet();
    allowed.addFrom(seen.results);
    allowed.addFrom(turn.reply.cards);
    // A catalogue name with a number in it («سیزده آبان», «هفده شهریور») is a name: the production check
    // (unsupportedNumbers) reads it so, as the LLM route does.
    const bad = unsupportedNumbers(turn.reply.content, { has: (v: number) => allowed.has(v) || said.has(v) } as NumberSet);
    expect(bad, `${messages.join(' ⟶ ')}\n${turn.reply.content}`).toEqual([]);
    state = turn.state;
  }
}

describe('every number the default layer writes', () => {
  it('comes from a tool result or the user, over every labelled utterance', () => {
    for (const u of utterances) play([u]);
    // ≈ 20 s alone; a bound, not a speed target (it took 65 s beside a model evaluation on the 2 shared cores).
  }, 240_000);

  it('does so for a size few listings share (the result page\'s count and «±۲۰٪» band) and a district\'s rent', () => {
    play(['قیمت آپارتمان ۲۰۰۰ متری در ونک چنده؟', 'اجارش چقدر میشه؟']);
    play(['میانگین اجاره تو منطقه ۲ چنده؟', 'منطقه ۱۹ چی؟']);
    // A district's neighbourhoods listed: names, not the catalogue's count of them.
    play(['منطقه ۱ چطوره؟', 'محله هاش کدوما هستن؟']);
  });

  it('does so over random conversations (questions, details, corrections and noise), with contract-valid replies', () => {
    const message = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...utterances) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) });
    fc.assert(fc.property(fc.array(message, { minLength: 1, maxLength: 6 }), (messages) => play(messages)), { numRuns: 150 });
  }, 60_000);
});
