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

let sessionLost = false;
let watchingSession = false;

/** Follows the tokens from the first reader on: whether a session this page had ended other than by its own sign-out. */
function watchSession(): void {
  if (watchingSession) return;
  watchingSession = true;
  let had = hasTokensSnapshot();
  tokenStore.subscribe(({ ownSignOut }) => {
    const has = hasTokensSnapshot();
    if (has) sessionLost = false;
    else if (had && !ownSignOut) sessionLost = true;
    had = has;
  });
}

/**
 * This page had the user signed in, and the session ended without their sign-out here: another tab signed out, or
 * the server refused the token. The page reads signed out at once, and an anonymous free use would be spent where
 * the user means their account's credit (server/credits/anonymous-use.ts), so the paid flow asks first
 * (usePaidSubmission). false again at the next sign-in.
 */
export function useSignedOutElsewhere(): boolean {
  return useSyncExternalStore(
    (listener) => {
      // Registered before the reader's own listener: the flag is current when the reader is told.
      watchSession();
      return tokenStore.subscribe(listener);
    },
    () => sessionLost,
    () => false,
  );
}
