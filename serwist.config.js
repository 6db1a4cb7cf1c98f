// @ts-check
// Serwist in configurator mode (works with Turbopack): `serwist build` runs after `next build` (scripts/build.mjs)
// and bundles app/sw.ts into public/sw.js with a deliberately small precache: the shell's CSS and font, the app
// icons, the maps' own base layer (public/map: drawn when tiles do not load, so also offline), the toast view's
// chunks and the offline page (fetched from the server when the worker installs). Other JavaScript chunks are
// cached at run time as they are used (see app/sw.ts).
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serwist } from '@serwist/next/config';

/**
 * The chunks the toast view (components/feedback/toast-view.tsx, react-toastify) loads with. It loads with the first
 * notice, not with the page, and a notice is often a lost connection: precached, it still shows then. Found in the
 * build: the chunk that holds react-toastify, and every chunk a loader lists beside it (Turbopack's
 * `Promise.all(["static/chunks/…", …].map(…))`). Its CSS is among the precached stylesheets.
 */
function toastViewChunks(distDir) {
  const dir = path.join(distDir, 'static/chunks');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const text = new Map(files.map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
  const chunks = new Set(files.filter((f) => text.get(f).includes('Toastify__toast-container')).map((f) => `static/chunks/${f}`));
  if (chunks.size === 0) throw new Error('serwist.config.js: no chunk holds react-toastify; the toast view would not show offline');
  for (const body of text.values()) {
    for (const [, list] of body.matchAll(/Promise\.all\(\[([^\]]*)\]/g)) {
      const named = [...list.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]);
      if (named.some((c) => chunks.has(c))) named.forEach((c) => chunks.add(c));
    }
  }
  return [...chunks].map((c) => `${distDir}${c}`);
}

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
      ...toastViewChunks(distDir),
    ],
    globIgnores: ['public/sw.js', 'public/swe-worker*'],
    // Pages render per request (each has its own CSP nonce), so there is no prerendered offline page to take from
    // the build: the worker fetches it when it installs, and keeps that response (its nonce and policy together).
    // A new revision per build replaces it with the new build's.
    additionalPrecacheEntries: [{ url: '/~offline', revision: randomUUID() }],
    maximumFileSizeToCacheInBytes: 512 * 1024,
  };
});
