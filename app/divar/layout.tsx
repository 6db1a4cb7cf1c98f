import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LeanShell } from '@/components/layout/site-shell';
import { AuthModalHost } from '@/features/auth/components/header-user-area';
import { DivarTabMark } from '@/features/pwa/components/divar-tab-mark';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Partner deep links open inside Divar's webview: a lean layout (the brand only, no navigation, no footer) whose
 * pages load no MUI until a dialog opens, and no web font. No service worker is installed from here (its precache
 * would download the site's shell in the background of someone who came to value one ad); the sign-up modal (after
 * a visitor's free use, 426) is mounted here, and the tab is marked as Divar's (no add-to-home-screen guide in it).
 */
export default function DivarLayout({ children }: { children: ReactNode }) {
  return (
    <LeanShell
      overlays={
        <>
          <AuthModalHost />
          <DivarTabMark />
        </>
      }
    >
      {children}
    </LeanShell>
  );
}
