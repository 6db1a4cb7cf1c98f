import 'server-only';

import { percentileWords } from '@/lib/contracts/environment';
import { REPORT_KIND_LABEL, type ReportKind } from '@/lib/contracts/reports';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali-month';
import { formatMoney } from '@/lib/fa/money';
import { formatDecimal } from '@/lib/fa/number';

/**
 * What the list query (list-reports.ts) reads of a stored report besides its columns: a few fields of its inputs and
 * result, picked out in SQL so a page of the list never carries whole reports. Any of them may be missing (null) in
 * an old row: the text then leaves that part out rather than guess it.
 */
export interface ReportFacts {
  /** valuations: the flat's area, m²; suggestions: the home's area */
  area?: number | null;
  /** valuations: the rest of the flat as asked (inputs) */
  rooms?: number | null;
  build_year?: number | null;
  floor?: number | null;
  total_floors?: number | null;
  elevator?: boolean | null;
  parking?: boolean | null;
  storage?: boolean | null;
  /** the neighbourhood's Persian name */
  neighbourhood?: string | null;
  district_name?: string | null;
  /** Jalali YYYY-MM the figures are priced at (valuations, suggestions) */
  price_date?: string | null;
  /** sale: the estimate, toman; rent: its full-deposit (رهن کامل) equivalent */
  estimate?: number | null;
  /** environment: 0–100 and the share of Tehran's neighbourhood centres below it */
  overall_score?: number | null;
  percentile?: number | null;
  /** suggestions: the budgets asked with, toman */
  budget?: number | null;
  deposit_budget?: number | null;
  rent_budget?: number | null;
  fits?: boolean | null;
  /** neighbourhoods that fit the budget, and how many the report lists */
  fitting_count?: number | null;
  shown?: number | null;
}

const num = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const text = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

const TITLE: Record<ReportKind, string> = {
  sale: 'ارزیابی قیمت فروش',
  rent: 'ارزیابی قیمت اجاره',
  environment: 'ارزیابی محله',
  buy_suggestion: 'پیشنهاد محله برای خرید',
  rent_suggestion: 'پیشنهاد محله برای اجاره',
};

function place(f: ReportFacts): string | null {
  if (text(f.neighbourhood)) return f.neighbourhood.trim();
  return text(f.district_name) ? f.district_name.trim() : null;
}

const priced = (f: ReportFacts) => (text(f.price_date) && /^\d{4}-\d{2}$/.test(f.price_date) ? ` (قیمت ${formatJalaliMonth(f.price_date)})` : '');

/** «ارزیابی قیمت فروش — ونک، ۹۰ متر»: the kind, then the place and the size the report was asked for. */
export function reportTitle(kind: ReportKind, f: ReportFacts): string {
  const where = kind === 'sale' || kind === 'rent' || kind === 'environment' ? place(f) : null;
  const size = kind !== 'environment' && num(f.area) ? `${kind.endsWith('_suggestion') ? 'خانهٔ ' : ''}${formatDecimal(f.area, 1)} متر${kind.endsWith('_suggestion') ? 'ی' : ''}` : null;
  const details = [where, size].filter((p): p is string => p !== null).join('، ');
  return details ? `${TITLE[kind]} — ${details}` : TITLE[kind];
}

const has = (v: boolean | null | undefined, what: string): string | null => (typeof v === 'boolean' ? `${what} ${v ? 'دارد' : 'ندارد'}` : null);

/**
 * A valuation's flat beyond the title's place and size, in the words of its report's «مشخصات واردشده»: «۲ اتاق، ساخت
 * ۱۳۹۵، طبقهٔ ۳ از ۵، آسانسور دارد، پارکینگ دارد، انباری ندارد» (QA: five rows read «ونک، ۷۰ متر» and nothing else).
 * Only what the row holds; null for other kinds or when it holds none of it.
 */
export function reportDetails(kind: ReportKind, f: ReportFacts): string | null {
  if (kind !== 'sale' && kind !== 'rent') return null;
  const floor = num(f.floor) ? `طبقهٔ ${toPersianDigits(f.floor)}${num(f.total_floors) ? ` از ${toPersianDigits(f.total_floors)}` : ''}` : null;
  const parts = [
    num(f.rooms) ? `${toPersianDigits(f.rooms)} اتاق` : null,
    num(f.build_year) ? `ساخت ${toPersianDigits(f.build_year)}` : null,
    floor,
    has(f.elevator, 'آسانسور'),
    has(f.parking, 'پارکینگ'),
    has(f.storage, 'انباری'),
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join('، ') : null;
}

/** The headline figure the report stored, with the month it is priced at; only figures the row holds. */
export function reportSummaryText(kind: ReportKind, f: ReportFacts): string {
  switch (kind) {
    case 'sale':
      return num(f.estimate) ? `برآورد ${formatMoney(f.estimate)}${priced(f)}` : REPORT_KIND_LABEL.sale;
    case 'rent':
      return num(f.estimate) ? `معادل رهن کامل ${formatMoney(f.estimate)}${priced(f)}` : REPORT_KIND_LABEL.rent;
    case 'environment': {
      if (!num(f.overall_score)) return REPORT_KIND_LABEL.environment;
      const score = `امتیاز کلی ${toPersianDigits(Math.round(f.overall_score))} از ${toPersianDigits(100)}`;
      return num(f.percentile) ? `${score}، ${percentileWords(f.percentile)}` : score;
    }
    case 'buy_suggestion':
    case 'rent_suggestion': {
      const budget =
        kind === 'buy_suggestion'
          ? num(f.budget)
            ? `بودجهٔ ${formatMoney(f.budget)}`
            : null
          : [num(f.deposit_budget) && f.deposit_budget > 0 ? `ودیعهٔ ${formatMoney(f.deposit_budget)}` : null, num(f.rent_budget) && f.rent_budget > 0 ? `اجارهٔ ماهانهٔ ${formatMoney(f.rent_budget)}` : null]
              .filter((p): p is string => p !== null)
              .join(' و ') || null;
      let places: string | null = null;
      if (f.fits === true && num(f.fitting_count)) places = `${toPersianDigits(f.fitting_count)} محله در بودجه`;
      else if (f.fits === false) places = num(f.shown) ? `هیچ محله‌ای در بودجه نبود؛ ${toPersianDigits(f.shown)} گزینهٔ نزدیک` : 'هیچ محله‌ای در بودجه نبود';
      const parts = [budget, places].filter((p): p is string => p !== null);
      return parts.length ? `${parts.join('، ')}${priced(f)}` : REPORT_KIND_LABEL[kind];
    }
  }
}
