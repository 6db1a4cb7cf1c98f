'use client';
import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on Escape (returning focus to its trigger) and on a pointer press outside `container`.
 * Only listens while `open`, so closed menus cost nothing.
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
    const onPointer = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close({ restoreFocus: false });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, container]);
}
