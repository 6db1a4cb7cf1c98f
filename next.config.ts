import type { NextConfig } from 'next';
import { parseServerEnv } from './lib/env';

// Fail the build or start with a clear message when the environment is wrong (architecture rule 11).
parseServerEnv(process.env);

// Addresses people type or keep that have no page of their own: spec §4 names /rent and /location (the old site's
// forms), and /chat-bot and /services are what is left of a longer address cut short.
const SHORT_ADDRESSES: Array<[string, string]> = [
  ['/rent', '/price?kind=rent'],
  ['/location', '/services/buy-rent-location-suggest'],
  ['/chat-bot', '/chat-bot/new'],
  ['/services', '/#services-title'],
];

const nextConfig: NextConfig = {
  // Lets parallel builds (e.g. several e2e runs on one machine) keep separate outputs.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The spec's API paths end with '/': serve /api/x/ as is (no 308 to /api/x), and /api/x too.
  skipTrailingSlashRedirect: true,
  // svg-captcha reads its font at run time; PGlite ships WASM and data files it loads by path.
  serverExternalPackages: ['svg-captcha', '@electric-sql/pglite', 'pg', 'geoip-country'],
  poweredByHeader: false,
  // scripts/serve.mjs compresses instead: br when the browser takes it (Next's own is gzip only).
  compress: false,
  reactStrictMode: true,
  typedRoutes: false,
  images: { formats: ['image/avif', 'image/webp'] },
  // The web font's address names its version (lib/fonts.ts): a browser keeps it for good.
  redirects: async () =>
    SHORT_ADDRESSES.flatMap(([from, to]) => [from, `${from}/`].map((source) => ({ source, destination: to, permanent: false }))),
  headers: async () => [{ source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }],
  experimental: {
    // app/global-not-found.tsx: unknown addresses get the whole site's 404 page without every page's payload
    // carrying it as the root not-found boundary (issue 32).
    globalNotFound: true,
    optimizePackageImports: ['@mui/material', '@mui/icons-material', '@mui/x-charts'],
  },
};

export default nextConfig;
