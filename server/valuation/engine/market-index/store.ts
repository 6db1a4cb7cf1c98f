import 'server-only';

import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { serverEnv } from '@/lib/env';

import { buildIndex, type MarketIndex, type OperatorMonth } from './build';
import { readSources } from './sources';

/**
 * The index the app prices with: the committed sources plus the months the operator imported, which live in
 * DATA_DIR (`market-index-months.json`) with the rest of the installation's data, so a new month needs no
 * retraining and no new release. Rebuilt when that file changes (checked at most once a second).
 */

export const OPERATOR_FILE = 'market-index-months.json';
const RECHECK_MS = 1000;

const operatorMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  imported_at: z.string(),
  file: z.string(),
  forced: z.boolean(),
  rows: z.array(z.object({ district: z.number().int().min(1).max(22), price_per_m2: z.number().positive(), listings: z.number().nullable() })),
});
const operatorFileSchema = z.object({ months: z.array(operatorMonthSchema) });

export function operatorFilePath(dataDir = serverEnv().DATA_DIR): string {
  return path.resolve(/* turbopackIgnore: true */ dataDir, OPERATOR_FILE);
}

/** The imported months; none when the file does not exist. A damaged file is an error, never silently ignored. */
export function readOperatorMonths(file = operatorFilePath()): OperatorMonth[] {
  if (!existsSync(file)) return [];
  const parsed = operatorFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a market-index months file: ${parsed.error.message}`);
  return parsed.data.months;
}

/** Written to a temporary file and renamed, so a running app never reads half a file. */
export function writeOperatorMonths(months: OperatorMonth[], file = operatorFilePath()): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ months }, null, 1)}\n`);
  renameSync(tmp, file);
}

let cached: { index: MarketIndex; file: string; mtimeMs: number; checkedAt: number } | null = null;

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** The current market index (committed sources + imported months). */
export function marketIndex(): MarketIndex {
  const file = operatorFilePath();
  const now = Date.now();
  if (cached && cached.file === file && now - cached.checkedAt < RECHECK_MS) return cached.index;
  const mtimeMs = mtimeOf(file);
  if (cached && cached.file === file && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.index;
  }
  const index = buildIndex(readSources(), readOperatorMonths(file));
  cached = { index, file, mtimeMs, checkedAt: now };
  return index;
}

/** Forget the cached index (after an import in the same process). */
export function invalidateMarketIndex(): void {
  cached = null;
}

/** How much the district's index (0 = city) moved from `fromMonth` to its latest month, as a ratio. */
export function moveToLatest(district: number, fromMonth: number): number {
  const ix = marketIndex();
  const s = ix.log[district] ?? ix.log[0];
  const i = Math.min(Math.max(fromMonth - ix.first, 0), s.length - 1);
  return Math.exp(s[s.length - 1] - s[i]);
}
