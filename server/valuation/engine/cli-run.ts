import 'server-only';

import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { loadModel, type ModelKind } from './artifacts';
import { marketIndex } from './market-index/store';
import { formatMonth } from './months';
import { BatchUsageError, valuateCsv } from './batch';
import { decodeCsvBytes } from './csv';

export const USAGE = [
  'usage: npm run valuate -- --kind sale|rent --input in.csv --output out.csv [--as-of YYYY-MM]',
  '',
  '  --kind    sale (total price) or rent (full-deposit equivalent at the monthly rate 0.03)',
  '  --input   a CSV in one of the layouts of ml/README.md ("Batch CLI"); UTF-8, UTF-16 or Windows-1256',
  '  --output  where to write the input rows plus the estimate columns (UTF-8)',
  '  --as-of   the Jalali month every row is valued at (default: the market index\'s latest month; months it does not cover are refused)',
].join('\n');

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Which index the price date comes from, for the summary line. */
function indexUsed(kind: ModelKind, priceDate: string): string {
  const ix = marketIndex();
  const src = ix.operatorMonths.length ? `, then imported months to ${formatMonth(ix.last)}` : '';
  const through = `market index: Central Bank to ${formatMonth(ix.cbiLast)}, then Kilid${src ? '' : ` to ${formatMonth(ix.last)}`}${src}`;
  const ref = formatMonth(loadModel(kind).refMonth);
  return priceDate === ref ? `the listings' own month; ${through}` : `${through}${kind === 'rent' ? '; rent moves with the district sale index' : ''}`;
}

/** The batch CLI without the process: exit code 0 done, 1 could not write, 2 bad arguments or file. */
export function runCli(argv: string[], io: CliIo): number {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        kind: { type: 'string' }, input: { type: 'string' }, output: { type: 'string' }, 'as-of': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
    const repeated = ['kind', 'input', 'output', 'as-of'].find((k) => argv.filter((a) => a === `--${k}` || a.startsWith(`--${k}=`)).length > 1);
    if (repeated) throw new Error(`--${repeated} is given more than once`);
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const kind = String(values.kind ?? '').trim().toLowerCase();
  const input = values.input as string | undefined;
  const output = values.output as string | undefined;
  if ((kind !== 'sale' && kind !== 'rent') || !input || !output) {
    io.err(`${kind && kind !== 'sale' && kind !== 'rent' ? `--kind ${values.kind}: use sale or rent\n\n` : ''}${USAGE}`);
    return 2;
  }
  if (existsSync(output) && existsSync(input) && realpathSync(output) === realpathSync(input)) {
    io.err(`--output is the input file ${input}: choose another path, the input is never overwritten`);
    return 2;
  }
  if (!existsSync(dirname(resolve(output)))) {
    io.err(`cannot write ${output}: the folder ${dirname(resolve(output))} does not exist`);
    return 2;
  }
  const t0 = performance.now();
  let bytes: Buffer;
  try {
    bytes = readFileSync(input);
  } catch (e) {
    io.err(`cannot read ${input}: ${(e as Error).message}`);
    return 2;
  }
  const decoded = decodeCsvBytes(bytes);
  if (decoded.encoding !== 'utf-8') io.out(`read ${input} as ${decoded.encoding}; the output is UTF-8`);
  let res;
  try {
    // A file from Excel (BOM, UTF-16 or Windows-1256) gets a BOM back, so Excel shows its Persian text.
    res = valuateCsv(decoded.text, { kind: kind as ModelKind, asOf: values['as-of'] as string | undefined, bom: decoded.bom || decoded.encoding !== 'utf-8' });
  } catch (e) {
    if (e instanceof BatchUsageError) {
      io.err(e.message);
      return 2;
    }
    throw e;
  }
  try {
    writeFileSync(output, res.csv, 'utf8');
  } catch (e) {
    io.err(`cannot write ${output}: ${(e as Error).message}`);
    return 1;
  }
  const ms = performance.now() - t0;
  const notes = [
    res.blank ? `${res.blank} blank rows skipped` : '',
    res.replaced.length ? `recomputed the earlier run's columns ${res.replaced.join(',')}` : '',
  ].filter(Boolean);
  io.out(
    `${res.rows} rows (${res.layout}), ${res.errors} with errors, price date ${res.priceDate} (${indexUsed(kind as ModelKind, res.priceDate)}), ` +
      `${ms.toFixed(0)} ms → ${output}${notes.length ? `; ${notes.join('; ')}` : ''}`,
  );
  return 0;
}
