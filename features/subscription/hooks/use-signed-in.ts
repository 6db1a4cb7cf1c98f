'use client';
import { useSyncExternalStore } from 'react';
import { tokenStore } from '@/lib/auth-tokens';

const snapshot = () => Boolean(tokenStore.access() || tokenStore.refresh());

/** Whether tokens are stored; `null` on the server and during hydration (unknown yet). */
export function useSignedIn(): boolean | null {
  return useSyncExternalStore(tokenStore.subscribe, snapshot, () => null);
}
