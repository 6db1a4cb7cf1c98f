import { z } from 'zod';
import { toLatinDigits } from '@/lib/fa/digits';

// POST /api/admin/market-index/ (operations; the same month the `npm run index:import` command takes from a CSV).

const monthField = z.preprocess(
  (v) => (typeof v === 'string' ? toLatinDigits(v).trim() : v),
  z.string({ error: 'ماه شاخص را به صورت YYYY-MM شمسی بنویسید' }).regex(/^\d{4}-\d{2}$/, 'ماه شاخص را به صورت YYYY-MM شمسی بنویسید'),
);

export const importIndexMonthBody = z.object({
  month: monthField,
  /** One row per district (1–22): the median asking price per m² of its listings that month, toman. */
  rows: z
    .array(
      z.object({
        district: z.number({ error: 'منطقه باید عددی از ۱ تا ۲۲ باشد' }).int().min(1, 'منطقه باید عددی از ۱ تا ۲۲ باشد').max(22, 'منطقه باید عددی از ۱ تا ۲۲ باشد'),
        price_per_m2: z.number({ error: 'قیمت هر متر مربع باید عددی مثبت باشد' }).positive('قیمت هر متر مربع باید عددی مثبت باشد'),
        listings: z.number().int().min(0).nullable().optional(),
      }),
    )
    .min(1, 'برای هر منطقه یک سطر لازم است'),
  /** accept districts that move more than 30 % against the month before, or that the index would leave out */
  force: z.boolean().optional(),
  /** replace the last imported month (to correct it) */
  replace: z.boolean().optional(),
});
export type ImportIndexMonthBody = z.output<typeof importIndexMonthBody>;

export interface MarketIndexStatus {
  first: string;
  last: string;
  cbi_last: string;
  /** months the operator imported after the committed series, oldest first */
  operator_months: Array<{ month: string; imported_at: string; file: string; forced: boolean }>;
  /** district-months the index left out: Kilid glitches, weak and model-filled months */
  flags: Array<{ district: number; month: string; kind: 'glitch' | 'weak' | 'model_filled'; value: number | null }>;
}

export interface ImportIndexMonthResponse {
  month: string;
  replaced: boolean;
  forced: boolean;
  jumps: Array<{ district: number; ratio: number }>;
  /** districts the index leaves out that month (imported only with force): they keep the month before's level */
  left_out: Array<{ district: number; kind: 'glitch' | 'weak' | 'model_filled' }>;
  index: { first: string; last: string };
}
