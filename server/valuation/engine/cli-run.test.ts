import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { runCli } from './cli-run';

function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const dir = mkdtempSync(join(tmpdir(), 'valuate-cli-'));
const input = join(dir, 'in.csv');
writeFileSync(input, 'neighbourhood,area,build_year\nونک,85,1390\n');

describe('npm run valuate', () => {
  it('values a file and says how many rows, at which price date', () => {
    const output = join(dir, 'out.csv');
    const r = cli('--kind', 'sale', '--input', input, '--output', output, '--as-of', '1401-10');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^1 rows \(canonical\), 0 with errors, price date 1401-10 \(the listings' own month; market index: Central Bank to 1401-09, then Kilid to 1405-05\)/);
    expect(readFileSync(output, 'utf8').split('\n')[0]).toBe('neighbourhood,area,build_year,estimate_toman,low_toman,high_toman,confidence,error');
  });

  it('values at the index\'s latest month by default and names the index', () => {
    const r = cli('--kind', 'rent', '--input', input, '--output', join(dir, 'rent.csv'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('price date 1405-05 (market index: Central Bank to 1401-09, then Kilid to 1405-05; rent moves with the district sale index)');
  });

  it('accepts --name=value and any case of the kind', () => {
    expect(cli('--kind=SALE', `--input=${input}`, `--output=${join(dir, 'eq.csv')}`).code).toBe(0);
  });

  it('refuses a mistyped or repeated flag instead of ignoring it', () => {
    const typo = cli('--kind', 'sale', '--input', input, '--output', join(dir, 'x.csv'), '--as-off', '1401-10');
    expect(typo.code).toBe(2);
    expect(typo.err).toContain("'--as-off'");
    expect(typo.err).toContain('usage:');
    expect(cli('--kind', 'sale', '--kind', 'rent', '--input', input, '--output', join(dir, 'x.csv')).err).toContain('--kind is given more than once');
  });

  it('prints its usage for --help on standard output', () => {
    const r = cli('--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('--as-of');
  });

  it('never overwrites the input and explains an output folder that does not exist', () => {
    const same = cli('--kind', 'sale', '--input', input, '--output', input);
    expect(same.code).toBe(2);
    expect(readFileSync(input, 'utf8')).toBe('neighbourhood,area,build_year\nونک,85,1390\n');
    const nodir = cli('--kind', 'sale', '--input', input, '--output', join(dir, 'missing', 'o.csv'));
    expect(nodir).toMatchObject({ code: 2 });
    expect(nodir.err).toContain('does not exist');
  });

  it('exits 2 for a bad --as-of or a file of the other kind', () => {
    expect(cli('--kind', 'sale', '--input', input, '--output', join(dir, 'x.csv'), '--as-of', '1401-13').code).toBe(2);
    const rentFile = join(dir, 'rent.csv');
    writeFileSync(rentFile, 'total_value,neighborhood,area,year,deposit,rent,elavator,parking,warehouse\n1,ونک,85,1390,1,0,1,1,1\n');
    const wrong = cli('--kind', 'sale', '--input', rentFile, '--output', join(dir, 'x.csv'));
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('--kind rent');
  });

  it('reads a Windows-1256 file from Excel and writes UTF-8 with a BOM, so Excel shows the names', () => {
    const cp = join(dir, 'cp1256.csv');
    writeFileSync(cp, Buffer.concat([Buffer.from('neighbourhood,area,build_year\r\n'), Buffer.from([0xe6, 0xe4, 0x98]), Buffer.from(',85,1390\r\n')]));
    const output = join(dir, 'cp-out.csv');
    const r = cli('--kind', 'sale', '--input', cp, '--output', output);
    expect(r.code).toBe(0);
    expect(r.out).toContain('windows-1256');
    const text = readFileSync(output, 'utf8');
    expect(text.startsWith('\ufeffneighbourhood,')).toBe(true);
    expect(text.split('\n')[1].startsWith('ونک,85,1390,')).toBe(true);
  });
});
