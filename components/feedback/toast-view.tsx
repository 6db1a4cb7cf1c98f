'use client';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Slide, ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
// After the library's own sheet: the close button's focus ring and size (see the file).
import './toast-view.css';
import { useAnyDialogOpen } from '@/components/dialogs/dialog-store';
import { noticeKey, PROFILE_SAVED_NOTICE_ID, setToastSink, SIGN_IN_NOTICE_ID, type Notice } from '@/lib/notify';
import { TOAST_MOBILE_QUERY, takeEarlyNotices } from './toast-host';

const subscribeToViewport = (onChange: () => void) => {
  const query = window.matchMedia(TOAST_MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isMobileViewport = () => window.matchMedia(TOAST_MOBILE_QUERY).matches;

/**
 * The notices that say the sign-in went well (the welcome, the account switch, the saved profile): the user acts on
 * them at once, and a dialog opening closes them. A payment's outcome is not among them: the service dialog reopens
 * right after the gateway's return, and that toast is the only word that the money arrived.
 */
const GIVE_WAY_TO_DIALOGS = new Set([SIGN_IN_NOTICE_ID, PROFILE_SAVED_NOTICE_ID]);
/** Those notices on screen, by key. */
const givingWay = new Set<string>();

const show = (notice: Notice) => {
  const toastId = noticeKey(notice);
  // The same notice already on screen is not drawn again, so it will not open: it is shown.
  if (toast.isActive(toastId)) notice.onShown?.();
  if (notice.type !== 'error' && GIVE_WAY_TO_DIALOGS.has(toastId)) givingWay.add(toastId);
  toast[notice.type](notice.message, { toastId, onOpen: notice.onShown, onClose: () => givingWay.delete(toastId) });
};

/**
 * On a phone the toasts sit at the top, over a dialog's title and close button (QA: after Divar's consent the
 * sign-in toast covered «انتخاب سرویس» for up to 5 s once the form was sent at once). A dialog opening is the user
 * acting on the page: the sign-in's notices close; every other notice stays until its time is up.
 */
function useDialogClosesPassingNotices(isMobile: boolean) {
  const dialogOpen = useAnyDialogOpen();
  useEffect(() => {
    if (!dialogOpen || !isMobile) return;
    givingWay.forEach((key) => toast.dismiss(key));
    givingWay.clear();
  }, [dialogOpen, isMobile]);
}

/** react-toastify's own close button, named in Persian (its label is the English "close"). */
function CloseToastButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="بستن اعلان"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export const TIMER_LABEL = 'زمان باقی‌ماندهٔ اعلان';

/**
 * react-toastify names each toast's timer bar (a progressbar that screen readers announce) with the English
 * "notification timer", and takes no label for it: the bars are renamed as they are drawn. React leaves the name
 * alone afterwards, since the library's prop for it never changes.
 */
function useTimersNamedInPersian() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const name = () =>
      el.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        if (bar.getAttribute('aria-label') !== TIMER_LABEL) bar.setAttribute('aria-label', TIMER_LABEL);
      });
    name();
    const observer = new MutationObserver(name);
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return root;
}

/** spec §2: top-right on mobile, bottom-right on desktop, auto-close 5 s, dark theme; RTL text. */
export function ToastView() {
  const isMobile = useSyncExternalStore(subscribeToViewport, isMobileViewport, () => false);
  const root = useTimersNamedInPersian();
  useDialogClosesPassingNotices(isMobile);
  useEffect(() => {
    setToastSink(show, (key) => toast.dismiss(key));
    takeEarlyNotices().forEach(show);
  }, []);
  return (
    // The container is fixed to the viewport: this box only gives the renaming a root, and draws nothing itself.
    <div ref={root} style={{ display: 'contents' }}>
      <ToastContainer
        position={isMobile ? 'top-right' : 'bottom-right'}
        autoClose={5000}
        theme="dark"
        rtl
        transition={Slide}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
        closeButton={CloseToastButton}
        aria-label="اعلان‌ها (میان‌بر Alt+T)"
      />
    </div>
  );
}
