'use client';
import { useSyncExternalStore, type ReactNode } from 'react';

// Whether this page's viewer may buy the upgrade, once the upgrade island knows (a signed-in owner's own view can
// offer what the server-rendered page could not). One result per page: one value.
let offered: boolean | null = null;
const listeners = new Set<() => void>();

export function setUpgradeOffered(value: boolean | null): void {
  if (offered === value) return;
  offered = value;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * What the upgrade would add, shown while it is on offer to this viewer: the page's own answer until the upgrade
 * island has the viewer's (`initial` is what the server rendered with).
 */
export function UpgradeOffer({ initial, children }: { initial: boolean; children: ReactNode }) {
  const known = useSyncExternalStore(
    subscribe,
    () => offered,
    () => null,
  );
  return (known ?? initial) ? children : null;
}
