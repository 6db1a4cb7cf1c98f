// Production server entry: Next's request handler behind a plain node:http server, so the socket's peer address
// reaches route handlers (server/http/client-ip.ts; a client-sent copy of the header is always overwritten), every
// response carries the security headers that do not depend on the page, slow clients are cut off, the build's
// scripts and styles go out as their brotli copies to browsers that take br (scripts/brotli-assets.mjs), the rest
// is compressed here, br when the browser takes it (next.config.ts turns Next's own gzip off), and identical page
// requests share one render (scripts/shared-renders.mjs).
import { createServer } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { brotliAssets } from './brotli-assets.mjs';
import { distDir, root } from './lib.mjs';
import { sharedRenders } from './shared-renders.mjs';

const PEER_HEADER = 'x-arzyab-peer';

/** False when the path holds a %-escape that is not valid UTF-8 (e.g. `/api/%E0%A4%A`). */
export function decodablePath(url) {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

const isApiPath = (url) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** Pages Divar opens in its webview (spec: /divar/**); only these may be framed, and only by Divar. */
export const isDivarPath = (url) => url === '/divar' || url.startsWith('/divar/') || url.startsWith('/divar?');

// Methods some route serves. Next's request wrapper throws on others such as TRACE (a 500 with a stack trace).
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Headers every response carries; the Content-Security-Policy, which needs a nonce per page, comes from proxy.ts. */
export function securityHeaders(url, { production }) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  // Old browsers ignore CSP frame-ancestors; X-Frame-Options has no allow-list, so Divar's pages go without it.
  if (!isDivarPath(url)) headers['X-Frame-Options'] = 'DENY';
  if (production) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * Timeouts for clients that never finish a request: the headers within 10 s, the whole request (bodies here are
 * at most 64 KB) within 30 s. Node checks them every `checkEveryMs`; its default, 30 s, would keep such a client
 * for up to 40 s.
 */
export const TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 1_000 };

/**
 * Compresses what Next answers (pages, their RSC payloads, API JSON, files without a br copy) in Next's place: br at
 * quality 5 (a page's HTML 20–30 % smaller than Next's gzip made it, for about gzip's CPU time: 1–1.4 ms a page here),
 * gzip for a client without br, nothing under 1 KB. Streaming still works: Next calls `res.flush()` after each chunk
 * of a streamed page or event stream, and the middleware flushes its encoder then, so a Suspense boundary arrives when
 * it resolves.
 */
export function compressResponses({ quality = 5 } = {}) {
  const middleware = compression({
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } },
    // Next sets a route handler's or an RSC payload's Content-Type as a one-element array, which the default filter
    // takes for incompressible: API JSON and client navigations went out uncompressed (with Next's own gzip too). The
    // chat's event stream stays as it was, uncompressed.
    filter: (req, res) => {
      const type = [res.getHeader('Content-Type')].flat()[0];
      return !String(type).startsWith('text/event-stream') && compression.filter(req, { getHeader: () => type });
    },
  });
  return (req, res) => middleware(req, res, () => undefined);
}

/**
 * The node:http server around a Next-style `handle(req, res)`. `assets(req, res)`, when given, may answer a request
 * first (true when it did: the build's brotli copies); otherwise `compress(req, res)`, when given, wraps the response
 * before Next writes it, and `share(req, res, render)`, when given, lets identical page requests share one render
 * (scripts/shared-renders.mjs). The security headers are set before any of them.
 */
export function createAppServer(handle, { production = false, timeouts = TIMEOUTS, assets, compress, share } = {}) {
  const server = createServer({ connectionsCheckingInterval: timeouts.checkEveryMs }, (req, res) => {
    const url = req.url ?? '/';
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    for (const [name, value] of Object.entries(securityHeaders(url, { production }))) res.setHeader(name, value);
    if (!KNOWN_METHODS.has(req.method ?? '')) {
      const method = String(req.method).replace(/[^A-Z]/g, '');
      res.writeHead(405, {
        Allow: [...KNOWN_METHODS].join(', '),
        'Cache-Control': 'no-store',
        ...(isApiPath(url) ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      });
      res.end(isApiPath(url) ? JSON.stringify({ detail: `متد «${method}» برای این نشانی مجاز نیست.` }) : undefined);
      return;
    }
    if (!decodablePath(url)) {
      // Next answers a malformed %-escape with a bare 500. Such a path names nothing: the API says so in its own
      // error shape, and a page request gets the site's Persian not-found page (a path that matches no route).
      if (isApiPath(url)) {
        res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ detail: 'موردی یافت نشد.' }));
        return;
      }
      req.url = '/_not-found-path';
    }
    Promise.resolve()
      .then(async () => {
        if (assets && (await assets(req, res))) return;
        compress?.(req, res);
        await (share ? share(req, res, () => handle(req, res)) : handle(req, res));
      })
      .catch((error) => {
        console.error(JSON.stringify({ level: 'error', message: 'request failed', error: String(error?.stack ?? error) }));
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  return server;
}

/** Serves the production build at the address the start scripts checked (scripts/listen-address.mjs). */
export async function serve({ port, hostname }) {
  const app = next({ dev: false, dir: process.cwd(), port, hostname });
  await app.prepare();
  const server = createAppServer(app.getRequestHandler(), {
    production: process.env.APP_ENV === 'production',
    assets: brotliAssets({ root, distDir }),
    compress: compressResponses(),
    share: sharedRenders(),
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  console.log(`ready on http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
