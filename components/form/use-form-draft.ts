'use client';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface DraftCodec<V> {
  /** The stored draft as form values (merged over the defaults); null when it is not one. */
  read: (saved: unknown) => Partial<V> | null;
  /** What is stored for the form's values. */
  write: (values: V) => unknown;
}

const noSubscribe = () => () => undefined;

/** The draft is the form's values (merged over the defaults, so a field added since still has one). */
function asIs<V>(): DraftCodec<V> {
  return { read: (saved) => (saved && typeof saved === 'object' ? (saved as Partial<V>) : null), write: (values) => values };
}

/**
 * Keeps a form's values in sessionStorage under `key`, so a reload or the payment gateway's round trip never makes
 * the user type twice. The draft is restored once after hydration (the server's HTML shows the defaults, so nothing
 * mismatches), then every change is mirrored. Returns whether the page is hydrated: effects declared after this
 * hook in the same component run after the restore (a link that names a place wins over the draft).
 */
export function useFormDraft<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'reset' | 'getValues' | 'subscribe'>, key: string, codec: DraftCodec<V> = asIs<V>()): boolean {
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const restored = useRef(false);
  const latestCodec = useRef(codec);
  useEffect(() => {
    latestCodec.current = codec;
  });
  const { reset, getValues, subscribe } = form;

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    try {
      const saved = latestCodec.current.read(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
      if (saved) reset({ ...getValues(), ...saved });
    } catch {
      // unreadable storage or draft: start from the defaults
    }
  }, [key, reset, getValues]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!restored.current) return;
          try {
            sessionStorage.setItem(key, JSON.stringify(latestCodec.current.write(values as V)));
          } catch {
            // storage full or unavailable: the form still works, it just is not kept
          }
        },
      }),
    [key, subscribe],
  );
  return hydrated;
}
