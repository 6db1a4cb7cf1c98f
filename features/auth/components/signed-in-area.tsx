'use client';
import { useSessionSync, useUser } from '../hooks/use-user';
import { CreditChip } from './credit-chip';
import { LoginButton, PendingSignedInArea, UserAreaRetry } from './user-area-parts';
import { UserMenu } from './user-menu';

/** The header user area while tokens are stored: loads with MUI and React Query (header-user-area.tsx). */
export function SignedInArea() {
  useSessionSync();
  const { user, isPending, failed, retry } = useUser();
  if (isPending) return <PendingSignedInArea />;
  if (!user) return failed ? <UserAreaRetry onRetry={retry} /> : <LoginButton />;
  return (
    <>
      <CreditChip user={user} />
      <UserMenu user={user} />
    </>
  );
}
