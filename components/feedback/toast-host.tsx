'use client';
import { useEffect, useState } from 'react';
import { setToastSink, type Notice } from '@/lib/notify';

// react-toastify and its CSS are not part of the first load: the view loads right after the page settles (so a
// notice raised later, even with the connection gone, shows at once), or immediately when a notice comes first.
const loadView = () => import('./toast-view').then((m) => m.ToastView);

type ToastViewComponent = Awaited<ReturnType<typeof loadView>>;

/** Notices raised before the view was ready; the view shows them when it mounts. */
const early: Notice[] = [];
export const takeEarlyNotices = (): Notice[] => early.splice(0);

/** spec §2 toasts, mounted once for every page (app/providers.tsx); the markup lives in toast-view.tsx. */
export function ToastHost() {
  const [View, setView] = useState<ToastViewComponent | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      loadView().then(
        (view) => active && setView(() => view),
        () => undefined, // offline before it ever loaded: the next notice tries again
      );
    setToastSink((notice) => {
      early.push(notice);
      void load();
    });
    const idle = window.requestIdleCallback?.(() => void load(), { timeout: 1500 });
    if (idle === undefined) void load();
    return () => {
      active = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return View ? <View /> : null;
}
