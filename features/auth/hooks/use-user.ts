'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { tokenStore } from '@/lib/auth-tokens';
import type { UserInfo } from '@/lib/contracts/auth';
import { userKeys } from '@/features/shared/user/user-keys';
import { userInfoQueryOptions } from '../api/auth-api';
import { hasTokensSnapshot, useHasTokens } from '@/lib/use-signed-in';
import { isUserFetchDisabled } from './user-fetch-paths';

export interface UseUser {
  user: UserInfo | null;
  /** spec §4: pending until loaded. */
  isPending: boolean;
}

/** The signed-in user (null when signed out or when the fetch failed; spec §8 shows no toast for a 401 here). */
export function useUser(): UseUser {
  const pathname = usePathname();
  const hasTokens = useHasTokens();
  const disabled = isUserFetchDisabled(pathname);
  const query = useQuery({ ...userInfoQueryOptions(), enabled: hasTokens === true && !disabled });
  if (disabled) return { user: null, isPending: false };
  if (hasTokens === null) return { user: null, isPending: true };
  if (!hasTokens) return { user: null, isPending: false };
  return { user: query.data ?? null, isPending: query.isPending };
}

/**
 * Keeps the cached user in step with the stored tokens: cleared tokens (logout, failed refresh) reset the user
 * to null at once; new tokens (a sign-in) refetch everything about the user. Mount once (the header does).
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let signedIn = hasTokensSnapshot();
    return tokenStore.subscribe(() => {
      const now = hasTokensSnapshot();
      if (!now) {
        queryClient.setQueryData(userKeys.info(), null);
        queryClient.removeQueries({ queryKey: userKeys.credits() });
        queryClient.removeQueries({ queryKey: userKeys.reports() });
      } else if (!signedIn) {
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
      }
      signedIn = now;
    });
  }, [queryClient]);
}
