import 'server-only';

import { median } from '@/lib/median';
import { formatMonth, parseMonth } from '../months';

/**
 * The market index by district and month: the Central Bank's transaction series (to 1401-09) spliced with Kilid's
 * asking-price series (1400-06 on), and the months the operator imports after it (import-month.ts). Pure: the
 * same sources always give the same index. ml/README.md ("Market index") documents every rule and its figures.
 *
 * 1. Central Bank (CBI): each district's log price relative to the city is shrunk toward its 7-month rolling
 *    median by n/(n+30) transactions, then a centred 3-month mean (thin districts are noisy month to month).
 * 2. Kilid: model-filled months (`MODELED`) and weak months (fewer than WEAK_SHARE of the district's usual
 *    listings) are not observations. The city's movement is the median over districts of each month's log change
 *    (one district's glitch cannot move it). A district's level relative to the city is compared with its 13-month
 *    rolling median: a run of at most MAX_GLITCH_RUN months more than GLITCH_LOG away is a glitch (District 1's
 *    31 M toman/m² in 1401-11 … 1402-01 against ≈ 90–130 M), and so are the run's neighbours that lean the same way
 *    by more than a third of that (each Kilid point is a 3-month window, so a glitch bleeds into them). Glitches,
 *    weak and model-filled months are bridged by interpolating the relative level, which is then smoothed with a
 *    13-month rolling median: the district's level is the city's movement plus that smoothed relative level.
 * 3. Splice: on the months both series cover well (1400-06 … 1401-09, Kilid's flagged months left out) each
 *    district's offset is the median of CBI − Kilid; after the CBI's last month the index is Kilid + offset, so it
 *    continues in the CBI's level (toman/m², transactions) with Kilid's movement. The gap between the two series
 *    drifts (asking prices ran ahead of transactions in late 1401), which left a step at the seam (District 18 +44 % in
 *    one month at 1401-10, Kilid's own move +23 %). The gap between Kilid + offset and the CBI at the CBI's last month
 *    is spread linearly over the CBI's last SEAM_MONTHS months, so the seam itself moves as Kilid does; months before
 *    them and every Kilid month are untouched (the reference months of the models, 1400-04 and 1401-10, included).
 */

export type CbiRow = [district: number, month: string, price: number, transactions: number];
export type KilidRow = [district: number, month: string, median: number, listings: number, trust: string];

export interface IndexSources {
  cbi: { source: string; unit: string; rows: CbiRow[] };
  kilid: { source: string; unit: string; rows: KilidRow[] };
}

/** A month the operator imported (import-month.ts): one row per district, Kilid's kind of figure. */
export interface OperatorMonth {
  month: string;
  imported_at: string;
  file: string;
  forced: boolean;
  rows: Array<{ district: number; price_per_m2: number; listings: number | null }>;
}

export type MonthSource = 'cbi' | 'kilid' | 'operator';
export type FlagKind = 'model_filled' | 'weak' | 'glitch';

export interface IndexFlag {
  district: number;
  month: string;
  kind: FlagKind;
  /** the series' value that month (toman/m²), null when absent */
  value: number | null;
}

export interface MarketIndex {
  /** month indices (year × 12 + month − 1) of the first and last month the index covers */
  first: number;
  last: number;
  /** the CBI's last month: later months follow Kilid (or the operator's imports) */
  cbiLast: number;
  /** log toman/m² per district (0 = city), position = month − first */
  log: Float64Array[];
  /** where each month's movement comes from */
  source: MonthSource[];
  flags: IndexFlag[];
  splice: { overlap: [string, string]; offset: number[] };
  operatorMonths: string[];
}

export const DISTRICTS = 22;
export const WEAK_SHARE = 0.25;
export const GLITCH_LOG = 0.3;
export const MAX_GLITCH_RUN = 4;
export const SEAM_MONTHS = 6;
const REL_WINDOW = 13;
const CBI_SHRINK = 30;

const month = (s: string): number => {
  const m = parseMonth(s);
  if (m === null) throw new Error(`bad month ${s}`);
  return m;
};

/**
 * Centred rolling median/mean over finite values. Near the ends, where the window would be cut short, the value
 * is kept as it is (full = true) or the shorter window is used (full = false): a one-sided mean lags a trend, so a
 * series' last month would sit half a month's movement too low and the splice would open a step.
 */
function rolling(xs: ArrayLike<number>, w: number, f: (v: number[]) => number | null, full = false): Float64Array {
  const out = new Float64Array(xs.length);
  const before = Math.floor(w / 2);
  const after = w - 1 - before;
  for (let i = 0; i < xs.length; i++) {
    if (full && (i - before < 0 || i + after > xs.length - 1)) {
      out[i] = xs[i];
      continue;
    }
    const v: number[] = [];
    for (let j = Math.max(0, i - before); j <= Math.min(xs.length - 1, i + after); j++) if (Number.isFinite(xs[j])) v.push(xs[j]);
    out[i] = (v.length ? f(v) : null) ?? Number.NaN;
  }
  return out;
}
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;

/** Linear interpolation over NaN; leading NaN take the first value, trailing the last. */
function interpolate(xs: Float64Array): Float64Array {
  const out = Float64Array.from(xs);
  const known: number[] = [];
  for (let i = 0; i < xs.length; i++) if (Number.isFinite(xs[i])) known.push(i);
  if (!known.length) return out;
  for (let i = 0; i < xs.length; i++) {
    if (Number.isFinite(out[i])) continue;
    const hi = known.find((k) => k > i);
    const lo = [...known].reverse().find((k) => k < i);
    if (lo === undefined) out[i] = xs[hi as number];
    else if (hi === undefined) out[i] = xs[lo];
    else out[i] = xs[lo] + ((xs[hi] - xs[lo]) * (i - lo)) / (hi - lo);
  }
  return out;
}

/** CBI: smoothed log price per district (0 = city) over the CBI's months. */
function cbiSeries(rows: CbiRow[]): { first: number; last: number; log: Float64Array[] } {
  const first = Math.min(...rows.map((r) => month(r[1])));
  const last = Math.max(...rows.map((r) => month(r[1])));
  const len = last - first + 1;
  const price = Array.from({ length: DISTRICTS + 1 }, () => new Float64Array(len).fill(Number.NaN));
  const n = Array.from({ length: DISTRICTS + 1 }, () => new Float64Array(len));
  for (const [d, m, p, t] of rows) {
    price[d][month(m) - first] = Math.log(p);
    n[d][month(m) - first] = t;
  }
  const city = interpolate(price[0]);
  const log = [city];
  for (let d = 1; d <= DISTRICTS; d++) {
    const lp = interpolate(price[d]);
    const rel = lp.map((v, i) => v - city[i]);
    const relS = rolling(rel, 7, median);
    const lr = rel.map((r, i) => {
      const w = n[d][i] / (n[d][i] + CBI_SHRINK);
      return city[i] + w * r + (1 - w) * relS[i];
    });
    log.push(rolling(lr, 3, mean, true));
  }
  return { first, last, log };
}

interface KilidObs {
  value: Float64Array[];
  listings: Float64Array[];
  trust: string[][];
}

/** Kilid (and operator) months: the city's movement plus each district's smoothed relative level. */
function kilidSeries(rows: KilidRow[], first: number, last: number, flags: IndexFlag[]): { city: Float64Array; log: Float64Array[] } {
  const len = last - first + 1;
  const obs: KilidObs = {
    value: Array.from({ length: DISTRICTS + 1 }, () => new Float64Array(len).fill(Number.NaN)),
    listings: Array.from({ length: DISTRICTS + 1 }, () => new Float64Array(len).fill(Number.NaN)),
    trust: Array.from({ length: DISTRICTS + 1 }, () => new Array<string>(len).fill('')),
  };
  for (const [d, m, v, n, t] of rows) {
    const i = month(m) - first;
    obs.value[d][i] = v > 0 ? Math.log(v) : Number.NaN;
    obs.listings[d][i] = n;
    obs.trust[d][i] = t;
  }
  const flag = (d: number, i: number, kind: FlagKind) =>
    flags.push({ district: d, month: formatMonth(first + i), kind, value: Number.isFinite(obs.value[d][i]) ? Math.round(Math.exp(obs.value[d][i])) : null });
  // usable observations: DIRECT, not weak
  const L = Array.from({ length: DISTRICTS + 1 }, () => new Float64Array(len).fill(Number.NaN));
  for (let d = 1; d <= DISTRICTS; d++) {
    const direct = obs.listings[d].map((n, i) => (obs.trust[d][i] === 'DIRECT' ? n : Number.NaN));
    const usual = rolling(direct, REL_WINDOW, median);
    for (let i = 0; i < len; i++) {
      if (!Number.isFinite(obs.value[d][i])) continue;
      if (obs.trust[d][i] !== 'DIRECT') flag(d, i, 'model_filled');
      else if (obs.listings[d][i] < WEAK_SHARE * usual[i]) flag(d, i, 'weak');
      else L[d][i] = obs.value[d][i];
    }
  }
  let city = cityMovement(L, len);
  // Glitch detection, twice: the second pass sees a city movement and baselines without the first pass's glitches,
  // and a glitch found already counts as far off (its sign kept), so its neighbours are judged against a clean level.
  const glitched = Array.from({ length: DISTRICTS + 1 }, () => new Float64Array(len));
  for (let pass = 0; pass < 2; pass++) {
    for (let d = 1; d <= DISTRICTS; d++) {
      const rel = L[d].map((v, i) => v - city[i]);
      const base = rolling(rel, REL_WINDOW, median);
      const dev = rel.map((r, i) => (glitched[d][i] ? glitched[d][i] * Infinity : r - base[i]));
      for (const i of glitchMonths(dev)) {
        if (glitched[d][i]) continue;
        flag(d, i, 'glitch');
        glitched[d][i] = Math.sign(dev[i]);
        L[d][i] = Number.NaN;
      }
    }
    city = cityMovement(L, len);
  }
  const log = [city];
  for (let d = 1; d <= DISTRICTS; d++) {
    const rel = interpolate(L[d].map((v, i) => v - city[i]));
    const smooth = rolling(rel, REL_WINDOW, median);
    log.push(smooth.map((s, i) => city[i] + s));
  }
  return { city, log };
}

/**
 * Cumulative city log movement: each month, the median over districts of their log change, each district's
 * unusable months bridged by interpolation first (so a month most districts lack, like 1401-09, does not hand the
 * city's movement to the few that have it).
 */
export function cityMovement(L: Float64Array[], len: number): Float64Array {
  const bridged = L.slice(1).map((s) => interpolate(s));
  const city = new Float64Array(len);
  for (let i = 1; i < len; i++) {
    const ch: number[] = [];
    for (const s of bridged) if (Number.isFinite(s[i]) && Number.isFinite(s[i - 1])) ch.push(s[i] - s[i - 1]);
    city[i] = city[i - 1] + (median(ch) ?? 0);
  }
  return city;
}

/**
 * Positions of glitches in a deviation series: runs of at most MAX_GLITCH_RUN consecutive |dev| > GLITCH_LOG, plus
 * each run's neighbours that lean the same way by more than GLITCH_LOG / 3. Longer runs are level shifts, kept.
 */
export function glitchMonths(dev: ArrayLike<number>): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < dev.length) {
    if (!(Math.abs(dev[i]) > GLITCH_LOG)) {
      i++;
      continue;
    }
    const sign = Math.sign(dev[i]);
    let j = i;
    while (j + 1 < dev.length && Math.abs(dev[j + 1]) > GLITCH_LOG && Math.sign(dev[j + 1]) === sign) j++;
    if (j - i + 1 <= MAX_GLITCH_RUN) {
      let a = i;
      while (a - 1 >= 0 && sign * dev[a - 1] > GLITCH_LOG / 3) a--;
      let b = j;
      while (b + 1 < dev.length && sign * dev[b + 1] > GLITCH_LOG / 3) b++;
      for (let k = a; k <= b; k++) out.push(k);
    }
    i = j + 1;
  }
  return out;
}

/** Builds the index from the committed sources and the operator's imported months. */
export function buildIndex(sources: IndexSources, operator: readonly OperatorMonth[] = []): MarketIndex {
  const flags: IndexFlag[] = [];
  const cbi = cbiSeries(sources.cbi.rows);
  const kilidRows: KilidRow[] = [...sources.kilid.rows];
  const kilidLast = Math.max(...kilidRows.map((r) => month(r[1])));
  const operatorMonths: string[] = [];
  for (const om of [...operator].sort((a, b) => month(a.month) - month(b.month))) {
    if (month(om.month) <= kilidLast) continue; // a later source build already holds that month
    operatorMonths.push(om.month);
    for (const r of om.rows) kilidRows.push([r.district, om.month, r.price_per_m2, r.listings ?? Number.POSITIVE_INFINITY, 'DIRECT']);
  }
  const kFirst = Math.min(...kilidRows.map((r) => month(r[1])));
  const kLast = Math.max(...kilidRows.map((r) => month(r[1])));
  const kilid = kilidSeries(kilidRows, kFirst, kLast, flags);
  const flagged = new Set(flags.map((f) => `${f.district}|${f.month}`));

  const first = cbi.first;
  const last = Math.max(cbi.last, kLast);
  const len = last - first + 1;
  const overlap: number[] = [];
  for (let m = Math.max(cbi.first, kFirst); m <= Math.min(cbi.last, kLast); m++) overlap.push(m);
  const offset: number[] = [];
  const log: Float64Array[] = [];
  for (let d = 0; d <= DISTRICTS; d++) {
    const diffs = overlap.filter((m) => d === 0 || !flagged.has(`${d}|${formatMonth(m)}`)).map((m) => cbi.log[d][m - cbi.first] - kilid.log[d][m - kFirst]);
    offset.push(median(diffs) ?? Number.NaN);
    const seamGap = cbi.last >= kFirst ? kilid.log[d][cbi.last - kFirst] + offset[d] - cbi.log[d][cbi.last - cbi.first] : 0;
    const out = new Float64Array(len);
    for (let i = 0; i < len; i++) {
      const m = first + i;
      // the share of the seam's gap this month carries: 1/6 at 1401-04, … all of it at the CBI's last month
      const share = Math.max(0, (m - (cbi.last - SEAM_MONTHS)) / SEAM_MONTHS);
      out[i] = m <= cbi.last ? cbi.log[d][m - cbi.first] + share * seamGap : kilid.log[d][m - kFirst] + offset[d];
    }
    log.push(out);
  }
  const opFirst = operatorMonths.length ? month(operatorMonths[0]) : Infinity;
  const source: MonthSource[] = Array.from({ length: len }, (_, i) => (first + i <= cbi.last ? 'cbi' : first + i >= opFirst ? 'operator' : 'kilid'));
  return {
    first,
    last,
    cbiLast: cbi.last,
    log,
    source,
    flags: flags.sort((a, b) => a.district - b.district || a.month.localeCompare(b.month)),
    splice: { overlap: [formatMonth(overlap[0]), formatMonth(overlap[overlap.length - 1])], offset },
    operatorMonths,
  };
}

/** The index as the committed JSON ml/ reads (server/valuation/artifacts/market-index.json). */
export function indexJson(ix: MarketIndex): object {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    first: formatMonth(ix.first),
    last: formatMonth(ix.last),
    cbi_last: formatMonth(ix.cbiLast),
    source: ix.source,
    log: Object.fromEntries(ix.log.map((s, d) => [String(d), Array.from(s, round)])),
    splice: { overlap: ix.splice.overlap, offset: ix.splice.offset.map(round) },
    flags: ix.flags,
  };
}
