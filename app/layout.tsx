import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { serverEnv } from '@/lib/env';
import { MAP_TILES_META } from '@/lib/map-tiles';
import { THEME_STORAGE_KEY } from '@/lib/theme-constants';
import { Providers } from './providers';
import '@/styles/globals.css';

// Vazirmatn's Non-Latin build, straight from the npm package (its misc/Non-Latin variable font, 48 KB instead of
// 111 KB; next/font copies it into the build, so nothing is fetched at run time): the UI is Persian with Persian
// digits, and the rare Latin text (an e-mail address) takes the next font of the stack.
// - app/fonts/vazirmatn-nl.woff2 is a symlink to the package's file, whose name has brackets ("[wght]"): the preload
//   link percent-encodes them and the @font-face URL does not, so the browser fetched the font twice and the
//   preload went unused.
// - `optional`, not `swap`: the metric-adjusted fallback is Arial, which has no Persian glyphs, so a late swap
//   re-wrapped every line (layout shift 0.27 on the home page). Preloaded, the font is almost always ready for the
//   first paint; otherwise the page keeps the system's Persian font and the next page has it cached.
const vazirmatn = localFont({
  src: './fonts/vazirmatn-nl.woff2',
  variable: '--font-vazirmatn',
  weight: '100 900',
  display: 'optional',
  preload: true,
});

export const metadata: Metadata = {
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

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#0b6b5c' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1514' },
  ],
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The page's CSP nonce (proxy.ts). Reading it renders every page per request: a prerendered page would carry
  // no nonce, and the policy would block its scripts.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable} suppressHydrationWarning>
      <body>
        {/* Sets the stored colour scheme before first paint: no flash of the wrong theme. */}
        <InitColorSchemeScript attribute="class" modeStorageKey={THEME_STORAGE_KEY} defaultMode="light" nonce={nonce} />
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
