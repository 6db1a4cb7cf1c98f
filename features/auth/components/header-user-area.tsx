'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { closeDialog, useDialog } from '@/components/dialogs/dialog-store';
import { useIslandCode } from '@/components/providers/use-island-code';
import { withProviders } from '@/components/providers/with-providers';
import { NETWORK_ERROR_MESSAGE } from '@/lib/errors/network-message';
import { notify } from '@/lib/notify';
import { useHasTokens } from '@/lib/use-signed-in';
import { isUserFetchDisabled } from '../hooks/user-fetch-paths';
import { LoginButton, PendingSignedInArea, PendingUserArea, UserAreaRetry } from './user-area-parts';

// Only what a signed-out first visit needs is in the page: the signed-in menu (with MUI and React Query) loads
// when tokens are stored, the modal (and its forms) when it is first opened.
const loadSignedInArea = withProviders(() => import('./signed-in-area').then((m) => m.SignedInArea));
const SignedInArea = dynamic(loadSignedInArea, { ssr: false, loading: () => <PendingSignedInArea /> });
const loadAuthModal = withProviders(() => import('./auth-modal').then((m) => m.AuthModal));
const AuthModal = dynamic(loadAuthModal, { ssr: false });
/** Fetches the sign-in modal's code ahead of need (app/preload-dialogs.tsx); a failure is only a missed head start. */
export const preloadAuthModal = (): void => void loadAuthModal().catch(() => undefined);

/**
 * spec §2 header user area: a login/register button when signed out, the user menu when signed in, and a
 * same-size placeholder while the user is loading (never a flash of "logged out"). Also mounts the auth modal.
 */
export function HeaderUserArea() {
  const pathname = usePathname();
  const hasTokens = useHasTokens();
  let area;
  if (hasTokens === false || isUserFetchDisabled(pathname)) area = <LoginButton />;
  else if (hasTokens === null) area = <PendingUserArea />;
  else area = <SignedInAreaWhenLoaded />;
  return (
    <>
      {area}
      <AuthModalHost />
    </>
  );
}

/**
 * The sign-in/sign-up modal for a page (opened through the dialog store: a login button, a 426), loaded when first
 * opened. The header mounts it; a page without the header (Divar's lean shell) mounts it on its own.
 */
export function AuthModalHost() {
  const authDialog = useDialog('auth');
  // Mounted from its first opening on, so it can animate out when closed. Without its code (the connection gone,
  // say on the offline page) the tap is refused as a request with no answer is, and the next tap tries again.
  const code = useIslandCode(loadAuthModal, Boolean(authDialog), () => {
    closeDialog('auth');
    notify('error', NETWORK_ERROR_MESSAGE);
  });
  return code.arrived ? <AuthModal /> : null;
}

/**
 * The signed-in menu once its code is here; a page whose connection went before it came says so and offers to try
 * again in the menu's place, instead of the error page taking the whole page.
 */
function SignedInAreaWhenLoaded() {
  const code = useIslandCode(loadSignedInArea, true, () => notify('error', NETWORK_ERROR_MESSAGE));
  if (code.arrived) return <SignedInArea />;
  return code.failed ? <UserAreaRetry onRetry={code.retry} /> : <PendingSignedInArea />;
}
