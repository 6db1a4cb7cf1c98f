import 'server-only';
import type { CreditsResponse } from '@/lib/contracts/auth';
import { getCreditSummary } from '@/server/credits/account';
import type { Db } from '@/server/db/client';

/** GET /api/users/credits/ (spec §3 Credits response): billing's summary in the spec's field names. */
export async function getCredits(db: Db, userId: string): Promise<CreditsResponse> {
  const summary = await getCreditSummary(db, userId);
  return {
    active_credits_count: summary.active_credits_count,
    free_credits_count: summary.free_credits_count,
    services_credits: summary.services.map((s) => ({
      service_name: s.service_name,
      available_credits: s.available_credits,
      free_credits: s.free_credits,
      can_use_service: s.can_use_service,
    })),
  };
}
