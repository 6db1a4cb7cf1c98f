import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { fieldError } from '@/server/http/errors';

export const REQUEST_ID_TAKEN = 'این درخواست پیش‌تر با حساب دیگری ثبت شده است.';

/**
 * The id of the result a paid create request makes: the client's `request_id` when given (see the contract), else a
 * new uuid. `prior` is the owner of an existing result with that id, looked up by the caller:
 * - none: create it under this id;
 * - the same caller (the same user, or anonymous again): the request is a retry of one already paid for, answer
 *   with that result and charge nothing (`existing`);
 * - someone else: refused, so nobody is handed another person's result as their own.
 */
export function resolveRequestId(
  requestId: string | undefined,
  prior: { userId: string | null } | undefined,
  userId: string | null,
): { id: string; existing: boolean } {
  if (!requestId) return { id: randomUUID(), existing: false };
  if (!prior) return { id: requestId, existing: false };
  if (prior.userId !== userId) throw fieldError('request_id', REQUEST_ID_TAKEN);
  return { id: requestId, existing: true };
}

/**
 * Inside the charge's transaction, before charging: waits for another request with the same id (two copies sent at
 * once) to commit, then asks again whether its row exists (`findPrior`). True: the other copy paid for it, charge
 * nothing. Without this an anonymous visitor's second copy found its free use taken and got 426, and the first
 * copy's result was never shown.
 */
export async function claimRequestId(
  tx: Tx,
  id: string,
  userId: string | null,
  findPrior: () => Promise<{ userId: string | null } | undefined>,
): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`request:${id}`}))`);
  const prior = await findPrior();
  if (!prior) return false;
  if (prior.userId !== userId) throw fieldError('request_id', REQUEST_ID_TAKEN);
  return true;
}
