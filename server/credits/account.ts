import 'server-only';
import type { Db, Tx } from '@/server/db/client';
import { listActiveServices } from './find-service';
import { postEntry, readBalance } from './ledger';

// Contract between sign-in (issue 3) and billing (issue 4), backed by the credit ledger (server/credits/ledger.ts).
// Credits are one pool usable by every service: a service's available credits are the user's whole balance, and it
// can be used when that covers credits_required. Free credits are spent first (server/credits/spend-credits.ts).
export interface ServiceCredit {
  service_name: string;
  available_credits: number;
  free_credits: number;
  can_use_service: boolean;
}

export interface CreditSummary {
  /** Paid credits only; disjoint from free_credits_count (the header shows their sum). */
  active_credits_count: number;
  free_credits_count: number;
  services: ServiceCredit[];
}

export async function getCreditSummary(db: Db | Tx, userId: string): Promise<CreditSummary> {
  const [balance, services] = await Promise.all([readBalance(db, userId), listActiveServices(db)]);
  const total = balance.paid + balance.free;
  return {
    active_credits_count: balance.paid,
    free_credits_count: balance.free,
    services: services.map((s) => ({
      service_name: s.name,
      available_credits: total,
      free_credits: balance.free,
      can_use_service: total >= s.creditsRequired,
    })),
  };
}

/** Called in the signup transaction with SIGNUP_FREE_CREDITS. At most one signup grant per user (unique index). */
export async function grantSignupCredits(tx: Tx, userId: string, amount: number): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) return;
  await postEntry(tx, { userId, entryType: 'signup_grant', freeDelta: amount, note: 'signup' });
}
