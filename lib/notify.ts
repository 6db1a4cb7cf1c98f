import type { Toast } from './errors/catalogue';

/** A toast request; `id` de-duplicates repeats of the same notice. */
export interface Notice extends Toast {
  id?: string;
  /** Called by the toast host once the notice is on the screen (see notifyShown). */
  onShown?: () => void;
}
export type ToastSink = (notice: Notice) => void;
/** Takes a shown or waiting notice away, by its key. */
export type WithdrawSink = (key: string) => void;

/**
 * The ids of the notices that say the sign-in went well (the welcome or the account switch; the saved profile): on a
 * phone a dialog opening closes them (components/feedback/toast-view.tsx), since they sit over its title.
 */
export const SIGN_IN_NOTICE_ID = 'auth-success';
export const PROFILE_SAVED_NOTICE_ID = 'profile-saved';

/** One key per notice, so a repeated notice is shown once (react-toastify's toastId, the plain notices' key). */
export const noticeKey = (n: Notice) => n.id ?? `${n.type}:${n.message}`;

let sink: ToastSink = () => undefined;
let withdrawSink: WithdrawSink = () => undefined;

/** Registered once by the toast host (components/feedback); tests pass their own sink. */
export function setToastSink(next: ToastSink, withdrawNext: WithdrawSink = () => undefined): void {
  sink = next;
  withdrawSink = withdrawNext;
}

/** The one way code shows a toast (components/feedback/toast-host.tsx renders them). */
export function notify(type: Toast['type'], message: string, id?: string): void {
  sink({ type, message, id });
}

/**
 * Shows a notice and resolves once it is on the screen, or after `withinMs` whatever happened (the page must go on).
 * For a notice raised just before the page is left (the gateway redirect): the toast view loads with the first
 * notice, so a notice followed at once by a navigation was never drawn.
 */
export function notifyShown(type: Toast['type'], message: string, id?: string, withinMs = 1500): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, withinMs);
    sink({
      type,
      message,
      id,
      onShown: () => {
        clearTimeout(timer);
        resolve();
      },
    });
  });
}

/** Takes a notice off the screen (or out of the queue) once what it said no longer holds. */
export function withdraw(notice: Notice): void {
  withdrawSink(noticeKey(notice));
}
