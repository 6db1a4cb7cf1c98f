import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { invalidField } from '@/server/core/errors';

export const REQUEST_ID_TAKEN = 'این درخواست پیش‌تر با حساب دیگری ثبت شده است.';
/** The same caller sent this id before for another kind of result (a sale valuation's id to the rent endpoint). */
export const REQUEST_ID_OTHER_KIND = 'این شناسهٔ درخواست پیش‌تر برای نوع دیگری از ارزیابی به کار رفته است؛ برای هر درخواست شناسهٔ تازه‌ای بفرستید.';

export interface RequestOwner {
  userId: string | null;
  /** The result's kind where one table holds several (sale/rent, buy/rent). */
  kind?: string;
}

/**
 * Whether a paid create request's `request_id` (the contract's: the client's id for one submission, made the
 * result's uuid) has already made its result. Called inside the charge's transaction, before charging: it first
 * waits for a copy of the same request in flight (two copies sent at once) to commit, then looks for the row
 * (`findRow`).
 * - no row: create it under this id, and charge;
 * - the same caller and kind (the same user, or anonymous again): a retry of a request already paid for; answer
 *   with that result and charge nothing (an anonymous visitor's second copy would otherwise get 426);
 * - anyone else: refused, so nobody is handed another person's result as their own;
 * - the same caller for another kind: refused too, saying so (not "another account").
 */
export async function requestAlreadyMade(tx: Tx, requestId: string, caller: RequestOwner, findRow: () => Promise<RequestOwner | undefined>): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`request:${requestId}`}))`);
  const row = await findRow();
  if (!row) return false;
  if (row.userId !== caller.userId) throw invalidField('request_id', REQUEST_ID_TAKEN);
  // Refused all the same, but not as another account's: an API client reusing its own id would look for a wrong key.
  if (row.kind !== caller.kind) throw invalidField('request_id', REQUEST_ID_OTHER_KIND);
  return true;
}
