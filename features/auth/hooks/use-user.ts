'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { accountChanges, tokenStore } from '@/lib/auth-tokens';
import type { UserInfo } from '@/lib/contracts/auth';
import { userKeys } from '@/features/shared/user/user-keys';
import { userInfoQueryOptions } from '../api/auth-api';
import { hasTokensSnapshot, useHasTokens } from '@/lib/use-signed-in';
import { isUserFetchDisabled } from './user-fetch-paths';

export interface UseUser {
  user: UserInfo | null;
  /** spec §4: pending until loaded. */
  isPending: boolean;
  /**
   * Tokens are stored but the user could not be read (no connection, a server error): still signed in, so the header
   * offers to try again rather than «ورود / ثبت نام». A refused session clears the tokens and reads signed out.
   */
  failed: boolean;
  retry: () => void;
}

/** The signed-in user (null when signed out or when the fetch failed; spec §8 shows no toast for a 401 here). */
export function useUser(): UseUser {
  const pathname = usePathname();
  const hasTokens = useHasTokens();
  const disabled = isUserFetchDisabled(pathname);
  const query = useQuery({ ...userInfoQueryOptions(), enabled: hasTokens === true && !disabled });
  const retry = () => void query.refetch();
  if (disabled) return { user: null, isPending: false, failed: false, retry };
  if (hasTokens === null) return { user: null, isPending: true, failed: false, retry };
  if (!hasTokens) return { user: null, isPending: false, failed: false, retry };
  return { user: query.data ?? null, isPending: query.isPending, failed: query.isError && !query.data, retry };
}

/**
 * Keeps the cached user in step with the stored tokens: cleared tokens (logout, failed refresh) drop everything about
 * the user at once; a balance changed in another tab refetches it. Mount once, in the area drawn while tokens are
 * stored (the header's signed-in area): a sign-in mounts it anew, and its queries fetch the new account.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      tokenStore.subscribe(() => {
        // Removed, not set to null: the signed-in area mounted at the next sign-in (here or in another tab, whose
        // tokens appear here) finds no user cached and fetches it. A cached null user would be fresh for 20 s and the
        // header would stay signed out until a reload.
        if (!hasTokensSnapshot()) queryClient.removeQueries({ queryKey: userKeys.all });
      }),
    [queryClient],
  );
  // A payment or a spend in another tab: the header's chip, an open service dialog and the reports follow it.
  useEffect(() => accountChanges.subscribe(() => void queryClient.invalidateQueries({ queryKey: userKeys.all })), [queryClient]);
}
