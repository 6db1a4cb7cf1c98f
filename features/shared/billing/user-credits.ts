import { apiClient } from '@/lib/api-client';
import type { CreditsResponse } from '@/lib/contracts/auth';

// Kept apart from billing-api.ts (React Query options, the billing contract's zod schemas) so a page that only
// checks the balance before a payment (the chat) loads neither.

/** The user's balance (spec §7 /users/credits/); `silent` when the caller decides what a failure means. */
export async function fetchUserCredits(options: { silent?: boolean } = {}): Promise<CreditsResponse> {
  return (await apiClient.get<CreditsResponse>('/api/users/credits/', { silent: options.silent })).data;
}
