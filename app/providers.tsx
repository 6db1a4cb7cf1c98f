'use client';
import type { ReactNode } from 'react';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import { ToastHost } from '@/components/feedback/toast-host';
import { BillingHost } from '@/features/credits/components/billing-host';
import { SignInHintProvider } from '@/lib/use-signed-in';

/**
 * What every page mounts: the sign-in hint the server drew with, the overlay API, the toast host and the billing
 * host. All are light; what they show (MUI dialogs, react-toastify) loads when first needed. MUI and React Query are
 * provided per interactive subtree (components/providers/app-providers.tsx).
 */
export function Providers({ children, signedInHint }: { children: ReactNode; signedInHint: boolean }) {
  return (
    <SignInHintProvider hint={signedInHint}>
      <GlobalOverlays>{children}</GlobalOverlays>
      <ToastHost />
      <BillingHost />
    </SignInHintProvider>
  );
}
