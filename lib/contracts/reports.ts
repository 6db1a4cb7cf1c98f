import { z } from 'zod';
import { AGENT_TYPES } from '@/lib/contracts/billing';
import { toLatinDigits } from '@/lib/fa/digits';
import { REPORT_KINDS } from './result-pages';

// A signed-in user's reports (GET /api/users/reports/?page=N): every valuation, neighbourhood evaluation and
// suggestion they paid for, newest first, so a lost link is never a lost report. DRF's page-number pagination.

export { REPORT_KINDS, type ReportKind } from './result-pages';

export const REPORTS_PAGE_SIZE = 20;
/** DRF's «Invalid page.» for a page past the end (404). */
export const INVALID_PAGE = 'صفحه نامعتبر است.';

/** `page`: 1-based, absent = 1. Digits only (Persian digits too): «2.5», «-1», «abc» are a 400, not a guess. */
export const reportsQuery = z.object({
  page: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return 1;
      const latin = toLatinDigits(v.trim());
      const n = /^\d{1,9}$/.test(latin) ? Number(latin) : 0;
      if (n < 1) {
        ctx.addIssue({ code: 'custom', message: 'شمارهٔ صفحه باید عددی صحیح و بزرگ‌تر از صفر باشد.' });
        return z.NEVER;
      }
      return n;
    }),
});
export type ReportsQuery = z.output<typeof reportsQuery>;

export const reportTiers = ['base', 'complementary', 'extended'] as const;

export const reportSummary = z.object({
  uuid: z.uuid(),
  kind: z.enum(REPORT_KINDS),
  /** base, or the extended report (complementary; a neighbourhood evaluation calls it extended). */
  tier: z.enum(reportTiers),
  agent_type: z.enum(AGENT_TYPES),
  created_at: z.iso.datetime({ offset: true }),
  /** e.g. «ارزیابی قیمت فروش — ونک، ۹۰ متر» */
  title: z.string(),
  /**
   * A valuation's flat beyond its place and size, as its report's «مشخصات واردشده» says it, e.g. «۲ اتاق، ساخت ۱۳۹۵،
   * طبقهٔ ۳ از ۵، آسانسور دارد، پارکینگ دارد، انباری ندارد»: five «ونک، ۷۰ متر» rows are told apart. Null for other kinds.
   */
  details: z.string().nullable(),
  /** The headline figure the report stored, e.g. «برآورد ۸٫۲ میلیارد تومان (قیمت آبان ۱۴۰۵)». */
  summary: z.string(),
  /** The app's result page for it. */
  url: z.string(),
});
export type ReportSummary = z.output<typeof reportSummary>;

export const reportsPage = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(reportSummary),
});
export type ReportsPage = z.output<typeof reportsPage>;

/** The label of each kind, as the list shows it. */
export const REPORT_KIND_LABEL: Record<(typeof REPORT_KINDS)[number], string> = {
  sale: 'قیمت فروش',
  rent: 'قیمت اجاره',
  environment: 'ارزیابی محله',
  buy_suggestion: 'کجا بخرم',
  rent_suggestion: 'کجا اجاره کنم',
};
