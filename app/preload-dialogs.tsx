'use client';
import { useEffect } from 'react';
import { preloadOverlayViews } from '@/components/feedback/global-overlays';
import { preloadAuthModal } from '@/features/auth/components/header-user-area';
import { preloadServiceDialog } from '@/features/credits/components/billing-host';

/** What says a dialog may open soon: a form being filled, or a control that opens one (`data-opens-dialog`). */
const INTENT = 'form, [data-opens-dialog]';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * The sign-in modal, the service dialog and the AI overlay load on first use. On a network that drops (a phone in a
 * lift, a metro tunnel) that first use failed outright. Their code is fetched at the first sign of intent instead —
 * a pointer over, a tap on or the focus in a form or a control that opens one — so it is in the browser's cache (and
 * the service worker's) before the tap that needs it, and a visit that only reads downloads none of it.
 */
export function PreloadDialogs() {
  useEffect(() => {
    const stop = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true));
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest(INTENT)) return;
      stop();
      preloadAuthModal();
      preloadServiceDialog();
      preloadOverlayViews();
    }
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
    return stop;
  }, []);
  return null;
}
