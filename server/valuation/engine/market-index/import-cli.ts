import 'server-only';

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

import { formatJalaliMonth } from '@/lib/fa/jalali';

import { decodeCsvBytes } from '../csv';
import { formatMonth } from '../months';
import type { CliIo } from '../cli-run';
import { WEAK_SHARE } from './build';
import { importMonth, IndexImportRefusal, JUMP_LIMIT, parseIndexCsv } from './import-month';
import { marketIndex, operatorFilePath } from './store';

export const IMPORT_USAGE = [
  'usage: npm run index:import -- --csv month.csv [--month YYYY-MM] [--force] [--replace]',
  '',
  '  --csv      one row per district (1–22): district,price_per_m2[,listings][,month] — the median asking price per m²',
  '             of the district\'s listings that month, toman (Kilid\'s figure); UTF-8, UTF-16 or Windows-1256',
  '  --month    the Jalali month of the figures, when the file has no month column (it must follow the last month)',
  `  --force    accept districts that move more than ${Math.round((JUMP_LIMIT - 1) * 100)} % against the month before, or that the`,
  `             index would leave out (listings below ${Math.round(WEAK_SHARE * 100)} % of the district's usual count, or far off its own level)`,
  '  --replace  replace the last imported month (to correct it) instead of adding the next one',
  '',
  `The month is stored in DATA_DIR (${operatorFilePath()}); the app prices with it at once, no retraining.`,
].join('\n');

/** The import command without the process: 0 imported, 2 refused or bad arguments (nothing written), 1 write failed. */
export function runImportCli(argv: string[], io: CliIo): number {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { csv: { type: 'string' }, month: { type: 'string' }, force: { type: 'boolean' }, replace: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${IMPORT_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(IMPORT_USAGE);
    return 0;
  }
  const csv = values.csv as string | undefined;
  if (!csv) {
    io.err(IMPORT_USAGE);
    return 2;
  }
  let text: string;
  try {
    text = decodeCsvBytes(readFileSync(csv)).text;
  } catch (e) {
    io.err(`cannot read ${csv}: ${(e as Error).message}`);
    return 2;
  }
  try {
    const parsed = parseIndexCsv(text);
    const month = (values.month as string | undefined) ?? parsed.month;
    if (values.month && parsed.month && values.month !== parsed.month) {
      throw new IndexImportRefusal([`--month ${values.month} با ماه فایل (${parsed.month}) یکی نیست.`]);
    }
    const res = importMonth({ month, rows: parsed.rows, force: Boolean(values.force), replace: Boolean(values.replace), file: basename(csv) });
    const ix = marketIndex();
    io.out(
      `${res.replaced ? 'replaced' : 'imported'} ${res.month} (${formatJalaliMonth(res.month)}) from ${res.file}` +
        `${res.jumps.length ? `, forced past the ${Math.round((JUMP_LIMIT - 1) * 100)} % limit in districts ${res.jumps.map((j) => j.district).join(', ')}` : ''}` +
        `${res.left_out.length ? `, forced with districts ${res.left_out.map((f) => `${f.district} (${f.kind})`).join(', ')} left out of the index (they keep the month before's level)` : ''}; ` +
        `the index now runs ${formatMonth(ix.first)} … ${formatMonth(ix.last)}, the default price date ${formatMonth(ix.last)}`,
    );
    return 0;
  } catch (e) {
    if (e instanceof IndexImportRefusal) {
      io.err(`refused, nothing written:\n${e.problems.map((p) => `  - ${p}`).join('\n')}`);
      return 2;
    }
    io.err(`cannot write ${operatorFilePath()}: ${(e as Error).message}`);
    return 1;
  }
}
