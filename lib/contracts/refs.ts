import { z } from 'zod';
import { toLatinDigits } from '@/lib/fa/digits';
import { messages } from '@/lib/validation/messages';
// A value of the wrong type reads "invalid", a missing one "required" (the shared zod messages).
import '@/lib/validation/zod-locale';

/** PostgreSQL integer ids: a larger number names no row and is refused as invalid input, not a database overflow. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's uuid (results, sessions): anything else names no row and is looked up nowhere (PostgreSQL would refuse it). */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const rowId = z.number().int().positive().max(MAX_ROW_ID, messages.invalid);

/** A service reference: its numeric id or its name (price_evaluation_product_base, environmental_evaluation_…). */
export const serviceRef = z.preprocess(
  (v) => (typeof v === 'string' ? toLatinDigits(v).trim() : v),
  z.union([rowId, z.string().min(1, messages.required).max(80)]),
);
