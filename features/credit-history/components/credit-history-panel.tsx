'use client';
import dynamic from 'next/dynamic';
import { withProviders } from '@/components/providers/with-providers';
import { SignedInOnly } from '@/components/ui/signed-in-only';
import { CreditHistorySkeleton } from './credit-history-skeleton';

// The list (React Query, the API client, zod) loads only for a signed-in user.
const CreditHistoryList = dynamic(withProviders(() => import('./credit-history-list').then((m) => m.CreditHistoryList)), {
  ssr: false,
  loading: () => <CreditHistorySkeleton />,
});

/** /credit-history: a signed-in user's purchases and credit movements, inside the page's KeptHeightFrame. */
export function CreditHistoryPanel() {
  return (
    <SignedInOnly
      skeleton={<CreditHistorySkeleton />}
      loginTestId="credit-history-login"
      notice="خریدها و مصرف اعتبار شما در حساب کاربری‌تان نگه داشته می‌شوند. برای دیدن آن‌ها وارد شوید."
    >
      <CreditHistoryList />
    </SignedInOnly>
  );
}
