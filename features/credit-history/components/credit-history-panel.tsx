'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { withProviders } from '@/components/providers/with-providers';
import { SignInNotice } from '@/components/ui/sign-in-notice';
import { hasTokensSnapshot, useHasTokens } from '@/lib/use-signed-in';
import { CreditHistorySkeleton } from './credit-history-skeleton';

// The list (React Query, the API client, zod) loads only for a signed-in user.
const CreditHistoryList = dynamic(withProviders(() => import('./credit-history-list').then((m) => m.CreditHistoryList)), {
  ssr: false,
  loading: () => <CreditHistorySkeleton />,
});

/**
 * /credit-history: a signed-in user's purchases and credit movements; a visitor is asked to sign in (the sign-in
 * dialog opens once by itself) and sees the list as soon as they are.
 */
export function CreditHistoryPanel() {
  const hasTokens = useHasTokens();
  const asked = useRef(false);
  useEffect(() => {
    // The stored tokens themselves, not the hint the page was drawn with: a stale hint (tokens but no cookie) is put
    // right only after hydration, and must not pop the dialog up at a signed-in user.
    if (hasTokens !== false || asked.current || hasTokensSnapshot()) return;
    asked.current = true;
    openDialog('auth', {});
  }, [hasTokens]);

  if (hasTokens === null) return <CreditHistorySkeleton />;
  if (!hasTokens) {
    return (
      <SignInNotice buttonTestId="credit-history-login">
        خریدها و مصرف اعتبار شما در حساب کاربری‌تان نگه داشته می‌شوند. برای دیدن آن‌ها وارد شوید.
      </SignInNotice>
    );
  }
  return <CreditHistoryList />;
}
