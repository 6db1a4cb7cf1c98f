/// <reference lib="webworker" />
// The service worker (built by `serwist build` from serwist.config.js into public/sw.js).
// Architecture rule 12: it NEVER caches /api/* or pages (HTML or RSC payloads), so balances, credits and
// payments are never served stale; it only keeps hashed static assets and the offline page. API requests match no
// route at all: the worker does not answer them, so the browser sends them to the network exactly as without a
// worker (and a failure reaches the api client as the plain network error it toasts).
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

// Not exported: public/sw.js is a classic script, where an export statement is a syntax error (the worker never installed).
const OFFLINE_URL = '/~offline';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      // Pages and their RSC payloads: network only; a failed navigation gets the offline page (fallbacks below).
      matcher: ({ request, url, sameOrigin }) =>
        request.mode === 'navigate' || (sameOrigin && (request.headers.has('RSC') || url.searchParams.has('_rsc'))),
      handler: new NetworkOnly(),
    },
    {
      // Content-hashed build output never changes under the same URL.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'next-static',
        plugins: [new ExpirationPlugin({ maxEntries: 256, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && (url.pathname.startsWith('/icons/') || /^\/(icon|apple-icon)[^/]*\.png$/.test(url.pathname)),
      handler: new StaleWhileRevalidate({
        cacheName: 'app-icons',
        plugins: [new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_URL, matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();
