import 'server-only';

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1256';

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
  /** The file started with a byte-order mark (Excel's "CSV UTF-8" and UTF-16 exports do). */
  bom: boolean;
}

/**
 * Spreadsheet exports as they arrive: UTF-8 with or without a BOM, UTF-16 with a BOM, or Windows-1256, which is
 * what Excel's plain "CSV" writes on a Persian Windows (not valid UTF-8, so it is recognised by failing as UTF-8).
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le', bom: true };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be', bom: true };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', bom };
  } catch {
    return { text: new TextDecoder('windows-1256').decode(bytes), encoding: 'windows-1256', bom: false };
  }
}

const DELIMITERS = [',', ';', '؛', '\t'] as const;

/** The header line's most frequent separator outside quotes (Excel writes ';' or '؛' in some locales, tab for "Text"). */
export function sniffDelimiter(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of text.replace(/^\ufeff/, '')) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: string = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** A row with no value in any cell (Excel leaves them after cleared cells). */
export const isBlankRow = (cells: string[]) => cells.every((c) => c.trim() === '');

/** parseCsv met more rows than its `maxRows`: it stopped there, the rest of the text unread. */
export class TooManyRows extends Error {
  constructor(readonly maxRows: number) {
    super(`more than ${maxRows} rows`);
  }
}

/**
 * Records of a CSV (RFC 4180 plus what spreadsheets write: BOM, CR/LF/CRLF line ends, ragged rows). A quote that
 * does not open a field is an ordinary character («کاشی 60"»), so it cannot swallow the rows after it. With
 * `maxRows`, the parse stops with TooManyRows at the first row past it that is not blank (the first record, the
 * header, not counted), so an oversized file costs no more than the limit.
 */
export function parseCsv(text: string, delimiter = sniffDelimiter(text), options: { maxRows?: number } = {}): string[][] {
  const { maxRows } = options;
  let rows = -1;
  const countRows = (record: string[]) => {
    if ((rows < 0 || !isBlankRow(record)) && ++rows > maxRows!) throw new TooManyRows(maxRows!);
    return record;
  };
  return parse(text, {
    bom: true,
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    ...(maxRows === undefined ? {} : { on_record: countRows }),
  });
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/CR before them) gets a leading apostrophe,
 * which Excel and LibreOffice show as text: result files echo the sender's cells, and a file passed on to a
 * colleague must not run `=HYPERLINK(…)` when opened. Plain numbers («-1», «+5») stay as they are.
 *
 * The same goes for what follows, inside a cell, another separator a spreadsheet may split the line on (those
 * sniffDelimiter reads: Excel's list separator is ';' or '؛' in some locales, tab in LibreOffice's import) or a line
 * break: such a reader does not honour the quotes of a field it did not split on, so «x;=1+2;y» is, to it, the cells
 * «…"x», «=1+2» and «y"…», whatever quoting the comma writer uses. So «x;'=1+2;y», and «d;'-1».
 */
export function neutraliseFormula(cell: string): string {
  // No number is spared inside a cell: to such a reader the cell's last piece runs on into the next cells («-1,85,…»).
  const inner = cell.replace(/(?<=[;\t\r\n\u061b])(?=[=+\-@\t\r])/g, "'");
  if (!/^[=+\-@\t\r]/.test(inner)) return inner;
  if (/^[+-]?\d+(\.\d+)?$/.test(inner)) return inner;
  return `'${inner}`;
}

/** A result file for people: formula-like cells neutralised (see neutraliseFormula). */
export function formatCsv(rows: string[][], bom = false): string {
  return (bom ? '\ufeff' : '') + formatCsvVerbatim(rows.map((r) => r.map(neutraliseFormula)));
}

/** CSV for the batch reader itself (a JSON batch's rows), cells exactly as given. */
export function formatCsvVerbatim(rows: string[][]): string {
  return stringify(rows, { record_delimiter: '\n' });
}
