'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { setToastSink, type Notice } from '@/lib/notify';
import { noticeKey, TOAST_MOBILE_QUERY, takeEarlyNotices } from './toast-host';

const subscribeToViewport = (onChange: () => void) => {
  const query = window.matchMedia(TOAST_MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isMobileViewport = () => window.matchMedia(TOAST_MOBILE_QUERY).matches;

const show = (notice: Notice) => toast[notice.type](notice.message, { toastId: noticeKey(notice) });

/** spec §2: top-right on mobile, bottom-right on desktop, auto-close 5 s, dark theme; RTL text. */
export function ToastView() {
  const isMobile = useSyncExternalStore(subscribeToViewport, isMobileViewport, () => false);
  useEffect(() => {
    setToastSink(show);
    takeEarlyNotices().forEach(show);
  }, []);
  return (
    <ToastContainer
      position={isMobile ? 'top-right' : 'bottom-right'}
      autoClose={5000}
      theme="dark"
      rtl
      transition={Slide}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
