// @ts-check
// Serwist in configurator mode (works with Turbopack): `serwist build` runs after `next build` (scripts/build.mjs)
// and bundles app/sw.ts into public/sw.js with a deliberately small precache: the shell's CSS and font, the app
// icons and the offline page. JavaScript chunks are cached at run time as they are used (see app/sw.ts).
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
      `${distDir}static/media/*.woff2`,
      `${distDir}server/app/~offline.html`,
      'public/icons/*.png',
    ],
    globIgnores: ['public/sw.js', 'public/swe-worker*'],
    maximumFileSizeToCacheInBytes: 512 * 1024,
  };
});
