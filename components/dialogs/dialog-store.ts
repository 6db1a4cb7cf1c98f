'use client';
import { useSyncExternalStore } from 'react';
import type { ServiceDialogContext } from '@/lib/contracts/billing';

/**
 * Which global dialog is open, with its props. Features never import each other (architecture rule 1), so a
 * feature opens another feature's dialog by name through this store; app/ mounts the dialogs.
 */
export interface DialogProps {
  /** Login/signup modal (features/auth). */
  auth: {
    step?: 'enterNumber' | 'completeInformations';
    authType?: 'login' | 'signup';
    /**
     * A one-tap sign-in offered before the mobile number (inside Divar's pages: «ورود با حساب دیوار», Divar's
     * consent, which signs in by the number Divar has verified): a link, since it leaves for the partner's screen.
     */
    partner?: { label: string; href: string };
  };
  /** Payment/service-choice dialog (features/credits); spec §4 context, typed in lib/contracts/billing.ts. */
  service: ServiceDialogContext;
  /** VPN/payment notice (features/subscription). */
  paymentNotice: { onUnderstood?: () => void };
}
export type DialogName = keyof DialogProps;

type State = { [K in DialogName]?: DialogProps[K] };
let state: State = {};
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const openers: Partial<Record<DialogName, HTMLElement>> = {};
// The last control that had focus: a dialog opened after an await (a purchase checking the client's country) finds
// focus on the page, because the button that started it was disabled meanwhile.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

// Back or Forward (a phone's usual way out of a dialog) leaves the page that opened it: its dialog went with it, or it
// stayed over the page Back showed (QA: a service dialog for /neighborhood's form over the home page, still offering
// to pay for that form). Next's own navigations push or replace history entries and fire no popstate.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    if (Object.keys(state).length === 0) return;
    state = {};
    emit();
  });
}

export function openDialog<K extends DialogName>(name: K, props: DialogProps[K] = {} as DialogProps[K]): void {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
  if (opener) openers[name] = opener;
  else delete openers[name];
  state = { ...state, [name]: props };
  emit();
}

/** The control that had focus when the dialog was opened (still in the page), for giving focus back on close. */
export function dialogOpener(name: DialogName): HTMLElement | null {
  const opener = openers[name];
  return opener?.isConnected ? opener : null;
}

export function closeDialog(name: DialogName): void {
  if (!(name in state)) return;
  const next = { ...state };
  delete next[name];
  state = next;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `undefined` while closed, the props while open. */
export function useDialog<K extends DialogName>(name: K): DialogProps[K] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => state[name] as DialogProps[K] | undefined,
    () => undefined,
  );
}

/** Whether any global dialog (login, service choice, payment notice) is open: one-off prompts wait for it. */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Object.keys(state).length > 0,
    () => false,
  );
}
