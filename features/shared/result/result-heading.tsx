'use client';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import r from './result.module.css';

const noSubscription = () => () => undefined;

/**
 * A result page's title, which takes the keyboard focus when the page is reached inside the app (a form's submit, a
 * row of /reports): the old page's button went with it, so the focus fell to <body> and a keyboard or screen-reader
 * user started again from the header. On a page load of its own (a shared link, a reload) it is left alone, as on
 * any page: the reader starts at the top with the skip link, and the browser has already announced the page.
 */
export function ResultHeading({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // true only while hydrating the server's HTML, i.e. on a page load; a client navigation mounts it afresh.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const arrivedInApp = useRef(!hydrating);
  useEffect(() => {
    const heading = ref.current;
    if (!arrivedInApp.current || !heading) return;
    // Only from nowhere: whatever the reader has focused since (a dialog, the header) keeps it.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    heading.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={`${r.focusTarget} ${className ?? ''}`} data-testid="result-heading">
      {children}
    </h1>
  );
}
