'use client';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { theme, THEME_STORAGE_KEY } from '@/lib/theme';
import { createQueryClient } from '@/lib/query-client';
import { ToastHost } from '@/components/feedback/toast-host';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import { BillingHost } from '@/features/credits/components/billing-host';

// RTL is configured here once (architecture rule 6): one emotion cache with the RTL stylis plugin, theme direction rtl.
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppRouterCacheProvider options={{ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }}>
      <ThemeProvider theme={theme} modeStorageKey={THEME_STORAGE_KEY} defaultMode="light" disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={queryClient}>
          <GlobalOverlays>{children}</GlobalOverlays>
          <ToastHost />
          <BillingHost />
        </QueryClientProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
