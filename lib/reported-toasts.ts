import type { Toast } from './errors/catalogue';
import { withdraw } from './notify';

// What the API client toasted for each failed request, kept apart from the client so that a page can take a toast
// back without loading axios with its first paint (the client comes with the first request: chat e2e, bench:web).
const reportedToasts = new WeakMap<object, Toast[]>();

/** Called by the API client with what it toasted for a failed request. */
export function rememberReportedToasts(error: object, toasts: readonly Toast[]): void {
  reportedToasts.set(error, [...(reportedToasts.get(error) ?? []), ...toasts]);
}

/**
 * Takes off the screen what the client toasted for this failed request: a later answer said the opposite (the right
 * code after wrong ones), or the caller says it better itself (a dialog with the way out).
 */
export function withdrawReportedToasts(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  reportedToasts.get(error)?.forEach((toast) => withdraw(toast));
  reportedToasts.delete(error);
}
