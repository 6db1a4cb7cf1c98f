'use client';
import lean from '@/components/ui/lean.module.css';
import { useHasTokens } from '@/lib/use-signed-in';
import { divarSwitchWarning } from '../consent-notice';

/**
 * Above a Divar intro's «ادامه و ورود با دیوار» when this browser is signed in: the consent signs in as the account
 * of Divar's number, leaving the current one if it differs (the number is known only after the consent). Drawn from
 * the sign-in hint on the server, so it is there at first paint; nothing is fetched (spec §4: no user info here).
 */
export function SwitchAccountNotice({ action }: { action?: string }) {
  if (!useHasTokens()) return null;
  return (
    <p className={`${lean.notice} ${lean.warning}`} role="note" data-testid="divar-switch-account">
      {divarSwitchWarning(action)}
    </p>
  );
}
