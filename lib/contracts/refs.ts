import { z } from 'zod';
import { toLatinDigits } from '@/lib/fa/digits';
import { messages } from '@/lib/validation/messages';
// A value of the wrong type reads "invalid", a missing one "required" (the shared zod messages).
import '@/lib/validation/zod-locale';

/** PostgreSQL integer ids: a larger number names no row and is refused as invalid input, not a database overflow. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's uuid (results, sessions): anything else names no row and is looked up nowhere (PostgreSQL would refuse it). */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * A paid create request's id, chosen by the client for one submission and sent again when the same submission is
 * retried (its answer was lost: a dropped connection, a timeout, a reload). The server makes it the result's uuid,
 * so a retry finds the result already paid for instead of charging again.
 */
export const requestId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.uuid({ error: 'شناسهٔ درخواست معتبر نیست' }).transform((v) => v.toLowerCase()).optional(),
);

/** A body field naming a result by uuid: missing says "required" (spec §5), anything else `invalid`. */
export const resultUuid = (invalid: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? messages.required : invalid) });

export const rowId = z.number().int().positive().max(MAX_ROW_ID, messages.invalid);

/** A service reference: its numeric id or its name (price_evaluation_product_base, environmental_evaluation_…). */
export const serviceRef = z.preprocess(
  (v) => (typeof v === 'string' ? toLatinDigits(v).trim() : v),
  z.union([rowId, z.string().min(1, messages.required).max(80)]),
);

/** A Divar ad's token: [A-Za-z0-9_], usually 8–9 characters, at most 16 (integrations.md). */
export const POST_TOKEN_PATTERN = /^[A-Za-z0-9_]{4,16}$/;
export const POST_TOKEN_INVALID = 'شناسهٔ آگهی دیوار معتبر نیست.';

export const postToken = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: messages.required }).min(1, messages.required).regex(POST_TOKEN_PATTERN, POST_TOKEN_INVALID),
);
