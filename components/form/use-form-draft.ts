'use client';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { BLANK_FORM_PARAM } from '@/lib/blank-form';

export interface DraftCodec<V> {
  /** The stored draft as form values (merged over the defaults); null when it is not one. */
  read: (saved: unknown) => Partial<V> | null;
  /** What is stored for the form's values. */
  write: (values: V) => unknown;
}

const noSubscribe = () => () => undefined;

// Drafts whose submission was answered: not saved again by a form still on the page (a blur or the submit's own
// state change would otherwise write the submitted values back). A form mounted afterwards saves again.
const discarded = new Set<string>();

/**
 * Drops the draft under `key` once its submission has been answered: a draft keeps only input not yet sent (across a
 * reload, the payment gateway or a sign-in), so the next visit of the form starts blank, not with the last property
 * and its deal type (a valuation of the wrong kind was paid for that way).
 */
export function discardFormDraft(key: string): void {
  discarded.add(key);
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept either
  }
}

/** The page was opened by a link asking for a blank form (lib/blank-form.ts): takes the parameter out of the address. */
function takeBlankFormRequest(): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(BLANK_FORM_PARAM)) return false;
  url.searchParams.delete(BLANK_FORM_PARAM);
  // Next's router keeps its own history state through a replaceState (documented), and a reload keeps the new draft.
  window.history.replaceState(null, '', url);
  return true;
}

/** The draft is the form's values (merged over the defaults, so a field added since still has one). */
function asIs<V>(): DraftCodec<V> {
  return { read: (saved) => (saved && typeof saved === 'object' ? (saved as Partial<V>) : null), write: (values) => values };
}

/**
 * Keeps a form's values in sessionStorage under `key`, so a reload or the payment gateway's round trip never makes
 * the user type twice. The draft is restored once after hydration (the server's HTML shows the defaults, so nothing
 * mismatches), then every change is mirrored; a link with `?new=1` (blankFormHref) drops it instead, and so does the
 * paid submission once answered (discardFormDraft). Returns whether the page is hydrated: effects declared after this
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
    discarded.delete(key);
    try {
      if (takeBlankFormRequest()) {
        sessionStorage.removeItem(key);
        return;
      }
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
          if (!restored.current || discarded.has(key)) return;
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
