// @ts-check
// Serwist in configurator mode (works with Turbopack): `serwist build` runs after `next build` (scripts/build.mjs)
// and bundles app/sw.ts into public/sw.js with a deliberately small precache: the shell's CSS and font, the app
// icons, the maps' own base layer (public/map: drawn when tiles do not load, so also offline) and the offline page
// (fetched from the server when the worker installs). JavaScript chunks are cached at
// run time as they are used (see app/sw.ts).
import { randomUUID } from 'node:crypto';
import { serwist } from '@serwist/next/config';

export default serwist.withNextConfig((nextConfig) => {
  let distDir = nextConfig.distDir || '.next';
  if (!distDir.endsWith('/')) distDir += '/';
  return {
    swSrc: 'app/sw.ts',
    swDest: 'public/sw.js',
    precachePrerendered: false,
    globPatterns: [
      `${distDir}static/**/*.css`,
      'public/fonts/*.woff2',
      'public/icons/*.png',
      'public/map/*.json',
    ],
    globIgnores: ['public/sw.js', 'public/swe-worker*'],
    // Pages render per request (each has its own CSP nonce), so there is no prerendered offline page to take from
    // the build: the worker fetches it when it installs, and keeps that response (its nonce and policy together).
    // A new revision per build replaces it with the new build's.
    additionalPrecacheEntries: [{ url: '/~offline', revision: randomUUID() }],
    maximumFileSizeToCacheInBytes: 512 * 1024,
  };
});
