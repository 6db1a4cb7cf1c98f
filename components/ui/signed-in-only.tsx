'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { hasTokensSnapshot, useHasTokens } from '@/lib/use-signed-in';
import { SignInNotice } from './sign-in-notice';

/**
 * A signed-in user's own page (/reports, /credit-history): `children` for a signed-in user; a visitor is asked to sign
 * in (the sign-in dialog opens once by itself) and sees `children` as soon as they are; `skeleton` until it is known.
 */
export function SignedInOnly({ children, skeleton, notice, loginTestId }: { children: ReactNode; skeleton: ReactNode; notice: string; loginTestId: string }) {
  const hasTokens = useHasTokens();
  const asked = useRef(false);
  useEffect(() => {
    // The stored tokens themselves, not the hint the page was drawn with: a stale hint (tokens but no cookie) is put
    // right only after hydration, and must not pop the dialog up at a signed-in user.
    if (hasTokens !== false || asked.current || hasTokensSnapshot()) return;
    asked.current = true;
    openDialog('auth', {});
  }, [hasTokens]);

  if (hasTokens === null) return skeleton;
  if (!hasTokens) return <SignInNotice buttonTestId={loginTestId}>{notice}</SignInNotice>;
  return children;
}
