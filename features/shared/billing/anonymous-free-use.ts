'use client';
import { useSyncExternalStore } from 'react';
import type { AnonymousFamily } from '@/lib/contracts/billing';
import { jalaliMonthKey } from '@/lib/fa/jalali-month';

// spec §1: without an account, price prediction and the buy-location suggestion are free once a Jalali month (the
// server decides, by IP and browser, per Tehran-time month). This browser remembers the month its free use went, so the button stops
// promising a free one it will not get.
const storageKey = (family: AnonymousFamily) => `free-use:${family}`;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Record that this month's free use of the service family (e.g. `price_evaluation`) is spent. */
export function markFreeUseSpent(family: AnonymousFamily, at: Date = new Date()): void {
  try {
    localStorage.setItem(storageKey(family), jalaliMonthKey(at));
  } catch {
    // storage disabled: the label stays as it was, the server still decides
  }
  listeners.forEach((l) => l());
}

export function isFreeUseSpent(family: AnonymousFamily, at: Date = new Date()): boolean {
  try {
    return localStorage.getItem(storageKey(family)) === jalaliMonthKey(at);
  } catch {
    return false;
  }
}

/** Whether this month's free use is known spent; false on the server, during hydration and for no family. */
export function useFreeUseSpent(family: AnonymousFamily | null): boolean {
  return useSyncExternalStore(subscribe, () => family !== null && isFreeUseSpent(family), () => false);
}
