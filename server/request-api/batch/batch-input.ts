import 'server-only';

import type { BatchJsonBody } from '@/lib/contracts/request-api';
import { formatCsvVerbatim } from '@/server/valuation/engine/csv';

const cellText = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v));

/**
 * JSON rows as the canonical CSV layout (ml/README.md): the columns are the keys in the order first seen, so a
 * JSON batch goes through exactly the CSV batch's reading, checks and per-row errors, and any extra key (an id of
 * the caller's) comes back in its own column of the result.
 */
export function jsonRowsToCsv(rows: BatchJsonBody['rows']): string {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const k of Object.keys(row)) {
      if (seen.has(k)) continue;
      seen.add(k);
      columns.push(k);
    }
  }
  return formatCsvVerbatim([columns, ...rows.map((row) => columns.map((c) => cellText((row as Record<string, unknown>)[c])))]);
}
