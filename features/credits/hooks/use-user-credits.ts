'use client';
import { useQuery } from '@tanstack/react-query';
import { userCreditsQueryOptions } from '@/features/shared/billing/billing-api';
import { useSignedIn } from '@/lib/use-signed-in';

/**
 * The signed-in user's balances (GET /api/users/credits/), null when signed out. Fetched afresh for each caller
 * that mounts (the service dialog's openings), and pending until then: other tabs are covered by accountChanges
 * (useSessionSync), but not another device, nor pages where useSessionSync is not mounted (the Divar layout, the
 * referral paths), where a cached balance would offer to buy what is already bought, or a free report the server
 * refuses.
 */
export function useUserCredits() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...userCreditsQueryOptions(), enabled: signedIn, refetchOnMount: 'always' });
  return { signedIn, credits: signedIn ? (query.data ?? null) : null, isPending: signedIn && (query.isPending || !query.isFetchedAfterMount) };
}
