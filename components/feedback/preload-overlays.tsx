'use client';
import { useEffect } from 'react';
import { preloadOverlayViews } from './global-overlays';

/** Mounted by pages that show overlays: fetches the overlay markup well after load, never competing with the page. */
export function PreloadOverlays() {
  useEffect(() => {
    const id = window.setTimeout(preloadOverlayViews, 4000);
    return () => window.clearTimeout(id);
  }, []);
  return null;
}
