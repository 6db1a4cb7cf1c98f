'use client';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { setToastSink } from '@/lib/notify';
import { LAYOUT_SWITCH } from '@/lib/theme';

/**
 * spec §2: top-right on mobile, bottom-right on desktop, auto-close 5 s, dark theme; RTL text. Loaded with the page
 * (not lazily): the network-failure toast must work when the connection is already gone.
 */
export function ToastHost() {
  const isMobile = useMediaQuery(`(max-width:${LAYOUT_SWITCH - 0.05}px)`, { noSsr: true });
  useEffect(() => {
    setToastSink(({ type, message, id }) => toast[type](message, { toastId: id ?? `${type}:${message}` }));
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
