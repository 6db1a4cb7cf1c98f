import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { beforeEach, describe, expect, it } from 'vitest';

import { resetServerEnv } from '@/lib/env';

import { formatMonth } from '../months';
import { runImportCli } from './import-cli';
import { IndexImportRefusal, parseIndexCsv, planImport, type ImportRow } from './import-month';
import { readSources } from './sources';
import { invalidateMarketIndex, marketIndex, operatorFilePath, withOperatorFileLock } from './store';

// The committed Kilid series ends at 1405-05: the next month is 1405-06.
const kilid = readSources().kilid.rows.filter((r) => r[1] === '1405-05');
const last = new Map(kilid.map((r) => [r[0], r[2]]));
const listings = new Map(kilid.map((r) => [r[0], r[3]]));
const rows = (f = (d: number) => 1.02 * (last.get(d) as number)): ImportRow[] =>
  Array.from({ length: 22 }, (_, i) => ({ district: i + 1, price_per_m2: f(i + 1), listings: listings.get(i + 1) as number }));
const refusal = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (e) {
    if (e instanceof IndexImportRefusal) return e.problems;
    throw e;
  }
  throw new Error('not refused');
};

describe('planImport: what the monthly update refuses', () => {
  it('accepts the next month with every district once', () => {
    const { months, result } = planImport([], { month: '1405-06', rows: rows(), file: 'm.csv' });
    expect(result).toMatchObject({ month: '1405-06', forced: false, replaced: false, jumps: [], left_out: [] });
    // no listing counts: every district is used
    expect(planImport([], { month: '1405-06', rows: rows().map((r) => ({ ...r, listings: null })), file: 'm.csv' }).result.left_out).toEqual([]);
    expect(months).toHaveLength(1);
  });
  it('refuses a gap, a month already held, duplicates and missing districts', () => {
    expect(refusal(() => planImport([], { month: '1405-08', rows: rows(), file: 'm.csv' }))[0]).toContain('فاصله');
    expect(refusal(() => planImport([], { month: '1405-05', rows: rows(), file: 'm.csv' }))[0]).toContain('از پیش موجود');
    const dup = rows();
    dup[3] = { ...dup[3], district: 3 };
    const problems = refusal(() => planImport([], { month: '1405-06', rows: dup, file: 'm.csv' }));
    expect(problems.join(' ')).toContain('منطقه‌های تکراری: ۳');
    expect(problems.join(' ')).toContain('منطقه‌های بی‌سطر: ۴');
    expect(refusal(() => planImport([], { month: 'Mordad', rows: rows(), file: 'm.csv' }))[0]).toContain('YYYY-MM');
  });
  it('refuses a month-on-month jump beyond 30 % unless forced, and records that it was forced', () => {
    const jump = rows((d) => (d === 7 ? 1.5 : 1.01) * (last.get(d) as number));
    expect(refusal(() => planImport([], { month: '1405-06', rows: jump, file: 'm.csv' }))[0]).toMatch(/منطقه ۷ \(\+۵۰٪\).*--force/u);
    const drop = rows((d) => (d === 2 ? 0.1 : 1) * (last.get(d) as number));
    expect(refusal(() => planImport([], { month: '1405-06', rows: drop, file: 'm.csv' }))[0]).toContain('منطقه ۲ (−۹۰٪)');
    const { result } = planImport([], { month: '1405-06', rows: jump, force: true, file: 'm.csv' });
    expect(result.forced).toBe(true);
    expect(result.jumps.map((j) => j.district)).toEqual([7]);
  });
  it('refuses a month the index would not use for some district (too few listings) unless forced, and says which', () => {
    const thin = rows().map((r) => (r.district === 12 ? { ...r, listings: 400 } : r));
    const problems = refusal(() => planImport([], { month: '1405-06', rows: thin, file: 'm.csv' }));
    expect(problems[0]).toMatch(/منطقه ۱۲ \(آگهی‌ها کمتر از ۲۵٪ شمار معمول\).*--force/u);
    const { result } = planImport([], { month: '1405-06', rows: thin, force: true, file: 'm.csv' });
    expect(result).toMatchObject({ forced: true, jumps: [], left_out: [{ district: 12, kind: 'weak' }] });
  });
  it('replaces only the last imported month, and compares the next month with the imported one', () => {
    const first = planImport([], { month: '1405-06', rows: rows(), file: 'a.csv' }).months;
    expect(planImport(first, { month: '1405-06', rows: rows(), replace: true, file: 'b.csv' }).months.map((m) => m.file)).toEqual(['b.csv']);
    expect(refusal(() => planImport([], { month: '1405-05', rows: rows(), replace: true, file: 'b.csv' }))[0]).toContain('فقط آخرین ماه');
    // 1405-07 against 1405-06's imported figures, not Kilid's 1405-05
    const seventh = rows((d) => 1.02 * 1.02 * (last.get(d) as number));
    expect(planImport(first, { month: '1405-07', rows: seventh, file: 'c.csv' }).result.jumps).toEqual([]);
  });
});

describe('parseIndexCsv', () => {
  it('reads English or Persian headers, Persian digits and grouped numbers', () => {
    const r = parseIndexCsv('منطقه,قیمت هر متر,تعداد آگهی,ماه\n۱,"۴۹۱٬۰۰۰٬۰۰۰",۲۳۷۰۰,۱۴۰۵-۰۶\n');
    expect(r).toEqual({ month: '1405-06', rows: [{ district: 1, price_per_m2: 491e6, listings: 23700 }] });
  });
  it('names the rows it cannot read', () => {
    const problems = refusal(() => parseIndexCsv('district,price_per_m2\n23,100\n5,-3\n'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('سطر ۲');
    expect(refusal(() => parseIndexCsv('x,y\n1,2\n'))[0]).toContain('district');
  });
});

describe('npm run index:import', () => {
  beforeEach(() => {
    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'index-import-'));
    resetServerEnv();
    invalidateMarketIndex();
  });
  const run = (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runImportCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const csv = (f = 1.02) => {
    const file = join(process.env.DATA_DIR as string, 'month.csv');
    writeFileSync(file, `district,price_per_m2,listings\n${rows((d) => f * (last.get(d) as number)).map((r) => `${r.district},${Math.round(r.price_per_m2)},${r.listings}`).join('\n')}\n`);
    return file;
  };

  it('imports a month into DATA_DIR, and the index (the default price date) moves to it at once', () => {
    expect(formatMonth(marketIndex().last)).toBe('1405-05');
    const r = run('--csv', csv(), '--month', '1405-06');
    expect(r.code).toBe(0);
    expect(r.out).toContain('imported 1405-06');
    expect(existsSync(operatorFilePath())).toBe(true);
    expect(JSON.parse(readFileSync(operatorFilePath(), 'utf8')).months[0]).toMatchObject({ month: '1405-06', file: 'month.csv', forced: false });
    expect(formatMonth(marketIndex().last)).toBe('1405-06');
  });
  it('refuses with exit code 2 and writes nothing; --force takes a jump', () => {
    const jump = csv(1.6);
    const r = run('--csv', jump, '--month', '1405-06');
    expect(r.code).toBe(2);
    expect(r.err).toContain('refused, nothing written');
    expect(existsSync(operatorFilePath())).toBe(false);
    expect(run('--csv', jump).err).toContain('YYYY-MM');
    expect(run('--csv', jump, '--month', '1405-06', '--force').code).toBe(0);
    expect(run('--csv', jump, '--month', '1405-06').err).toContain('از پیش موجود');
    expect(run('--bogus').code).toBe(2);
  });
  it('waits for another import\'s lock, and takes over one a killed process left', () => {
    const lock = `${operatorFilePath()}.lock`;
    writeFileSync(lock, '4242');
    expect(() => withOperatorFileLock(() => 1, operatorFilePath(), 100)).toThrow(/held by another import \(process 4242\)/);
    expect(existsSync(operatorFilePath())).toBe(false);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    expect(run('--csv', csv(), '--month', '1405-06').code).toBe(0);
    expect(existsSync(lock)).toBe(false);
  });
});
