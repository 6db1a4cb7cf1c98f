'use client';
import { useQuery } from '@tanstack/react-query';
import { userCreditsQueryOptions } from '@/features/shared/billing/billing-api';
import { useSignedIn } from '@/lib/use-signed-in';

/** The signed-in user's balances (GET /api/users/credits/), null when signed out. */
export function useUserCredits() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...userCreditsQueryOptions(), enabled: signedIn });
  return { signedIn, credits: signedIn ? (query.data ?? null) : null, isPending: signedIn && query.isPending };
}
