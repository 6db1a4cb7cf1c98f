import { useEffect } from 'react';
import { KEPT_HEIGHT_ATTRIBUTE, KEPT_HEIGHT_PREFIX, type KeptHeight } from './kept-height';

/**
 * Once the list is drawn (`ready`), remembers its height for the next visit at this width. The first drawing only:
 * rows loaded later with «بیشتر» are not there on the next visit's first page.
 */
export function useRememberHeight(key: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const frame = document.querySelector<HTMLElement>(`[${KEPT_HEIGHT_ATTRIBUTE}="${key}"]`);
    const list = frame?.firstElementChild;
    if (!frame || !list) return;
    const height = Math.ceil(list.getBoundingClientRect().bottom - frame.getBoundingClientRect().top);
    const kept: KeptHeight = { w: window.innerWidth, h: height };
    try {
      localStorage.setItem(KEPT_HEIGHT_PREFIX + key, JSON.stringify(kept));
    } catch {
      // storage disabled: every visit starts from the fold-deep frame
    }
    // Only the first drawing; the key and readiness do not come back to false on this page.
  }, [key, ready]);
}
