'use client';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { getQueryClient } from '@/lib/query-client';
import { theme } from '@/lib/theme';
import { THEME_STORAGE_KEY } from '@/lib/theme-constants';

/**
 * MUI (RTL emotion cache + theme) and React Query for an interactive subtree: the feature pages' layout and each
 * lazily loaded dialog. The shell itself (header, footer, home page) is plain markup and CSS, so a first visit
 * downloads none of this. RTL is configured here once (architecture rule 6): one emotion cache option set with the
 * RTL stylis plugin, theme direction rtl. Every instance shares the tab's one QueryClient, and the palette's CSS
 * variables come from styles/theme-vars.css, so providers may nest or sit side by side.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return (
    <AppRouterCacheProvider options={{ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }}>
      <ThemeProvider
        theme={theme}
        modeStorageKey={THEME_STORAGE_KEY}
        defaultMode="light"
        disableTransitionOnChange
        disableStyleSheetGeneration
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
