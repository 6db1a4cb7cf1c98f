import 'server-only';

import { readFileSync, writeFileSync } from 'node:fs';

import { valuateCsv } from './batch';
import type { ModelKind } from './artifacts';

// npm run valuate -- --kind sale|rent --input in.csv --output out.csv [--as-of YYYY-MM]
const USAGE = 'usage: npm run valuate -- --kind sale|rent --input in.csv --output out.csv [--as-of YYYY-MM (Jalali)]';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): number {
  const kind = arg('kind');
  const input = arg('input');
  const output = arg('output');
  const asOf = arg('as-of');
  if ((kind !== 'sale' && kind !== 'rent') || !input || !output) {
    console.error(USAGE);
    return 2;
  }
  const t0 = performance.now();
  let text: string;
  try {
    text = readFileSync(input, 'utf8');
  } catch (e) {
    console.error(`cannot read ${input}: ${(e as Error).message}`);
    return 2;
  }
  try {
    const res = valuateCsv(text, { kind: kind as ModelKind, asOf });
    writeFileSync(output, res.csv, 'utf8');
    const ms = performance.now() - t0;
    console.log(`${res.rows} rows (${res.layout}), ${res.errors} with errors, price date ${res.priceDate ?? '-'}, ${ms.toFixed(0)} ms → ${output}`);
    return 0;
  } catch (e) {
    console.error((e as Error).message);
    return 1;
  }
}

process.exitCode = main();
