import 'server-only';

import type { EnvironmentCriterionResult, EnvironmentSource } from '@/lib/contracts/environment';
import { toLatinDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali-month';
import type { OperatorMonth } from '@/server/valuation/engine/market-index/build';
import { readOperatorMonths } from '@/server/valuation/engine/market-index/store';
import { formatMonth, parseMonth } from '@/server/valuation/engine/months';
import { CRITERIA, CRITERIA_VERSION, criterionMethod, criterionSource, DATASETS, datasetDate, LEGACY_SALE_SOURCE, type CriterionDef, type MarketDates } from './criteria-catalogue';
import type { ComputedEnvironment } from './evaluate-environment';

/**
 * A stored result's words as the catalogue says them now (its names, descriptions, methods and sources, and the months
 * beside a dated figure), its figures
 * and scores as stored: a result paid for keeps what it measured, a wording fixed later (the market criteria's
 * misdated «۱۲ ماه گذشته», «به دی ۱۴۰۱ برده شده») reaches it. Only a result of the current CRITERIA_VERSION: the
 * rules it was scored by are the catalogue's. Where the words name the data's months, they are the result's own
 * (`market_dates`, or for a row stored before them the months its stored sources line states); a text whose months
 * are not known stays as stored.
 */
export function storedWording(
  full: ComputedEnvironment,
  createdAt: Date,
  operatorMonths: () => ReadonlyArray<Pick<OperatorMonth, 'month' | 'imported_at'>> = readOperatorMonths,
): { criteria: EnvironmentCriterionResult[]; sources: EnvironmentSource[] } {
  const cbi = full.sources.find((s) => s.id === 'cbi');
  const dates = full.market_dates ?? (cbi ? legacyMarketDates(cbi.date, createdAt, operatorMonths()) : null);
  if (full.criteria_version !== CRITERIA_VERSION) return legacySaleSource(full, dates);
  const byId = new Map(CRITERIA.map((c) => [c.id, c]));
  const criteria = full.criteria.map((stored) => {
    const c = byId.get(stored.id);
    if (!c) return stored;
    return {
      ...stored,
      name: c.name,
      description: c.description,
      method: criterionMethod(c, dates) ?? stored.method,
      source: criterionSource(c, dates) ?? stored.source,
      ...datedDetail(c, stored, dates),
    };
  });
  const sources = full.sources.map((stored) => {
    const ds = DATASETS[stored.id as keyof typeof DATASETS];
    const date = ds && datasetDate(ds, dates);
    return ds && date !== null ? { id: ds.id, name: ds.name, date, licence: ds.licence } : stored;
  });
  return { criteria, sources };
}

/** A dated figure's detail with its months («منطقه ۸، مرداد ۱۴۰۵»); nothing to change without a figure or its months. */
function datedDetail(c: CriterionDef, stored: EnvironmentCriterionResult, dates: MarketDates | null): Pick<EnvironmentCriterionResult, 'detail'> {
  if (!c.dated || !dates || stored.value === null) return {};
  const when = c.dated(dates);
  return { detail: stored.detail ? `${stored.detail}، ${when}` : when };
}

/**
 * A result of an older catalogue version keeps its words, but for the sale listings' source line, worded the same
 * in every version from 2026-11-26 to 11-29 (LEGACY_SALE_SOURCE): «قیمت‌ها با شاخص منطقه به آخرین ماه آن — آذر ۱۴۰۱ تا دی
 * ۱۴۰۳» read as if the index ended in the listings' months. It is the same data, so it takes today's words, which
 * name the month the prices were brought to: only when the result's months are known.
 */
function legacySaleSource(full: ComputedEnvironment, dates: MarketDates | null): { criteria: EnvironmentCriterionResult[]; sources: EnvironmentSource[] } {
  const ds = DATASETS.sale;
  const date = dates && datasetDate(ds, dates);
  if (date === null) return { criteria: full.criteria, sources: full.sources };
  const oldLine = `${LEGACY_SALE_SOURCE.name} (${LEGACY_SALE_SOURCE.date})`;
  return {
    criteria: full.criteria.map((c) => (c.source === oldLine ? { ...c, source: `${ds.name} (${date})` } : c)),
    sources: full.sources.map((s) =>
      s.id === ds.id && s.name === LEGACY_SALE_SOURCE.name && s.date === LEGACY_SALE_SOURCE.date ? { id: ds.id, name: ds.name, date, licence: ds.licence } : s,
    ),
  };
}

/** «مرداد ۱۴۰۵» → '1405-05'; a month without its year takes `year`. null when it is not a month. */
function parseFaMonth(text: string, year?: string): string | null {
  const [name, y = year] = text.trim().split(' ');
  if (!y) return null;
  const latinYear = toLatinDigits(y);
  for (let m = 1; m <= 12; m++) {
    const key = `${latinYear}-${String(m).padStart(2, '0')}`;
    if (formatJalaliMonth(key) === `${name} ${y}`) return key;
  }
  return null;
}

/**
 * The months of a result stored before `market_dates`, from its stored cbi sources line, which states the index's
 * span and the Central Bank's last month: «مهر ۱۳۹۶ تا مرداد ۱۴۰۵ (تعداد معاملات تا آذر ۱۴۰۱)» (written as a fixed
 * string until 2026-11-27) or «مهر ۱۳۹۶ تا مرداد ۱۴۰۵: <series> (تعداد معاملات تا آذر ۱۴۰۱)». The fixed string did not
 * move with the months the operator imported, while the local price did: the months imported before the result was
 * made extend the span. The district figures are environment-data.json's, at the committed index's last month, the
 * month before the first imported one. null when the line says none of this.
 */
export function legacyMarketDates(
  cbiDate: string,
  createdAt: Date,
  operatorMonths: ReadonlyArray<Pick<OperatorMonth, 'month' | 'imported_at'>>,
): MarketDates | null {
  const m = /^(\S+(?: [۰-۹]{4})?) تا (\S+ [۰-۹]{4})(?:: .*)? \(تعداد معاملات تا (\S+ [۰-۹]{4})\)$/.exec(cbiDate.trim());
  if (!m) return null;
  const spanEnd = parseFaMonth(m[2]);
  const indexFirst = spanEnd && parseFaMonth(m[1], m[2].split(' ')[1]);
  const cbiMonth = parseFaMonth(m[3]);
  if (!spanEnd || !indexFirst || !cbiMonth) return null;
  const imported = operatorMonths
    .filter((o) => Date.parse(o.imported_at) <= createdAt.getTime())
    .map((o) => o.month)
    .sort();
  const operatorFirst = imported[0] ?? null;
  const indexMonth = imported.length > 0 && imported[imported.length - 1] > spanEnd ? imported[imported.length - 1] : spanEnd;
  const districtMonth = operatorFirst !== null && operatorFirst <= spanEnd ? formatMonth((parseMonth(operatorFirst) as number) - 1) : spanEnd;
  return { districtMonth, cbiMonth, indexFirst, indexMonth, operatorFirst };
}
