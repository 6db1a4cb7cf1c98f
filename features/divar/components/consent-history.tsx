'use client';
import { useEffect } from 'react';
import { DIVAR_CONSENT_START } from '@/lib/contracts/divar';
import { historyIndex, leftForConsent, resumeGuard } from '../consent-back';

/**
 * On every Divar page: notes its place in the tab's history and remembers it when the user leaves for Divar's
 * consent (a link followed, or any navigation the Navigation API tells of), so Back from the page the consent returns to comes back here (`consent-back.ts`); on a reloaded guard
 * entry, keeps that way back.
 */
export function ConsentHistory() {
  useEffect(() => {
    historyIndex();
    resumeGuard();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      if (new URL(link.href, window.location.href).pathname === DIVAR_CONSENT_START) leftForConsent();
    };
    // Bubbling to the document: a handler that keeps the link from being followed has had its say.
    document.addEventListener('click', onClick);
    // Where the Navigation API is (Chromium: Divar's Android webview), a departure by script too: the form's «اجازه در
    // دیوار» after Divar refused the grant (use-paid-submission.ts) goes with location.assign.
    const navigation = (window as { navigation?: EventTarget }).navigation;
    const onNavigate = (event: Event) => {
      const url = (event as Event & { destination?: { url?: string } }).destination?.url;
      if (url && new URL(url).pathname === DIVAR_CONSENT_START) leftForConsent();
    };
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      document.removeEventListener('click', onClick);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, []);
  return null;
}
