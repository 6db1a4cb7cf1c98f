'use client';
import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on Escape (returning focus to its trigger), on a pointer press outside `container`, and when
 * keyboard focus moves out of it (Tab past its last link would otherwise leave it open over the page, with
 * focus on links hidden beneath it). Only listens while `open`, so closed menus cost nothing.
 */
export function useDismiss(
  open: boolean,
  close: (options: { restoreFocus: boolean }) => void,
  container: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close({ restoreFocus: true });
      }
    };
    const onOutside = (event: Event) => {
      if (container.current && !container.current.contains(event.target as Node)) close({ restoreFocus: false });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close, container]);
}
