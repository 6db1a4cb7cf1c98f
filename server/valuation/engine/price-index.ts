import 'server-only';

import type { ValuationPriceIndex } from '@/lib/contracts/valuation';
import { formatJalaliMonth } from '@/lib/fa/jalali';

import type { LoadedModel, ModelKind } from './artifacts';
import type { MarketIndex } from './market-index/build';
import { marketIndex } from './market-index/store';
import { formatMonth } from './months';
import type { TrendPoint } from './types';

/**
 * How an estimate gets its price date: the model values a flat at its reference month (the 1401 sale listings'
 * Dey 1401, the 1400 rent file's Tir 1400) and the market index brings it to the price date, by default the index's
 * latest month. Rent moves with its district's sale index, the method that held when fitted on the 1400 listings
 * alone and checked on held-out 1403 ones (its figures travel in the rent artifact: `rent_backtest`).
 */

/** A rent method is used only within this median bias on its backtest (issue 30); otherwise rent is not brought
 * forward at all. */
export const RENT_METHOD_MAX_BIAS = 0.1;

/** Whether rent may move with its district's sale index: only when the artifact carries that method's backtest and
 * the backtest held. Without it rent stays at its file's month, the latest one the rent data was observed at. */
export function rentMethodHolds(m: LoadedModel): boolean {
  const b = m.data.rent_backtest;
  return b !== undefined && Math.abs(b.median_bias) <= RENT_METHOD_MAX_BIAS;
}

/** The earliest price date each kind offers: sale the index's first month; rent its file's month (the rent
 * backtest checked the method forward from there, never backward). */
function firstMonth(kind: ModelKind, m: LoadedModel, ix: MarketIndex): number {
  return kind === 'sale' ? ix.first : Math.max(ix.first, m.refMonth);
}

export interface PriceDates {
  first: number;
  last: number;
}

/** The months a kind can be priced at: every month the index covers (from the rent file's month, for rent; only
 * that month when no rent method held). */
export function priceDates(m: LoadedModel): PriceDates {
  const ix = marketIndex();
  const first = firstMonth(m.kind, m, ix);
  return { first, last: m.kind === 'rent' && !rentMethodHolds(m) ? first : ix.last };
}

/** log index of `month` relative to the model's reference month, for a district (0 = city). */
export function logIndex(m: LoadedModel, district: number, month: number): number {
  const ix = marketIndex();
  const s = ix.log[district] ?? ix.log[0];
  const at = (mo: number) => s[Math.min(Math.max(mo - ix.first, 0), s.length - 1)];
  return at(month) - at(m.refMonth);
}

/**
 * The factor the 80 % range's half-widths are widened by at a month away from the reference month: what the later
 * files' out-of-fold residuals needed (sale, ml/train.py horizon_widening), or the rent backtest (ml/rent_widening.py).
 */
export function rangeWidening(m: LoadedModel, month: number): number {
  const w = m.widen;
  if (!w || month === m.refMonth) return 1;
  return 1 + w.offset + w.per_year * (Math.abs(month - m.refMonth) / 12);
}

const SOURCE_LABEL = {
  cbi: 'بانک مرکزی (قیمت معاملات)',
  kilid: 'کیلید (میانهٔ قیمت آگهی‌ها)',
  operator: 'کیلید (میانهٔ قیمت آگهی‌ها، به‌روزرسانی ماهانه)',
} as const;

/** Where the index changes series ('YYYY-MM'): the Central Bank's last month, and the first operator-imported month. */
export interface IndexSeriesMonths {
  cbiLast: string;
  /** null when no month was imported (npm run index:import) */
  operatorFirst: string | null;
}

/** The live index's hand-over months. */
export function indexSeriesMonths(ix: MarketIndex = marketIndex()): IndexSeriesMonths {
  const op = ix.source.indexOf('operator');
  return { cbiLast: formatMonth(ix.cbiLast), operatorFirst: op < 0 ? null : formatMonth(ix.first + op) };
}

/**
 * The series the index follows from `from` to `to` ('YYYY-MM'), in the one wording every page uses: the Central
 * Bank's transactions up to its last month, then Kilid's listing medians («به‌روزرسانی ماهانه» once the span reaches
 * an operator-imported month). A change from `from` follows only the months after it, so a span starting at the
 * Central Bank's last month is Kilid's alone.
 */
export function indexSeriesBetween(from: string, to: string, s: IndexSeriesMonths): string {
  const kilid = s.operatorFirst !== null && to >= s.operatorFirst ? SOURCE_LABEL.operator : SOURCE_LABEL.kilid;
  if (to <= s.cbiLast) return SOURCE_LABEL.cbi;
  if (from >= s.cbiLast) return kilid;
  return `${SOURCE_LABEL.cbi} تا ${formatJalaliMonth(s.cbiLast)}، سپس ${kilid} تا ${formatJalaliMonth(to)}`;
}

/** What the result says about the index behind its price date. */
export function priceIndexInfo(m: LoadedModel, district: number, month: number): ValuationPriceIndex {
  const ix = marketIndex();
  const source = ix.source[Math.min(Math.max(month - ix.first, 0), ix.source.length - 1)];
  return {
    month: formatMonth(month),
    latest_month: formatMonth(ix.last),
    reference_month: formatMonth(m.refMonth),
    district,
    source,
    label: indexSeriesBetween(formatMonth(ix.first), formatMonth(ix.last), indexSeriesMonths(ix)),
    factor: Math.round(Math.exp(logIndex(m, district, month)) * 1000) / 1000,
    ...(m.kind === 'rent'
      ? rentMethodHolds(m)
        ? { rent_method: 'sale_index' as const, rent_backtest: m.data.rent_backtest }
        : { rent_method: 'held' as const, ...(m.data.rent_backtest ? { rent_backtest: m.data.rent_backtest } : {}) }
      : {}),
  };
}

/** The district's index level (toman/m²) for every month the index covers, with the series each month follows. */
export function districtTrend(district: number): TrendPoint[] {
  const ix = marketIndex();
  const s = ix.log[district] ?? ix.log[0];
  return Array.from(s, (v, i) => ({ month: formatMonth(ix.first + i), price_per_m2: Math.round(Math.exp(v) / 1000) * 1000, source: ix.source[i] }));
}
