'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

/**
 * The key, in the history entry's state, of the answer its form was sent for (keepAnsweredDraft). The browser keeps an
 * entry's state through Back, Forward and a reload, and Next's router keeps a page's own keys beside its internals
 * there (its first load and its traversals preserve them; its patched replaceState copies its internals in).
 */
const ANSWERED_ENTRY = 'answeredDraft';

/** An answered draft as stored under the form's key: the draft itself, and the answer it was sent for. */
interface AnsweredDraft {
  answered: string;
  draft: unknown;
}

function asAnswered(stored: unknown): AnsweredDraft | null {
  if (!stored || typeof stored !== 'object' || !('answered' in stored) || !('draft' in stored)) return null;
  return typeof stored.answered === 'string' ? { answered: stored.answered, draft: stored.draft } : null;
}

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/**
 * Keeps the draft under `key` once its submission has been answered, for the browser's Back (or Forward, or a reload)
 * to this very page only: the page's history entry and the stored draft are marked with the same answer, which
 * useFormDraft restores there and nowhere else. Any other visit of the form (the menu, a link) starts blank, as after
 * discardFormDraft, so the next valuation is not this property and its deal type by mistake; the draft stays stored,
 * unread, until the form is typed in again. Nothing is sent again: the form only shows what was sent.
 * Returns the entry's mark (answeredEntry reads it back on that entry), or null when nothing was kept.
 */
export function keepAnsweredDraft(key: string): string | null {
  discarded.add(key);
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (stored === null) return null;
    // Not crypto.randomUUID: it exists only in a secure context (a plain-http address on a LAN has none).
    const answered = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    // Sent again unchanged after a Back: still the same draft, for the new answer's page.
    const draft = asAnswered(stored)?.draft ?? stored;
    // No address given: Next's patched replaceState keeps its own state and leaves its router alone.
    window.history.replaceState({ ...historyState(), [ANSWERED_ENTRY]: answered }, '');
    sessionStorage.setItem(key, JSON.stringify({ answered, draft } satisfies AnsweredDraft));
    return answered;
  } catch {
    // storage or history unavailable: dropped, as by discardFormDraft
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing was kept either
    }
    return null;
  }
}

/**
 * The mark keepAnsweredDraft left on this page's history entry (Back or a reload to a form whose submission was
 * answered), or null on any other entry. It stays through edits of the form: only the entry decides.
 */
export function answeredEntry(): string | null {
  try {
    const mark = historyState()[ANSWERED_ENTRY];
    return typeof mark === 'string' ? mark : null;
  } catch {
    return null;
  }
}

/** Whether the page's history entry is the one whose form sent the answered draft stored under `key`. */
function answeredHere(key: string): boolean {
  try {
    const answered = asAnswered(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
    return answered !== null && answered.answered === historyState()[ANSWERED_ENTRY];
  } catch {
    return false;
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
 * paid submission once answered (discardFormDraft), or keeps it for Back to that page alone (keepAnsweredDraft).
 * Returns whether a link may fill the form now: true once hydrated, so effects declared after this hook in the same
 * component run after the restore (a link that names a place wins over the draft); never on Back to an answered form,
 * which shows what was sent, not what its address once named (the deal type, the neighbourhood).
 */
export function useFormDraft<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'reset' | 'getValues' | 'subscribe'>, key: string, codec: DraftCodec<V> = asIs<V>()): boolean {
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  // Decided once, on the first render in the browser (on the server there is no draft): the links' effects read it
  // from the start. Nothing drawn depends on it, so hydration sees no difference.
  const [backToAnswered] = useState(() => typeof window !== 'undefined' && answeredHere(key));
  const restored = useRef(false);
  // The answered draft as the restored form writes it: not written back as a plain draft until something changes, so
  // the menu's visit still starts blank after a mere look at what was sent.
  const answeredValues = useRef<string | null>(null);
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
      const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      const answered = asAnswered(stored);
      // An answered draft comes back only on its own page (Back to it); anywhere else the form starts blank.
      if (answered && !backToAnswered) return;
      const saved = latestCodec.current.read(answered ? answered.draft : stored);
      if (!saved) return;
      const values = { ...getValues(), ...saved };
      if (answered) answeredValues.current = JSON.stringify(latestCodec.current.write(values));
      reset(values);
    } catch {
      // unreadable storage or draft: start from the defaults
    }
  }, [key, reset, getValues, backToAnswered]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!restored.current || discarded.has(key)) return;
          try {
            const draft = JSON.stringify(latestCodec.current.write(values as V));
            if (draft === answeredValues.current) return;
            answeredValues.current = null;
            sessionStorage.setItem(key, draft);
          } catch {
            // storage full or unavailable: the form still works, it just is not kept
          }
        },
      }),
    [key, subscribe],
  );
  return hydrated && !backToAnswered;
}
