import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { serverEnv } from '@/lib/env';
import { MAP_TILES_META } from '@/lib/map-tiles';
import { HAS_TOKENS_SCRIPT, SIGNED_IN_HINT_COOKIE } from '@/lib/sign-in-hint';
import { THEME_STORAGE_KEY } from '@/lib/theme-constants';
import { Providers } from './providers';
import '@/styles/globals.css';

// The document every page sits in: the root layout's, and global-not-found.tsx's (which Next renders without the
// root layout), so an unknown address gets the same <head>, theme script and hosts as any page.

export const rootMetadata: Metadata = {
  metadataBase: new URL(serverEnv().PUBLIC_BASE_URL),
  title: { default: 'ارزیاب | قیمت‌گذاری هوشمند ملک', template: '%s | ارزیاب' },
  description:
    'قیمت خرید و فروش و اجاره ملک، ارزیابی محله با ۵۰ شاخص و پیشنهاد محل خرید یا اجاره با هوش مصنوعی، بر پایهٔ داده‌های واقعی بازار تهران.',
  applicationName: 'ارزیاب',
  manifest: '/manifest.webmanifest',
  // Shared links (Telegram, WhatsApp, X) show the page's own title and description under the site's name.
  openGraph: { type: 'website', locale: 'fa_IR', siteName: 'ارزیاب' },
  twitter: { card: 'summary' },
  // The maps' tiles, a run-time setting (lib/map-tiles.ts reads them in the browser).
  other: { [MAP_TILES_META.url]: serverEnv().MAP_TILE_URL, [MAP_TILES_META.attribution]: serverEnv().MAP_ATTRIBUTION },
};

export const rootViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#0b6b5c' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1514' },
  ],
  width: 'device-width',
  initialScale: 1,
};

export async function RootDocument({ children }: { children: ReactNode }) {
  // The page's CSP nonce (proxy.ts). Reading it renders every page per request: a prerendered page would carry
  // no nonce, and the policy would block its scripts.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  // Whether the browser holds tokens (lib/sign-in-hint.ts): the page is drawn signed in or out from the start.
  // Identical requests share a render (scripts/shared-renders.mjs, keyed by address, cookies and user agent): read
  // nothing else of the request here without adding it to that key.
  const signedInHint = (await cookies()).get(SIGNED_IN_HINT_COOKIE)?.value === '1';
  return (
    <html lang="fa" dir="rtl" suppressHydrationWarning>
      <body>
        {/* Sets the stored colour scheme before first paint: no flash of the wrong theme. */}
        <InitColorSchemeScript attribute="class" modeStorageKey={THEME_STORAGE_KEY} defaultMode="light" nonce={nonce} />
        {/* Marks <html> when tokens are stored, before first paint: signed-in-only markup shown by CSS never moves. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HAS_TOKENS_SCRIPT }} />
        <Providers signedInHint={signedInHint}>{children}</Providers>
      </body>
    </html>
  );
}
