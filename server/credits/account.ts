import 'server-only';
import type { Db, Tx } from '@/server/db/client';

// Contract between sign-in (issue 3) and billing (issue 4). The billing work replaces this body with the ledger;
// until then there is no ledger, so every balance is truly zero.
export interface ServiceCredit {
  service_name: string;
  available_credits: number;
  free_credits: number;
  can_use_service: boolean;
}

export interface CreditSummary {
  active_credits_count: number;
  free_credits_count: number;
  services: ServiceCredit[];
}

export async function getCreditSummary(_db: Db | Tx, _userId: string): Promise<CreditSummary> {
  return { active_credits_count: 0, free_credits_count: 0, services: [] };
}

/** Called in the signup transaction with SIGNUP_FREE_CREDITS. */
export async function grantSignupCredits(_tx: Tx, _userId: string, _amount: number): Promise<void> {}
