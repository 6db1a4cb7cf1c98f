import 'server-only';

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHAT_INTENTS, type ChatIntent } from '@/lib/contracts/chatbot';
import { getNeighbourhood, searchPlaces } from '@/server/places/catalogue';
import { assignMoney } from '@/server/chatbot/language/money-roles';
import type { Understanding } from '@/server/chatbot/language/understand';

// The labelled utterances (tests/data/chat/*.jsonl): one JSON object a line, {text, intent, slots}. Slots use the
// wire names of the contracts: neighbourhood (a Persian name or an id, or a list of them for a comparison),
// district (1–22), area, rooms, build_year (Jalali, four digits), age (years; «نوساز» is 0), floor (همکف 0,
// زیرزمین −1), total_floors (the building's floors), elevator/parking/storage (booleans), budget/deposit/rent (toman).

export const SLOT_NAMES = [
  'neighbourhood', 'district', 'area', 'rooms', 'build_year', 'age', 'floor', 'total_floors', 'elevator', 'parking',
  'storage', 'budget', 'deposit', 'rent',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export interface LabelledUtterance {
  text: string;
  intent: ChatIntent;
  slots: Partial<Record<SlotName, unknown>>;
}

export const LABELLED_SET_DIR = 'tests/data/chat';

/**
 * The labelled files in the order they were written: dev (the rules were first written on it), holdout, then the
 * probe files, each written before the rules saw it.
 */
export function labelledSetFiles(): string[] {
  const order = (name: string) => (name === 'dev.jsonl' ? -2 : name === 'holdout.jsonl' ? -1 : Number(/(\d+)/.exec(name)?.[1] ?? 1));
  return readdirSync(path.resolve(LABELLED_SET_DIR))
    .filter((f) => f.endsWith('.jsonl'))
    .sort((a, b) => order(a) - order(b))
    .map((f) => `${LABELLED_SET_DIR}/${f}`);
}

export function readLabelledSet(file: string): LabelledUtterance[] {
  const lines = readFileSync(path.resolve(file), 'utf8').split('\n').filter((l) => l.trim());
  return lines.map((line, i) => {
    const row = JSON.parse(line) as LabelledUtterance;
    if (!CHAT_INTENTS.includes(row.intent)) throw new Error(`${file}:${i + 1}: unknown intent ${row.intent}`);
    for (const k of Object.keys(row.slots)) {
      if (!(SLOT_NAMES as readonly string[]).includes(k)) throw new Error(`${file}:${i + 1}: unknown slot ${k}`);
    }
    return row;
  });
}

function placeId(name: string): string {
  const nb = getNeighbourhood(name);
  if (nb) return nb.id;
  const [hit] = searchPlaces(name, 1);
  return hit && hit.type === 'neighbourhood' ? hit.neighbourhood.id : `?${name}`;
}

/** slot=value pairs of a label, neighbourhoods by catalogue id. */
export function expectedPairs(u: LabelledUtterance): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(u.slots)) {
    if (k === 'neighbourhood') for (const name of Array.isArray(v) ? v : [v]) out.add(`neighbourhood=${placeId(String(name))}`);
    else out.add(`${k}=${String(v)}`);
  }
  return out;
}

export function predictedPairs(r: Understanding): Set<string> {
  const out = new Set<string>();
  for (const p of r.places) {
    if (p.type === 'neighbourhood') out.add(`neighbourhood=${p.id}`);
  }
  const district = r.places.find((p) => p.type === 'district');
  if (district) out.add(`district=${district.district}`);
  const slots = assignMoney(r.intent, r.slots, r.unassignedMoney);
  for (const k of SLOT_NAMES) {
    if (k === 'neighbourhood' || k === 'district') continue;
    const v = slots[k];
    if (v !== undefined) out.add(`${k}=${String(v)}`);
  }
  return out;
}

export interface Scores {
  n: number;
  intentAccuracy: number;
  slotPrecision: number;
  slotRecall: number;
  slotF1: number;
  errors: Array<{ text: string; expected: string; got: string; missing: string[]; extra: string[] }>;
}

export function score(rows: readonly LabelledUtterance[], run: (text: string) => Understanding): Scores {
  let correct = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const errors: Scores['errors'] = [];
  for (const row of rows) {
    const r = run(row.text);
    const exp = expectedPairs(row);
    const got = predictedPairs(r);
    const missing = [...exp].filter((x) => !got.has(x));
    const extra = [...got].filter((x) => !exp.has(x));
    tp += exp.size - missing.length;
    fn += missing.length;
    fp += extra.length;
    if (r.intent === row.intent) correct++;
    if (r.intent !== row.intent || missing.length || extra.length) errors.push({ text: row.text, expected: row.intent, got: r.intent, missing, extra });
  }
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  return {
    n: rows.length,
    intentAccuracy: rows.length ? correct / rows.length : 0,
    slotPrecision: precision,
    slotRecall: recall,
    slotF1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
    errors,
  };
}
