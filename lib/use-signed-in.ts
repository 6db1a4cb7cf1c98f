'use client';
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { tokenStore } from './auth-tokens';

export const hasTokensSnapshot = () => Boolean(tokenStore.access() || tokenStore.refresh());

/**
 * The sign-in hint the server rendered with (lib/sign-in-hint.ts; app/root-document.tsx reads the cookie), so the
 * hydration snapshot is what the server drew; null where nothing provides one (tests, a tree rendered alone).
 */
const SignInHint = createContext<boolean | null>(null);

export function SignInHintProvider({ hint, children }: { hint: boolean; children: ReactNode }) {
  return createElement(SignInHint.Provider, { value: hint }, children);
}

/**
 * Whether tokens are stored (spec §6 signed-in user). On the server and during hydration: the sign-in hint, so the
 * first paint is already the right state; a stale hint is put right by the browser's answer just after (null only
 * without a hint: the header stays pending, never "logged out").
 */
export function useHasTokens(): boolean | null {
  const hint = useContext(SignInHint);
  return useSyncExternalStore(tokenStore.subscribe, hasTokensSnapshot, () => hint);
}

/** The same, read as signed out until known: for forms, which choose their flow only on submit. */
export function useSignedIn(): boolean {
  const hint = useContext(SignInHint);
  return useSyncExternalStore(tokenStore.subscribe, hasTokensSnapshot, () => hint ?? false);
}
