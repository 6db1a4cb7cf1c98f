// Identical page requests share one render (issue 32 point 7: a result link read by many at once). A Next page render
// spans about ten turns of the event loop; under load each turn waits for everyone else's work, so 20 readers of one
// report each paid for a full render and each waited behind the other 19 (68 pages/s, p99 0.5–0.75 s). Now the first
// request renders; requests with the same key arriving meanwhile get its bytes, each with a CSP nonce of its own. A
// page is then at most one render older than its request: what a request a moment earlier would have got.
//
// A result page (a report, immutable but for its upgrade) is also kept for a second after its render, so a link
// opened by many at once costs one render a second. Any write through this server (a request other than GET, HEAD or
// OPTIONS: an upgrade is a POST) ends all sharing, so a page asked for after it is rendered afresh; a write through
// another instance (two instances on one PostgreSQL) shows on a result page within that second. The upgraded page
// itself comes from router.refresh(), an RSC request, which is never shared.
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** How long a result page's render answers identical requests after it ends. */
export const KEEP_RESULT_MS = 1_000;
/** At most this many kept pages (about 100 KB each); past it the oldest goes. */
const MAX_KEPT = 50;
/** Bodies above this are not held for sharing. */
const MAX_SHARED_BYTES = 2 * 1024 * 1024;

/** spec §2's result pages (app/(site)/(results)): lib/contracts/result-pages.ts's RESULT_PAGES, checked by the test. */
export const RESULT_PATHS = new Set([
  '/price-result',
  '/rent-price-evaluation-result',
  '/services/buy-location-result',
  '/services/rent-location-result',
  '/services/environment-evaluation/result',
]);
export const isResultPage = (url) => RESULT_PATHS.has(url.split('?')[0].replace(/\/$/, ''));

// Headers the copy's own response sets again (its date, its framing, its compression).
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

// Requests Next answers with something other than a page's HTML: its router's RSC payloads and prefetches.
const RSC_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'purpose'];

/**
 * The key under which a request may share a render, or null when it may not. A page's HTML depends on its address
 * and on what app/root-document.tsx reads of the request (the nonce, given per copy here, and the sign-in hint
 * cookie); the whole Cookie header and the User-Agent (Next holds a page's metadata back for some crawlers) are in the
 * key, so a page that reads more of its cookies stays right. The API, built files and RSC payloads are never shared.
 */
export function sharedRenderKey(req) {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '/';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/_next/')) return null;
  if (RSC_HEADERS.some((name) => req.headers[name] !== undefined) || /[?&]_rsc=/.test(url)) return null;
  return JSON.stringify([req.headers.host ?? '', url, req.headers.cookie ?? '', req.headers['user-agent'] ?? '']);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

/**
 * `share(req, res, render)`: runs `render()` (Next's handler writing into `res`) for the first request of a key and
 * records what it wrote; a request with the same key arriving meanwhile (or, for a result page, up to `keepMs` after)
 * gets a copy of that complete 200 answer. When the answer is not shareable (another status, a Set-Cookie, too large,
 * cut off), each waiting request renders for itself. `perf` replaces the clock of the kept pages (tests).
 */
export function sharedRenders({ keepMs = KEEP_RESULT_MS, perf } = {}) {
  // key -> Promise<Answer | null>. A waiting request holds the promise, so clearing the map only makes later
  // requests render afresh.
  const inFlight = new Map();
  // key -> Answer: result pages, for `keepMs` after their render (the lru-cache package: its size bound and expiry).
  const kept = keepMs > 0 ? new LRUCache({ max: MAX_KEPT, ttl: keepMs, ttlResolution: 0, ...(perf ? { perf } : {}) }) : null;

  return async function share(req, res, render) {
    if (!READ_METHODS.has(req.method ?? '')) {
      inFlight.clear();
      kept?.clear();
    }
    const key = sharedRenderKey(req);
    if (key === null) return render();
    const ready = kept?.get(key);
    if (ready) return sendCopy(res, ready);
    const waiting = inFlight.get(key);
    if (waiting) {
      const answer = await waiting;
      return answer ? sendCopy(res, answer) : render();
    }
    let settle;
    const answer = new Promise((resolve) => (settle = resolve));
    inFlight.set(key, answer);
    const keep = kept !== null && isResultPage(req.url ?? '/');
    let settled = false;
    const done = (result) => {
      // 'close' follows 'finish': only the first counts.
      if (settled) return;
      settled = true;
      settle(result);
      // A write while it rendered cleared the map: its answer is not kept.
      if (inFlight.get(key) !== answer) return;
      inFlight.delete(key);
      if (result && keep) kept.set(key, result);
    };
    record(res, done);
    try {
      await render();
    } catch (error) {
      done(null);
      throw error;
    }
  };
}

/**
 * Copies what Next writes into `res` (before compression) and calls `done` with the answer, its body cut at the CSP
 * nonce so each copy can put its own in, or with null.
 */
function record(res, done) {
  const chunks = [];
  let size = 0;
  let shareable = true;
  const keep = (chunk, encoding) => {
    if (!shareable || chunk == null || typeof chunk === 'function') return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_SHARED_BYTES) shareable = false;
    else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  };
  res.once('finish', () => {
    const headers = { ...res.getHeaders() };
    if (!shareable || res.statusCode !== 200 || headers['set-cookie'] !== undefined) return done(null);
    for (const name of OWN_HEADERS) delete headers[name];
    const policy = String(headers['content-security-policy'] ?? '');
    const nonce = NONCE.exec(policy)?.[1];
    const body = Buffer.concat(chunks);
    // The nonce is ASCII, so cutting the page at it byte for byte (latin1) leaves the UTF-8 around it intact.
    const parts = nonce ? body.toString('latin1').split(nonce).map((part) => Buffer.from(part, 'latin1')) : [body];
    done({ status: res.statusCode, headers, policy, nonce, parts });
  });
  // Closed before it finished (the client went away): the waiting requests render for themselves.
  res.once('close', () => done(null));
}

function sendCopy(res, { status, headers, policy, nonce, parts }) {
  const fresh = nonce ? randomBytes(16).toString('base64') : '';
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (nonce) res.setHeader('content-security-policy', policy.replaceAll(nonce, fresh));
  const freshBytes = Buffer.from(fresh, 'latin1');
  res.writeHead(status);
  res.end(parts.length === 1 ? parts[0] : Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [freshBytes, part]))));
}
