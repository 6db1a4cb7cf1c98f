'use client';
import { useSyncExternalStore } from 'react';
import { tokenStore } from './auth-tokens';

export const hasTokensSnapshot = () => Boolean(tokenStore.access() || tokenStore.refresh());
/** On the server (and during hydration) nobody knows yet. */
const unknownSnapshot = () => null;
const signedOutSnapshot = () => false;

/** Whether tokens are stored (spec §6 signed-in user), null while not known yet: the header stays pending, never "logged out". */
export function useHasTokens(): boolean | null {
  return useSyncExternalStore(tokenStore.subscribe, hasTokensSnapshot, unknownSnapshot);
}

/** The same, read as signed out until known: for forms, which choose their flow only on submit. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(tokenStore.subscribe, hasTokensSnapshot, signedOutSnapshot);
}
