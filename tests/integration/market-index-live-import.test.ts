import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST as createSale } from '@/app/api/houses/price-suggestion/route';
import { GET as getSale } from '@/app/api/houses/price-suggestion-response/[uuid]/route';
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

function csv(month: string, factor: number): string {
  const last = new Map(readSources().kilid.rows.filter((r) => r[1] === '1405-05').map((r) => [r[0], r[2]]));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'index-csv-')), `kilid-${month}.csv`);
  const lines = Array.from({ length: 22 }, (_, i) => `${i + 1},${month},${Math.round(factor * (last.get(i + 1) as number))},850`);
  writeFileSync(file, `district,month,price_per_m2,listings\n${lines.join('\n')}\n`);
  return file;
}

describe('npm run index:import while the app runs', () => {
  it('refuses a gap, imports the next month, and the running app prices with it without a restart', async () => {
    await getDb(); // the app is up: it has the database open
    if (!process.env.DATABASE_URL) expect(existsSync(path.join(process.env.DATA_DIR as string, 'pglite.sock'))).toBe(true);
    const u = await userWith(5);
    expect(await priceDate(u.token)).toBe('1405-05');

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
  });
});
