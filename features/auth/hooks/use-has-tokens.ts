'use client';
import { useSyncExternalStore } from 'react';
import { tokenStore } from '@/lib/auth-tokens';

// spec §4: user info is fetched on load except on the referral intro and callback paths.
const NO_FETCH_PATHS = ['/services/environment-evaluation/referral/intro', '/services/environment-evaluation/referral/callback'];

export function isUserFetchDisabled(pathname: string | null): boolean {
  const path = (pathname ?? '').replace(/\/+$/, '');
  return NO_FETCH_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export const hasTokensSnapshot = () => Boolean(tokenStore.access() || tokenStore.refresh());
/** On the server (and during hydration) nobody knows yet: 'unknown' keeps the header pending, never "logged out". */
const unknownSnapshot = () => null;

/** Whether tokens are stored (null while not known yet); light enough for the header's first load. */
export function useHasTokens(): boolean | null {
  return useSyncExternalStore(tokenStore.subscribe, hasTokensSnapshot, unknownSnapshot);
}
