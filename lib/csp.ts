// The Content-Security-Policy of a page (proxy.ts sets it per request with a fresh nonce). Tokens sit in
// localStorage, so an injected script would be an account takeover: scripts run only with this request's nonce
// (and what those load: 'strict-dynamic'), never inline without it. Styles may be inline: MUI's emotion inserts
// them at run time, and a nonce in style-src would switch 'unsafe-inline' off.

/** Divar opens these pages in its webview (spec /divar/**): only they may be framed, and only by Divar. */
export const DIVAR_FRAME_ANCESTORS = ["'self'", 'https://divar.ir', 'https://*.divar.ir'];

export const isDivarPage = (pathname: string) => pathname === '/divar' || pathname.startsWith('/divar/');

/** The scheme and host of a tile URL template, its `{s}` subdomain as a wildcard (https://{s}.tile.x → https://*.tile.x). */
export function tileOrigin(template: string): string | null {
  const match = /^(https?:\/\/[^/]+)/i.exec(template);
  return match ? match[1].replace(/\{[a-z]+\}/gi, '*') : null;
}

export interface CspOptions {
  nonce: string;
  pathname: string;
  mapTileUrl: string;
  /** APP_ENV=production: plain-http subresources are upgraded. */
  production: boolean;
  /** `next dev`: React's development build needs eval for its stack traces. */
  development?: boolean;
}

export function contentSecurityPolicy({ nonce, pathname, mapTileUrl, production, development = false }: CspOptions): string {
  const tiles = tileOrigin(mapTileUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(isDivarPage(pathname) ? DIVAR_FRAME_ANCESTORS : ["'none'"])],
  ];
  if (production) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}
