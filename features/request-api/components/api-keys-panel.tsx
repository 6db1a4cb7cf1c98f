'use client';
import dynamic from 'next/dynamic';
import { withProviders } from '@/components/providers/with-providers';
import lean from '@/components/ui/lean.module.css';
import { SignInNotice } from '@/components/ui/sign-in-notice';
import { useHasTokens } from '@/lib/use-signed-in';
import styles from './api-keys-panel.module.css';

// A signed-in user's keys and usage (React Query, MUI dialogs) load only for a signed-in user: a reader of the page
// downloads neither.
const SignedInApiKeys = dynamic(withProviders(() => import('./signed-in-api-keys').then((m) => m.SignedInApiKeys)), {
  ssr: false,
  loading: () => <Loading />,
});

function Loading() {
  return <span className={`${lean.spinner} ${styles.loading}`} role="progressbar" aria-label="در حال بارگذاری" />;
}

/** The request-api page's self-serve part: create, name, list and revoke API keys, and see their usage per day. */
export function ApiKeysPanel() {
  const hasTokens = useHasTokens();
  if (hasTokens === null) return <Loading />;
  if (!hasTokens) {
    return (
      <SignInNotice buttonTestId="api-keys-login">
        برای ساخت کلید API وارد حساب کاربری خود شوید؛ هزینهٔ هر فراخوانی از اعتبار همین حساب کم می‌شود.
      </SignInNotice>
    );
  }
  return <SignedInApiKeys />;
}
