import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST as createSale } from '@/app/api/houses/price-suggestion/route';
import { GET as getSale } from '@/app/api/houses/price-suggestion-response/[uuid]/route';
import { POST as createBuySuggestion } from '@/app/api/houses/location-suggestion/route';
import { GET as getBuySuggestion } from '@/app/api/houses/location-suggestion/[uuid]/route';
import type { SuggestionResult } from '@/lib/contracts/suggestion';
import type { SaleValuationResult } from '@/lib/contracts/valuation';
import { getDb } from '@/server/db/client';
import { readSources } from '@/server/valuation/engine/market-index/sources';
import { call } from './http';
import { userWith } from './users';

// Issue 30, point 3, with issue 32's one-writer lock: the operator runs `npm run index:import` while the app is up.
// The command opens no database (the app owns that folder); it writes the months file in DATA_DIR, and the running
// app prices with the new month within a second — no retraining, no restart.

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function indexImport(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['--conditions=react-server', 'scripts/index-import.ts', ...args], { cwd: root, env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function priceDate(token: string): Promise<string | undefined> {
  const res = await call<{ uuid: string }>(createSale, '/api/houses/price-suggestion/', {
    method: 'POST',
    token,
    body: { service: 'price_evaluation_product_base', neighbourhood: 'سعادت آباد', area: 100, rooms: 2, build_year: 1395, floor: 3 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const got = await call<SaleValuationResult>(getSale, `/api/houses/price-suggestion-response/${res.body.uuid}`, { params: { uuid: res.body.uuid } });
  return got.body.price_date;
}

/** Where to buy: the same unit each time, so the second answer could only come from a cache if it were stale. */
async function buySuggestion(token: string): Promise<SuggestionResult> {
  const res = await call<{ uuid: string }>(createBuySuggestion, '/api/houses/location-suggestion/', {
    method: 'POST',
    token,
    body: { service: 'buy_suggestion_product_base', budget: 8e9, area: 80, elevator: true, parking: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await call<SuggestionResult>(getBuySuggestion, `/api/houses/location-suggestion/${res.body.uuid}`, { params: { uuid: res.body.uuid } })).body;
}

function csv(month: string, factor: number): string {
  const kilid = readSources().kilid.rows.filter((r) => r[1] === '1405-05');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'index-csv-')), `kilid-${month}.csv`);
  const lines = kilid.map(([district, , price, listings]) => `${district},${month},${Math.round(factor * price)},${listings}`);
  writeFileSync(file, `district,month,price_per_m2,listings\n${lines.join('\n')}\n`);
  return file;
}

describe('npm run index:import while the app runs', () => {
  it('refuses a gap, imports the next month, and the running app prices with it without a restart', async () => {
    await getDb(); // the app is up: it has the database open
    if (!process.env.DATABASE_URL) expect(existsSync(path.join(process.env.DATA_DIR as string, 'pglite.sock'))).toBe(true);
    const u = await userWith(8);
    expect(await priceDate(u.token)).toBe('1405-05');
    const before = await buySuggestion(u.token);
    expect(before.price_date).toBe('1405-05');

    const gap = await indexImport(['--csv', csv('1405-07', 1.02)]);
    expect(gap.code).toBe(2);
    expect(gap.stderr).toContain('refused, nothing written');
    expect(await priceDate(u.token)).toBe('1405-05');

    const ok = await indexImport(['--csv', csv('1405-06', 1.02)]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('imported 1405-06');
    // The app looks at the months file at most once a second.
    const deadline = Date.now() + 5_000;
    let date = await priceDate(u.token);
    while (date !== '1405-06' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      date = await priceDate(u.token);
    }
    expect(date).toBe('1405-06');
    // Where to buy prices the same unit at the new month too (its per-unit cache is keyed by the month).
    const after = await buySuggestion(u.token);
    expect(after.price_date).toBe('1405-06');
    const prices = (r: SuggestionResult) => new Map(r.suggestions.map((x) => [x.neighbourhood.id, x.expected_price]));
    const was = prices(before);
    const moved = [...prices(after)].filter(([id]) => was.has(id));
    expect(moved.length).toBeGreaterThan(0);
    for (const [id, price] of moved) expect(price as number, id).toBeGreaterThan(was.get(id) as number);
  });
});
