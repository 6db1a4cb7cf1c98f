'use client';
import dynamic from 'next/dynamic';
import { withProviders } from '@/components/providers/with-providers';
import { SignedInOnly } from '@/components/ui/signed-in-only';
import { ReportsSkeleton } from './reports-skeleton';

// The list (React Query, the API client, zod) loads only for a signed-in user.
const ReportList = dynamic(withProviders(() => import('./report-list').then((m) => m.ReportList)), {
  ssr: false,
  loading: () => <ReportsSkeleton />,
});

/** /reports: a signed-in user's reports, inside the page's KeptHeightFrame named `reports`. */
export function ReportsPanel() {
  return (
    <SignedInOnly
      skeleton={<ReportsSkeleton />}
      loginTestId="reports-login"
      notice="گزارش‌هایی که گرفته‌اید در حساب کاربری‌تان نگه داشته می‌شوند. برای دیدن آن‌ها وارد شوید."
    >
      <ReportList />
    </SignedInOnly>
  );
}
