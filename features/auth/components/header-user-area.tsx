'use client';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { openDialog, useDialog } from '@/components/dialogs/dialog-store';
import { useSessionSync, useUser } from '../hooks/use-user';

// The modal (and its forms) load only when it is first opened: a page view that never signs in pays nothing.
const AuthModal = dynamic(() => import('./auth-modal').then((m) => m.AuthModal), { ssr: false });
const UserMenu = dynamic(() => import('./user-menu').then((m) => m.UserMenu), {
  ssr: false,
  loading: () => <PendingUserArea />,
});

const AREA_SIZE = { width: 124, height: 40 } as const;

function PendingUserArea() {
  return <Skeleton variant="rounded" {...AREA_SIZE} data-testid="user-area-pending" aria-label="در حال بارگذاری حساب کاربری" />;
}

/**
 * spec §2 header user area: a login/register button when signed out, the user menu when signed in, and a
 * same-size placeholder while the user is loading (never a flash of "logged out"). Also mounts the auth modal.
 */
export function HeaderUserArea() {
  useSessionSync();
  const { user, isPending } = useUser();
  const authDialog = useDialog('auth');
  // Mounted from its first opening on, so it can animate out when closed.
  const [modalLoaded, setModalLoaded] = useState(false);
  if (authDialog && !modalLoaded) setModalLoaded(true);
  return (
    <>
      {isPending ? (
        <PendingUserArea />
      ) : user ? (
        <UserMenu user={user} />
      ) : (
        <Button
          variant="contained"
          onClick={() => openDialog('auth', {})}
          sx={{ ...AREA_SIZE, whiteSpace: 'nowrap' }}
          data-testid="login-button"
        >
          ورود / ثبت نام
        </Button>
      )}
      {modalLoaded && <AuthModal />}
    </>
  );
}
