import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy } from '@/lib/csp';
import { serverEnv } from '@/lib/env';

// Every page gets a Content-Security-Policy with a nonce of its own (lib/csp.ts). Next reads the nonce from the
// request's policy header and puts it on its scripts; the root layout hands it to the one inline script of ours.
// The headers that do not depend on the page are set for every response by scripts/serve.mjs.
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy({
    nonce,
    pathname: request.nextUrl.pathname,
    mapTileUrl: serverEnv().MAP_TILE_URL,
    production: serverEnv().APP_ENV === 'production',
    development: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Pages only: not the API, built assets, or files served as they are (icons, the service worker, the manifest).
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|.*\\.(?:png|ico|svg|jpg|webp|avif|js|map|json|webmanifest|txt|xml|woff2)$).*)',
      // The router's own prefetches fetch RSC payloads, not documents. A browser's document prefetch
      // (`Purpose: prefetch`) is kept and may be shown as the page later: it gets its policy like any page.
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
