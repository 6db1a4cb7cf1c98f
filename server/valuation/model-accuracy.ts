import 'server-only';

import type { ModelAccuracy, ModelLaterCheck, ModelLaterCheckRow, ValuationKind } from '@/lib/contracts/valuation';
import { log } from '@/server/core/log';
import { readRepoFile } from '@/server/places/load-json';

interface Meta {
  oof_metrics?: Partial<Record<ValuationKind, { n?: number; mdape?: number; ppe10?: number; ppe20?: number; coverage80?: number }>>;
}

const percent = (cell: string): number | null => {
  const m = /^([-+−]?)(\d+(?:\.\d+)?)\s*%$/.exec(cell.trim());
  return m ? ((m[1] === '-' || m[1] === '−' ? -1 : 1) * Number(m[2])) / 100 : null;
};

/**
 * The model's row ("| model | all | n | MdAPE | PPE10 | PPE20 | 80 % coverage |") of ml/REPORT.md for a kind,
 * from the grouped folds (the stricter protocol: unseen flats) or else the random folds. null when absent.
 */
export function parseReportAccuracy(report: string, kind: ValuationKind): ModelAccuracy | null {
  for (const protocol of ['grouped', 'random']) {
    const start = report.search(new RegExp(`^## ${kind} — ${protocol} folds`, 'm'));
    if (start < 0) continue;
    const rest = report.slice(start);
    const next = rest.slice(3).search(/^## /m);
    const section = next < 0 ? rest : rest.slice(0, next + 3);
    const row = section.split('\n').find((l) => /^\|\s*model\s*\|\s*all\s*\|/.test(l));
    if (!row) continue;
    const cells = row.split('|').slice(1, -1).map((c) => c.trim());
    const [n, mdape, ppe10, ppe20, coverage] = [Number(cells[2].replace(/,/g, '')), percent(cells[3]), percent(cells[4]), percent(cells[5]), percent(cells[6] ?? '')];
    if (!Number.isFinite(n) || mdape === null || ppe10 === null || ppe20 === null) continue;
    return { n, mdape, ppe10, ppe20, coverage80: coverage };
  }
  return null;
}

/** The section of ml/REPORT.md under a `## ` heading, to the next one; null when absent. */
function reportSection(report: string, heading: RegExp): string | null {
  const start = report.search(heading);
  if (start < 0) return null;
  const rest = report.slice(start);
  const next = rest.slice(3).search(/^## /m);
  return next < 0 ? rest : rest.slice(0, next + 3);
}

/** A Jalali month as ml/REPORT.md writes it, «1403-10». */
const REPORT_MONTH = '1[34]\\d\\d-(?:0[1-9]|1[0-2])';

/**
 * The rows of ml/REPORT.md's "Market index — check on later sale listings" (a model fitted on the 1401 listings
 * alone, priced at each later listing's month by the index), by the columns its header names: each row's year, n and
 * MdAPE, and the last month any row covers (its months column, «1402-10 … 1403-10»). null when absent; ml/evaluate.py
 * writes the table and its test parses the written report with this function.
 */
export function parseLaterCheck(report: string): ModelLaterCheck | null {
  const section = reportSection(report, /^## Market index — check on later sale listings/m);
  if (!section) return null;
  const fitted = /trained on the (1[34]\d\d) listings alone/.exec(section);
  if (!fitted) return null;
  const lines = section.split('\n').filter((l) => l.startsWith('|'));
  const cells = (l: string) => l.split('|').slice(1, -1).map((c) => c.trim());
  const head = cells(lines[0] ?? '').map((c) => c.toLowerCase());
  const col = (name: string) => head.indexOf(name);
  const [n, mdape, months] = [col('n'), col('mdape'), col('months')];
  if (Math.min(n, mdape, months) < 0) return null;
  const out: ModelLaterCheckRow[] = [];
  let lastMonth = '';
  for (const l of lines.slice(2)) {
    const c = cells(l);
    const year = /\b(1[34]\d\d)\b/.exec(c[0] ?? '');
    const last = new RegExp(`(${REPORT_MONTH})\\s*$`).exec(c[months] ?? '');
    const row = { n: Number((c[n] ?? '').replace(/,/g, '')), mdape: percent(c[mdape] ?? '') };
    if (!year || !last || !Number.isFinite(row.n) || row.mdape === null) continue;
    out.push({ year: Number(year[1]), n: row.n, mdape: row.mdape });
    if (last[1] > lastMonth) lastMonth = last[1];
  }
  return out.length > 0 ? { fitted_year: Number(fitted[1]), last_month: lastMonth, rows: out } : null;
}

/**
 * The last month of the held-out listings ml/REPORT.md's "Rent brought forward — backtest" checked the rent method
 * on («… months 1403-01 … 1403-10)»: '1403-10'), the month after which nothing tested it. null when absent;
 * ml/evaluate.py writes the sentence and its test parses the written report with this function.
 */
export function parseRentBacktestLastMonth(report: string): string | null {
  const section = reportSection(report, /^## Rent brought forward — backtest/m);
  const months = section && new RegExp(`months (${REPORT_MONTH}) … (${REPORT_MONTH})`).exec(section);
  return months ? months[2] : null;
}

function fromMeta(meta: Meta, kind: ValuationKind): ModelAccuracy | null {
  const m = meta.oof_metrics?.[kind];
  return m && typeof m.ppe10 === 'number' && typeof m.ppe20 === 'number' && typeof m.mdape === 'number'
    ? { ppe10: m.ppe10, ppe20: m.ppe20, mdape: m.mdape, coverage80: m.coverage80 ?? null, n: m.n ?? 0 }
    : null;
}

function readText(rel: string, repoPath: string): string | null {
  try {
    return readRepoFile(import.meta.url, rel, repoPath).toString('utf8');
  } catch {
    return null;
  }
}

let cached: Partial<Record<ValuationKind, ModelAccuracy | null>> | undefined;

/**
 * The model's published accuracy: ml/REPORT.md (cross-validated evaluation) when it has been written, else the
 * out-of-fold figures of the training artifact meta.json. null for a kind with neither: the pages then say
 * nothing rather than guess. Read once per process once found.
 */
export function modelAccuracy(kind: ValuationKind): ModelAccuracy | null {
  if (!cached) {
    const report = readText('../../ml/REPORT.md', 'ml/REPORT.md');
    const metaText = readText('./artifacts/meta.json', 'server/valuation/artifacts/meta.json');
    if (!report && !metaText) {
      log.debug('valuation accuracy not published yet');
      return null;
    }
    let meta: Meta = {};
    try {
      meta = metaText ? (JSON.parse(metaText) as Meta) : {};
    } catch {
      meta = {};
    }
    cached = {};
    for (const k of ['sale', 'rent'] as const) cached[k] = (report && parseReportAccuracy(report, k)) || fromMeta(meta, k);
    const later = report ? parseLaterCheck(report) : null;
    if (cached.sale && later) cached.sale = { ...cached.sale, later };
    const rentTested = report ? parseRentBacktestLastMonth(report) : null;
    if (cached.rent && rentTested) cached.rent = { ...cached.rent, backtest_last_month: rentTested };
  }
  return cached[kind] ?? null;
}
