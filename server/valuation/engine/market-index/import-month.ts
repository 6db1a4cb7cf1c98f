import 'server-only';

import { toLatinDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali';

import { parseCsv } from '../csv';
import { formatMonth, parseMonth } from '../months';
import { buildIndex, DISTRICTS, WEAK_SHARE, type FlagKind, type OperatorMonth } from './build';
import { readSources } from './sources';
import { invalidateMarketIndex, operatorFilePath, readOperatorMonths, withOperatorFileLock, writeOperatorMonths } from './store';

/**
 * The operator's monthly update: one new index month, one row per district, in Kilid's kind of figure (the median
 * asking price per m² of the district's listings, toman). The month must follow the last one the index holds;
 * all 22 districts must be there once each; and a district that moves more than JUMP_LIMIT against the month
 * before is refused unless forced (the data's largest genuine moves: the 1402-02 step +35 … +78 %, 1405-02
 * +18 … +40 %; a typo of one digit is ×10). A district the index would leave out that month — fewer than
 * WEAK_SHARE of its usual listings, or a glitch against its own level (build.ts) — is refused unless forced too:
 * otherwise the month would be imported and that district would silently keep the month before's level.
 * The app prices with the new month at once (store.ts).
 */

/** Largest accepted month-on-month move per district, as a ratio: 1.3 up or 1/1.3 down. */
export const JUMP_LIMIT = 1.3;

export interface ImportRow {
  district: number;
  price_per_m2: number;
  listings: number | null;
}

export interface ImportRequest {
  /** 'YYYY-MM' (Jalali); required unless every CSV row names the month */
  month?: string;
  rows: ImportRow[];
  /** accept moves beyond JUMP_LIMIT */
  force?: boolean;
  /** replace the last imported month (to correct it) instead of adding one */
  replace?: boolean;
  /** where the figures came from (the CSV's name), kept with the month */
  file: string;
}

export interface ImportResult {
  month: string;
  replaced: boolean;
  forced: boolean;
  /** districts beyond JUMP_LIMIT (accepted only with force), with their move as a ratio */
  jumps: Array<{ district: number; ratio: number }>;
  /** districts the index leaves out that month (accepted only with force): their level carries the month before's */
  left_out: Array<{ district: number; kind: FlagKind }>;
  file: string;
}

/** Why an import was refused; every problem in Persian, one per line. Nothing was written. */
export class IndexImportRefusal extends Error {
  readonly code = 'index_import_refused' as const;
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'IndexImportRefusal';
  }
}

const faMonth = (m: number) => formatJalaliMonth(formatMonth(m));
const fa = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });

const HEADERS: Record<keyof ImportRow | 'month', string[]> = {
  district: ['district', 'منطقه', 'district_number'],
  month: ['month', 'ماه', 'period_code'],
  price_per_m2: ['price_per_m2', 'قیمت هر متر', 'قیمت هر متر مربع', 'price_psm_median_toman', 'median_price_per_m2'],
  listings: ['listings', 'تعداد آگهی', 'sample_size'],
};

const number = (cell: string): number => {
  const s = toLatinDigits(cell).trim().replace(/[٬,\s]/g, '').replace(/٫/g, '.');
  return s === '' ? Number.NaN : Number(s);
};

/** The CSV's month (when its rows name one) and rows. */
export function parseIndexCsv(text: string): { month: string | undefined; rows: ImportRow[] } {
  const records = parseCsv(text);
  if (records.length < 2) throw new IndexImportRefusal(['فایل سطری ندارد: یک سطر عنوان و برای هر منطقه یک سطر لازم است.']);
  const header = records[0].map((h) => h.trim().toLowerCase());
  const col = (k: keyof typeof HEADERS) => header.findIndex((h) => HEADERS[k].includes(h));
  const [cd, cm, cp, cl] = [col('district'), col('month'), col('price_per_m2'), col('listings')];
  if (cd < 0 || cp < 0) {
    throw new IndexImportRefusal([`ستون‌های district و price_per_m2 لازم است (سطر عنوان: ${records[0].join(', ')}).`]);
  }
  const problems: string[] = [];
  const months = new Set<string>();
  const rows: ImportRow[] = [];
  records.slice(1).forEach((r, i) => {
    const line = i + 2;
    const district = number(r[cd] ?? '');
    const price = number(r[cp] ?? '');
    const listings = cl >= 0 && (r[cl] ?? '').trim() !== '' ? number(r[cl]) : null;
    if (!Number.isInteger(district) || district < 1 || district > DISTRICTS) problems.push(`سطر ${fa(line)}: منطقه باید عددی از ۱ تا ۲۲ باشد («${r[cd] ?? ''}»).`);
    if (!(price > 0)) problems.push(`سطر ${fa(line)}: قیمت هر متر مربع باید عددی مثبت (تومان) باشد («${r[cp] ?? ''}»).`);
    if (listings !== null && !(Number.isInteger(listings) && listings >= 0)) problems.push(`سطر ${fa(line)}: تعداد آگهی باید عدد صحیح باشد.`);
    if (cm >= 0) months.add(toLatinDigits(r[cm] ?? '').trim());
    rows.push({ district, price_per_m2: price, listings });
  });
  if (months.size > 1) problems.push(`همهٔ سطرها باید از یک ماه باشند؛ در فایل ${fa(months.size)} ماه آمده است.`);
  if (problems.length) throw new IndexImportRefusal(problems);
  return { month: months.size ? [...months][0] : undefined, rows };
}

/** The previous month's figure per district: the operator's last month, else the committed Kilid series. */
function previousFigures(existing: OperatorMonth[], before: number): Map<number, number> {
  const out = new Map<number, number>();
  const op = existing.find((m) => parseMonth(m.month) === before);
  if (op) for (const r of op.rows) out.set(r.district, r.price_per_m2);
  else for (const [d, m, v] of readSources().kilid.rows) if (parseMonth(m) === before) out.set(d, v);
  return out;
}

/** Checks a month against the index it would join; the new month list, or IndexImportRefusal. */
export function planImport(existing: OperatorMonth[], req: ImportRequest, now = new Date()): { months: OperatorMonth[]; result: ImportResult } {
  const problems: string[] = [];
  const month = req.month === undefined ? null : parseMonth(req.month);
  if (month === null) throw new IndexImportRefusal([`ماه شاخص مشخص نیست یا نادرست است («${req.month ?? ''}»)؛ به صورت YYYY-MM شمسی، مثلاً ۱۴۰۵-۰۶.`]);
  const sourceLast = Math.max(...readSources().kilid.rows.map((r) => parseMonth(r[1]) as number));
  const opMonths = existing.map((m) => parseMonth(m.month) as number);
  const last = Math.max(sourceLast, ...opMonths);
  const replacing = Boolean(req.replace);
  if (replacing) {
    if (!opMonths.length || month !== Math.max(...opMonths)) {
      problems.push(`فقط آخرین ماهِ واردشده را می‌توان جایگزین کرد${opMonths.length ? ` (${faMonth(Math.max(...opMonths))})` : '؛ هنوز ماهی وارد نشده است'}.`);
    }
  } else if (month <= last) {
    problems.push(`شاخص ماه ${faMonth(month)} از پیش موجود است (آخرین ماه: ${faMonth(last)})؛ برای اصلاح آخرین ماهِ واردشده --replace را به کار ببرید.`);
  } else if (month > last + 1) {
    problems.push(`ماه ${faMonth(month)} پس از ${faMonth(last)} فاصله می‌اندازد: اول ${faMonth(last + 1)} را وارد کنید.`);
  }
  const seen = new Map<number, number>();
  for (const r of req.rows) seen.set(r.district, (seen.get(r.district) ?? 0) + 1);
  const twice = [...seen].filter(([, n]) => n > 1).map(([d]) => d);
  if (twice.length) problems.push(`منطقه‌های تکراری: ${twice.map(fa).join('، ')}.`);
  const missing = Array.from({ length: DISTRICTS }, (_, i) => i + 1).filter((d) => !seen.has(d));
  if (missing.length) problems.push(`منطقه‌های بی‌سطر: ${missing.map(fa).join('، ')} (هر ۲۲ منطقه لازم است).`);
  if (problems.length) throw new IndexImportRefusal(problems);

  const prev = previousFigures(existing, month - 1);
  const jumps = req.rows
    .map((r) => ({ district: r.district, ratio: r.price_per_m2 / (prev.get(r.district) ?? r.price_per_m2) }))
    .filter((j) => j.ratio > JUMP_LIMIT || j.ratio < 1 / JUMP_LIMIT);
  if (jumps.length && !req.force) {
    const pct = (x: number) => `${x > 1 ? '+' : '−'}${fa(Math.round(Math.abs(x - 1) * 100))}٪`;
    throw new IndexImportRefusal([
      `تغییر ماهانهٔ بیش از ${fa(Math.round((JUMP_LIMIT - 1) * 100))}٪ در ${jumps.map((j) => `منطقه ${fa(j.district)} (${pct(j.ratio)})`).join('، ')}؛ ` +
        'اگر درست است با --force وارد کنید.',
    ]);
  }
  const entry: OperatorMonth = {
    month: formatMonth(month),
    imported_at: now.toISOString(),
    file: req.file,
    forced: false,
    rows: [...req.rows].sort((a, b) => a.district - b.district),
  };
  const months = [...existing.filter((m) => parseMonth(m.month) !== month), entry].sort((a, b) => a.month.localeCompare(b.month));
  // The index as it would be: which of this month's districts would it not use?
  const left_out = buildIndex(readSources(), months)
    .flags.filter((f) => f.month === entry.month)
    .map((f) => ({ district: f.district, kind: f.kind }));
  if (left_out.length && !req.force) {
    const why = (kind: FlagKind) => (kind === 'weak' ? `آگهی‌ها کمتر از ${fa(WEAK_SHARE * 100)}٪ شمار معمول` : 'ناهمخوان با سطح همیشگی منطقه');
    throw new IndexImportRefusal([
      `شاخص این ماهِ ${left_out.map((f) => `منطقه ${fa(f.district)} (${why(f.kind)})`).join('، ')} را کنار می‌گذارد و سطح ماه قبل را ادامه می‌دهد؛ ` +
        'رقم‌ها و شمار آگهی‌ها را بررسی کنید، و اگر درست است با --force وارد کنید.',
    ]);
  }
  entry.forced = jumps.length > 0 || left_out.length > 0;
  return { months, result: { month: entry.month, replaced: replacing, forced: entry.forced, jumps, left_out, file: req.file } };
}

/** Validates and stores a month; the running app (and the next CLI run) prices with it at once. */
export function importMonth(req: ImportRequest, file = operatorFilePath()): ImportResult {
  const result = withOperatorFileLock(() => {
    const plan = planImport(readOperatorMonths(file), req);
    writeOperatorMonths(plan.months, file);
    return plan.result;
  }, file);
  invalidateMarketIndex();
  return result;
}
