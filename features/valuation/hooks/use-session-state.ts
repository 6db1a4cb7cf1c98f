'use client';
import { useCallback, useSyncExternalStore } from 'react';

// sessionStorage as an external store: the server and the hydrating client render `initial`, then React
// re-renders with the stored value, so the HTML never mismatches. Used to keep the /price form through the payment
// gateway's round trip (issue 6).
const listeners = new Map<string, Set<() => void>>();
const parsed = new Map<string, { raw: string | null; value: unknown }>();

function subscribeKey(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  return () => set.delete(listener);
}

function readKey<T>(key: string, initial: T): T {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(key);
  } catch {
    raw = null;
  }
  const hit = parsed.get(key);
  if (hit && hit.raw === raw) return hit.value as T;
  let value: T = initial;
  try {
    if (raw) value = JSON.parse(raw) as T;
  } catch {
    value = initial;
  }
  parsed.set(key, { raw, value });
  return value;
}

const noSubscribe = () => () => undefined;

/** [value, set, hydrated]: `initial` must be a stable (module-level) value. */
export function useSessionState<T>(key: string, initial: T): [T, (next: T) => void, boolean] {
  const value = useSyncExternalStore(
    useCallback((l: () => void) => subscribeKey(key, l), [key]),
    () => readKey(key, initial),
    () => initial,
  );
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const set = useCallback(
    (next: T) => {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // storage full or disabled: keep the value in memory only
      }
      parsed.set(key, { raw: safeRaw(key), value: next });
      listeners.get(key)?.forEach((l) => l());
    },
    [key],
  );
  return [value, set, hydrated];
}

function safeRaw(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
