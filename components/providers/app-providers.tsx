'use client';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';
import { theme } from '@/lib/theme';
import { THEME_STORAGE_KEY } from '@/lib/theme-constants';
import { RtlCacheProvider } from './rtl-cache';

/**
 * MUI (RTL emotion cache + theme) and React Query for an interactive subtree: the feature pages' layout and each
 * lazily loaded dialog. The shell itself (header, footer, home page) is plain markup and CSS, so a first visit
 * downloads none of this. RTL is configured once (architecture rule 6): every instance shares the tab's one
 * emotion cache with the RTL stylis plugin (./rtl-cache.tsx), theme direction rtl; every instance shares the tab's
 * one QueryClient, and the palette's CSS variables come from styles/theme-vars.css, so providers may nest or sit
 * side by side.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return (
    <RtlCacheProvider>
      <ThemeProvider
        theme={theme}
        modeStorageKey={THEME_STORAGE_KEY}
        defaultMode="light"
        disableTransitionOnChange
        disableStyleSheetGeneration
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </RtlCacheProvider>
  );
}
