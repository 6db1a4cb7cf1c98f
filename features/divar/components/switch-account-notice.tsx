'use client';
import { useEffect } from 'react';
import lean from '@/components/ui/lean.module.css';
import { tokenStore } from '@/lib/auth-tokens';
import { divarSwitchWarning } from '../consent-notice';

/**
 * Above a Divar intro's «ادامه و ورود با دیوار» when this browser is signed in: the consent signs in as the account
 * of Divar's number, leaving the current one if it differs (the number is known only after the consent). In every
 * server HTML and shown by CSS alone while <html> says tokens are stored (lib/sign-in-hint.ts: set before first
 * paint from localStorage), so the buttons under it never move, even when the sign-in hint cookie is missing or
 * stale (a webview that kept localStorage but not its cookies: they jumped 195 px down after hydration). Nothing is
 * fetched (spec §4: no user info here).
 */
export function SwitchAccountNotice({ action }: { action?: string }) {
  // The store follows another tab's sign-in or sign-out (and so the attribute) only while something listens.
  useEffect(() => tokenStore.subscribe(() => undefined), []);
  return (
    <p className={`${lean.notice} ${lean.warning} ${lean.signedInOnly}`} role="note" data-testid="divar-switch-account">
      {divarSwitchWarning(action)}
    </p>
  );
}
