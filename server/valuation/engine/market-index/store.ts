import 'server-only';

import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { serverEnv } from '@/lib/env';
import { ensurePrivateDir } from '@/server/db/data-dir';

import { buildIndex, type MarketIndex, type OperatorMonth } from './build';
import { readSources } from './sources';

/**
 * The index the app prices with: the committed sources plus the months the operator imported, which live in
 * DATA_DIR (`market-index-months.json`) with the rest of the installation's data, so a new month needs no
 * retraining and no new release. Rebuilt when that file changes (checked at most once a second), so a month the
 * command imports while the app runs is priced with within a second. The command never opens the database (whose
 * folder one process owns, server/db/owner.ts): it only writes this file, under a lock file that serialises it
 * with the admin API's import in the running app.
 */

export const OPERATOR_FILE = 'market-index-months.json';
const RECHECK_MS = 1000;
// A lock is held for the few milliseconds of a read-check-write; an older one was left by a killed process.
const LOCK_STALE_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

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
  // The data folder holds the database too: created private, as the app creates it (server/db/data-dir.ts).
  ensurePrivateDir(path.dirname(file));
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ months }, null, 1)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
}

/**
 * Runs `fn` (read the months, check, write) holding `<file>.lock`, so the command and the running app's admin API
 * never both read the same months and the later write drops the other's month.
 */
export function withOperatorFileLock<T>(fn: () => T, file = operatorFilePath(), waitMs = LOCK_WAIT_MS): T {
  ensurePrivateDir(path.dirname(file));
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(lock, { force: true });
      else if (Date.now() - started > waitMs) throw new Error(`${lock} is held by another import (process ${readFileSync(lock, 'utf8') || '?'})`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

let cached: { index: MarketIndex; file: string; version: string; checkedAt: number } | null = null;

/** What changes when the file is replaced (rename gives a new inode even within the same millisecond). */
function versionOf(file: string): string {
  const st = statSync(file, { throwIfNoEntry: false });
  return st ? `${st.ino}:${st.mtimeMs}:${st.size}` : 'none';
}

/** The current market index (committed sources + imported months). */
export function marketIndex(): MarketIndex {
  const file = operatorFilePath();
  const now = Date.now();
  if (cached && cached.file === file && now - cached.checkedAt < RECHECK_MS) return cached.index;
  const version = versionOf(file);
  if (cached && cached.file === file && cached.version === version) {
    cached.checkedAt = now;
    return cached.index;
  }
  const index = buildIndex(readSources(), readOperatorMonths(file));
  cached = { index, file, version, checkedAt: now };
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
