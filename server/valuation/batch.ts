import 'server-only';

import { toLatinDigits } from '@/server/places/normalize';

import type { ModelKind } from './artifacts';
import { formatCsv, parseCsv } from './csv';
import { ValuationInputError } from './errors';
import type { ListingSource, RentInput, SaleInput } from './types';
import { estimateOnly } from './valuate';

/**
 * Accepted input layouts (the shared data files' columns, plus a canonical one). Price/target columns are
 * read past and never used.
 *  - divar-sale:   district,area,year,rooms,value,floor,elevator,parking,warehouse  (Divar 1401)
 *  - portal-sale:  Persian headers with latitude,longitude                          (portal 1401)
 *  - merged-sale:  build_year,neighbour_hood,price,total_price,area,floor,rooms,Parking,Elevator,Warehouse
 *  - rent-1400:    total_value,neighborhood,area,year,deposit,rent,elavator,parking,warehouse
 *  - canonical:    neighbourhood,latitude,longitude,area,rooms,build_year,floor,total_floors,elevator,parking,storage[,source]
 */
export type Layout = 'divar-sale' | 'portal-sale' | 'merged-sale' | 'rent-1400' | 'canonical';

export function detectLayout(headers: string[]): Layout | null {
  const h = new Set(headers.map((x) => x.trim()));
  if (h.has('متراژ') && h.has('منطقه')) return 'portal-sale';
  if (h.has('neighbour_hood') && h.has('build_year')) return 'merged-sale';
  if (h.has('neighborhood') && h.has('elavator')) return 'rent-1400';
  if (h.has('district') && h.has('area') && h.has('year')) return 'divar-sale';
  if (h.has('area') && h.has('build_year') && (h.has('neighbourhood') || (h.has('latitude') && h.has('longitude')))) return 'canonical';
  return null;
}

type Rec = Record<string, string>;

function num(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const s = toLatinDigits(v).replace(/[,\s٬]/g, '').trim();
  if (s === '' || s.toLowerCase() === 'nan') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : Number.NaN;
}

function bool(v: string | undefined): boolean | undefined {
  if (v === undefined) return undefined;
  const s = toLatinDigits(v).trim().toLowerCase();
  if (['true', '1', '1.0', 'yes', 'دارد', 'بله'].includes(s)) return true;
  if (['false', '0', '0.0', 'no', 'ندارد', 'خیر'].includes(s)) return false;
  return undefined;
}

const DEED_WORDS = ['رسمی', 'سند', 'قولنامه', 'منگوله', 'تک برگ', 'وقف', 'تعاونی'];

// Mirrors ml/dataset.py _portal_row: ~5 % of portal rows are shifted one column left, and amenity columns are
// positional, so fields are found by content.
function portalInput(r: Rec, headers: string[]): SaleInput {
  const cell = (k: string) => (r[k] ?? '').trim();
  let buildYear: number | undefined;
  for (const c of [cell('سال ساخت'), cell('منطقه'), cell('تعداد خواب')]) {
    const t = toLatinDigits(c);
    if (buildYear === undefined && /^1[34]\d\d$/.test(t)) buildYear = Number(t);
  }
  let rooms: number | undefined;
  for (const c of [cell('تعداد خواب'), cell('سال ساخت'), cell('جهت ساختمان')]) {
    const m = /^(\d+)\s*خواب$/.exec(toLatinDigits(c));
    if (m) {
      rooms = Number(m[1]);
      break;
    }
  }
  if (rooms === undefined && /^\d$/.test(toLatinDigits(cell('تعداد خواب')))) rooms = Number(toLatinDigits(cell('تعداد خواب')));
  const seq = [cell('جهت ساختمان'), cell('نوع سند'), cell('طبقه'), cell('تعداد طبقات'), cell('سرویس بهداشتی')];
  const p = seq.slice(0, 3).findIndex((c) => DEED_WORDS.some((w) => c.includes(w)));
  let floor = p >= 0 ? num(seq[p + 1]) : num(cell('طبقه'));
  let totalFloors = p >= 0 ? num(seq[p + 2]) : num(cell('تعداد طبقات'));
  if (floor !== undefined && Number.isNaN(floor)) floor = undefined;
  // A garbled building-floors cell is dropped (the model treats it as unknown) rather than failing the row.
  if (totalFloors !== undefined && (Number.isNaN(totalFloors) || totalFloors < 1 || totalFloors > 80 || (floor !== undefined && floor > totalFloors))) {
    totalFloors = undefined;
  }
  const start = headers.indexOf('تاریخ انتشار');
  const amen = (start >= 0 ? headers.slice(start) : headers).map((k) => r[k] ?? '').join(' ');
  const name = cell('منطقه');
  const lat = num(r.latitude);
  const lng = num(r.longitude);
  const pinOk = lat !== undefined && lng !== undefined && lat >= 35.4 && lat <= 35.95 && lng >= 50.9 && lng <= 51.8;
  return {
    neighbourhood: /^\s*[\d۰-۹]+\s*$/.test(name) ? undefined : name,
    latitude: pinOk ? lat : undefined,
    longitude: pinOk ? lng : undefined,
    area: num(r['متراژ']) as number,
    buildYear: buildYear as number,
    rooms,
    floor,
    totalFloors,
    elevator: amen.includes('آسانسور'),
    parking: amen.includes('پارکینگ'),
    storage: amen.includes('انباری'),
    source: 'portal',
  };
}

export function recordToInput(layout: Layout, r: Rec, headers: string[]): SaleInput & RentInput {
  switch (layout) {
    case 'divar-sale':
      // The file's `warehouse` column is a copy of `parking` (SOURCE.md): storage stays unknown.
      return {
        neighbourhood: r.district, area: num(r.area) as number, buildYear: num(r.year) as number, rooms: num(r.rooms),
        floor: num(r.floor), elevator: bool(r.elevator), parking: bool(r.parking), source: 'divar',
      };
    case 'portal-sale':
      return portalInput(r, headers);
    case 'merged-sale':
      return {
        neighbourhood: r.neighbour_hood, area: num(r.area) as number, buildYear: num(r.build_year) as number,
        rooms: num(r.rooms), floor: num(r.floor), elevator: bool(r.Elevator), parking: bool(r.Parking),
        storage: bool(r.Warehouse), source: 'other',
      };
    case 'rent-1400':
      // `warehouse` is 1 in all but 2 rows of that file: not informative, not used.
      return {
        neighbourhood: r.neighborhood, area: num(r.area) as number, buildYear: num(r.year) as number,
        elevator: bool(r.elavator), parking: bool(r.parking), source: 'divar',
      };
    case 'canonical': {
      const src = (r.source ?? '').trim();
      return {
        neighbourhood: r.neighbourhood || undefined, latitude: num(r.latitude), longitude: num(r.longitude),
        area: num(r.area) as number, buildYear: num(r.build_year) as number, rooms: num(r.rooms), floor: num(r.floor),
        totalFloors: num(r.total_floors), elevator: bool(r.elevator), parking: bool(r.parking), storage: bool(r.storage),
        source: (['divar', 'portal', 'other'].includes(src) ? src : undefined) as ListingSource | undefined,
      };
    }
  }
}

export interface BatchOptions {
  kind: ModelKind;
  asOf?: string;
}

export interface BatchResult {
  csv: string;
  rows: number;
  errors: number;
  layout: Layout;
  priceDate: string | null;
}

/** Value every row of a CSV; bad rows get an empty estimate and an `error` message, never an exception. */
export function valuateCsv(text: string, opts: BatchOptions): BatchResult {
  const table = parseCsv(text);
  if (table.length === 0) throw new Error('empty CSV');
  const headers = table[0].map((h) => h.trim());
  const layout = detectLayout(headers);
  if (!layout) throw new Error(`unrecognised CSV layout: ${headers.join(',')}`);
  const outCols = opts.kind === 'sale'
    ? ['estimate_toman', 'low_toman', 'high_toman', 'confidence', 'error']
    : ['full_deposit_toman', 'low_toman', 'high_toman', 'confidence', 'error'];
  const out: string[][] = [[...table[0], ...outCols]];
  let errors = 0;
  let priceDate: string | null = null;
  for (let i = 1; i < table.length; i++) {
    const cells = table[i];
    const rec: Rec = {};
    headers.forEach((h, j) => {
      rec[h] = cells[j] ?? '';
    });
    let extra: string[];
    try {
      const input = { ...recordToInput(layout, rec, headers), asOf: opts.asOf };
      if (!Number.isFinite(input.area) || !Number.isFinite(input.buildYear)) {
        throw new ValuationInputError({ input: ['متراژ و سال ساخت باید عدد باشند'] });
      }
      const est = estimateOnly(opts.kind, input);
      priceDate = est.price_date;
      const r6 = (v: number) => String(Math.round(v / 1e6) * 1e6);
      extra = [r6(est.total), r6(est.low), r6(est.high), est.confidence, ''];
    } catch (e) {
      errors++;
      const msg = e instanceof ValuationInputError ? e.message : e instanceof Error ? `خطای داخلی: ${e.message}` : 'خطای داخلی';
      extra = ['', '', '', '', msg];
    }
    out.push([...cells, ...extra]);
  }
  return { csv: formatCsv(out), rows: table.length - 1, errors, layout, priceDate };
}
