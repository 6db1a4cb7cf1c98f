'use client';
import { useSyncExternalStore } from 'react';
import { tokenStore } from '@/lib/auth-tokens';

const snapshot = () => Boolean(tokenStore.access() || tokenStore.refresh());

/** Whether tokens are stored (spec §6 signed-in user); false on the server and during hydration. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(tokenStore.subscribe, snapshot, () => false);
}
