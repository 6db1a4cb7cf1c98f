'use client';
import { useEffect } from 'react';
import { preloadAuthModal } from '@/features/auth/components/header-user-area';
import { preloadServiceDialog } from '@/features/credits/components/billing-host';

const IDLE_DELAY_MS = 5000;

/**
 * The sign-in modal and the service dialog load on first use. On a network that drops (a phone in a lift, a
 * metro tunnel) that first use failed outright and the page was replaced by the error page. Fetched a while after
 * load, off the critical path, their code is in the browser's cache (and the service worker's) before the tap.
 */
export function PreloadDialogs() {
  useEffect(() => {
    const id = window.setTimeout(() => {
      preloadAuthModal();
      preloadServiceDialog();
    }, IDLE_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);
  return null;
}
