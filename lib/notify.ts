import type { Toast } from './errors/catalogue';

/** A toast request; `id` de-duplicates repeats of the same notice. */
export interface Notice extends Toast {
  id?: string;
}
export type ToastSink = (notice: Notice) => void;

let sink: ToastSink = () => undefined;

/** Registered once by the toast host (components/feedback); tests pass their own sink. */
export function setToastSink(next: ToastSink): void {
  sink = next;
}

/** The one way code shows a toast (components/feedback/toast-host.tsx renders them). */
export function notify(type: Toast['type'], message: string, id?: string): void {
  sink({ type, message, id });
}
