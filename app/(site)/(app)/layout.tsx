import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';

/**
 * The interactive pages (valuation, environment, suggestion, contact, subscription): MUI and React Query are
 * provided here rather than for the whole site, so the home page and the content pages stay plain markup.
 */
export default function InteractiveLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>{children}</AppProviders>
  );
}
