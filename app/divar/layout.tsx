import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LeanShell } from '@/components/layout/site-shell';
import { ServiceWorkerRegistration } from '@/features/pwa/components/service-worker-registration';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Partner deep links open inside Divar's webview: a lean layout with the logo only and no footer. */
export default function DivarLayout({ children }: { children: ReactNode }) {
  return <LeanShell overlays={<ServiceWorkerRegistration />}>{children}</LeanShell>;
}
