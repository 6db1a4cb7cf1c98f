'use client';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { noticeKey, setToastSink, type Notice } from '@/lib/notify';
import { LAYOUT_SWITCH } from '@/lib/theme-constants';

// react-toastify and its CSS are not part of the page: the view loads with the first notice, which is kept until it
// shows. A notice often comes with the connection gone: the service worker precaches the view's chunks
// (serwist.config.js), and without them (no worker yet, the lean Divar pages) PlainNotices says it.
const loadView = () => import('./toast-view').then((m) => m.ToastView);

type ToastViewComponent = Awaited<ReturnType<typeof loadView>>;

/** Notices raised before the view was ready; the view shows them when it mounts. */
const early: Notice[] = [];
export const takeEarlyNotices = (): Notice[] => early.splice(0);

/** spec §2: toasts sit at the top on mobile, at the bottom on desktop. */
export const TOAST_MOBILE_QUERY = `(max-width:${LAYOUT_SWITCH - 0.05}px)`;

const PLAIN_LIMIT = 3;
const AUTO_CLOSE_MS = 5000;

/** spec §2 toasts, mounted once for every page (app/providers.tsx); the markup lives in toast-view.tsx. */
export function ToastHost() {
  const [View, setView] = useState<ToastViewComponent | null>(null);
  const [plain, setPlain] = useState<Notice[]>([]);
  useEffect(() => {
    let active = true;
    const load = () =>
      loadView().then(
        (view) => active && setView(() => view),
        // The connection went before the view ever loaded: show the waiting notices plainly (a network error is
        // exactly what the user must hear about then); the next notice tries the view again.
        () => {
          if (!active) return;
          const waiting = takeEarlyNotices();
          setPlain((shown) => {
            const keys = new Set(waiting.map(noticeKey));
            return [...shown.filter((n) => !keys.has(noticeKey(n))), ...waiting].slice(-PLAIN_LIMIT);
          });
        },
      );
    setToastSink(
      (notice) => {
        early.push(notice);
        void load();
      },
      (key) => {
        early.splice(0, early.length, ...early.filter((n) => noticeKey(n) !== key));
        setPlain((shown) => shown.filter((n) => noticeKey(n) !== key));
      },
    );
    return () => {
      active = false;
    };
  }, []);
  const dismiss = useCallback((key: string) => setPlain((shown) => shown.filter((n) => noticeKey(n) !== key)), []);
  if (View) return <View />;
  return plain.length ? <PlainNotices notices={plain} onDismiss={dismiss} /> : null;
}

const PLAIN_STACK: CSSProperties = {
  position: 'fixed',
  insetInline: 16,
  zIndex: 9999,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  alignItems: 'flex-start',
  pointerEvents: 'none',
};
const ACCENT: Record<Notice['type'], string> = { error: '#e74c3c', success: '#07bc0c', info: '#3498db' };

/** Dependency-free notices for when the toast view cannot load (offline on a first visit). */
function PlainNotices({ notices, onDismiss }: { notices: Notice[]; onDismiss: (key: string) => void }) {
  const oldest = noticeKey(notices[0]);
  const edge = window.matchMedia(TOAST_MOBILE_QUERY).matches ? { top: 16 } : { bottom: 16 };
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(oldest), AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [oldest, onDismiss]);
  // Drawn now: whoever waits for a notice to be seen (notifyShown) may go on.
  useEffect(() => notices.forEach((n) => n.onShown?.()), [notices]);
  return (
    <div style={{ ...PLAIN_STACK, ...edge }} dir="rtl">
      {notices.map((n) => (
        <div
          key={noticeKey(n)}
          role={n.type === 'error' ? 'alert' : 'status'}
          style={{
            pointerEvents: 'auto',
            maxWidth: 420,
            padding: '12px 16px',
            borderRadius: 8,
            background: '#121212',
            color: '#fff',
            borderInlineStart: `4px solid ${ACCENT[n.type]}`,
            boxShadow: '0 4px 12px rgba(0,0,0,.3)',
            display: 'flex',
            gap: 12,
            alignItems: 'center',
            font: 'inherit',
          }}
        >
          <span>{n.message}</span>
          <button
            type="button"
            onClick={() => onDismiss(noticeKey(n))}
            aria-label="بستن"
            // At least 24×24 px to hit (WCAG 2.5.8), and the focus ring (styles/globals.css) in the notice's white:
            // the site's primary colour is too dark on this background. Like the toasts' own close button.
            style={{ background: 'none', border: 0, color: 'inherit', cursor: 'pointer', fontSize: 18, lineHeight: 1, minWidth: 24, minHeight: 24, outlineColor: 'currentColor' }}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
