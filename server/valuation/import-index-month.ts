import 'server-only';

import type { ImportIndexMonthBody, ImportIndexMonthResponse, MarketIndexStatus } from '@/lib/contracts/market-index';
import { InvalidInput } from '@/server/core/errors';

import { importMonth, IndexImportRefusal } from './engine/market-index/import-month';
import { marketIndex, readOperatorMonths } from './engine/market-index/store';
import { formatMonth } from './engine/months';

/** What the index holds now: its months, the operator's imports and the district-months it left out. */
export function marketIndexStatus(): MarketIndexStatus {
  const ix = marketIndex();
  return {
    first: formatMonth(ix.first),
    last: formatMonth(ix.last),
    cbi_last: formatMonth(ix.cbiLast),
    operator_months: readOperatorMonths().map(({ month, imported_at, file, forced }) => ({ month, imported_at, file, forced })),
    flags: ix.flags,
  };
}

/** The admin API's import: the command's checks, refusals as a 400 listing every problem. */
export function importIndexMonth(body: ImportIndexMonthBody): ImportIndexMonthResponse {
  try {
    const res = importMonth({
      month: body.month,
      rows: body.rows.map((r) => ({ district: r.district, price_per_m2: r.price_per_m2, listings: r.listings ?? null })),
      force: body.force,
      replace: body.replace,
      file: 'api',
    });
    const ix = marketIndex();
    return { month: res.month, replaced: res.replaced, forced: res.forced, jumps: res.jumps, left_out: res.left_out, index: { first: formatMonth(ix.first), last: formatMonth(ix.last) } };
  } catch (e) {
    if (e instanceof IndexImportRefusal) throw new InvalidInput({ non_field_errors: e.problems });
    throw e;
  }
}
