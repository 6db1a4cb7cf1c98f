import { request } from 'node:http';
import { connect } from 'node:net';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressResponses, createAppServer, securityHeaders } from './serve.mjs';

let server;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

/** Starts the server around `handle` on a free loopback port. */
async function start(handle, options) {
  server = createAppServer(handle, options);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

const echoPeer = (req, res) => res.end(JSON.stringify({ peer: req.headers['x-arzyab-peer'] }));

/** Opens a raw connection, writes `text`, and resolves with what the server sent and when it closed. */
function raw(base, text) {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('close', () => resolve({ data, afterMs: Date.now() - started }));
    socket.on('error', () => undefined);
  });
}

describe('createAppServer', () => {
  it('answers TRACE and other unknown methods with 405 and, on the API, a JSON detail (not a 500)', async () => {
    const base = await start(() => {
      throw new Error('must not reach Next');
    });
    const api = await raw(base, 'TRACE /api/subscription/plan/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(api.data).toMatch(/^HTTP\/1\.1 405 /);
    expect(api.data).toContain('Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(api.data).toContain('{"detail":"متد «TRACE» برای این نشانی مجاز نیست."}');
    const page = await raw(base, 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(page.data).toMatch(/^HTTP\/1\.1 405 /);
  });

  it('overwrites a client-sent peer header with the socket address', async () => {
    const base = await start(echoPeer);
    const res = await fetch(`${base}/api/x/`, { headers: { 'x-arzyab-peer': '5.160.0.1' } });
    expect(await res.json()).toEqual({ peer: '127.0.0.1' });
  });

  it('cuts off a client whose headers or body never finish', async () => {
    const base = await start(echoPeer, { timeouts: { headersMs: 300, requestMs: 600, checkEveryMs: 100 } });
    const headers = await raw(base, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(headers.data).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers.afterMs).toBeLessThan(3_000);
    const body = await raw(base, 'POST /api/x/ HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"a":');
    expect(body.afterMs).toBeLessThan(3_000);
  });

  it('sends the page-independent security headers; only /divar/** may be framed; HSTS only in production', async () => {
    const base = await start(echoPeer);
    const res = await fetch(`${base}/`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${base}/divar/price/advertiser`)).headers.get('x-frame-options')).toBeNull();
    expect(securityHeaders('/', { production: true })['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });
});

describe('compressResponses', () => {
  /**
   * Asks for `/` with `encoding` and decodes the answer as it arrives; `onText(textSoFar)` sees every step.
   * Resolves with the content-encoding and the whole text.
   */
  function fetchDecoded(base, encoding, onText = () => undefined) {
    const { port } = new URL(base);
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': encoding }, agent: false }, (res) => {
        const coding = res.headers['content-encoding'] ?? 'identity';
        const decoded = coding === 'br' ? res.pipe(createBrotliDecompress()) : coding === 'gzip' ? res.pipe(createGunzip()) : res;
        let text = '';
        decoded.on('data', (d) => {
          text += d;
          onText(text);
        });
        decoded.on('end', () => resolve({ coding, text }));
        decoded.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  const page = '<p>first part of the page</p>'.repeat(100);

  it('sends br to a browser that takes it, gzip to one that takes only gzip, and leaves small answers alone', async () => {
    const base = await start(
      (req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page);
      },
      { compress: compressResponses() },
    );
    expect(await fetchDecoded(base, 'gzip, deflate, br, zstd')).toEqual({ coding: 'br', text: page });
    expect(await fetchDecoded(base, 'gzip, deflate')).toEqual({ coding: 'gzip', text: page });
    expect(await fetchDecoded(base, 'gzip, br;q=0')).toEqual({ coding: 'gzip', text: page });
    expect(await fetchDecoded(base, 'identity')).toEqual({ coding: 'identity', text: page });
  });

  it('compresses an answer whose Content-Type Next set as an array (API JSON, RSC payloads), not an event stream', async () => {
    let type = ['application/json'];
    const base = await start(
      (req, res) => {
        res.setHeader('content-type', type);
        res.end(page);
      },
      { compress: compressResponses() },
    );
    expect((await fetchDecoded(base, 'gzip, br')).coding).toBe('br');
    type = ['text/event-stream'];
    expect((await fetchDecoded(base, 'gzip, br')).coding).toBe('identity');
  });

  it('streams: a flushed chunk reaches the browser before the page ends (a Suspense boundary resolving later)', async () => {
    let sawFirst;
    const firstArrived = new Promise((resolve) => (sawFirst = resolve));
    const base = await start(
      async (req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.write(page);
        res.flush(); // what Next does after each chunk it writes
        // Without the flush reaching the client this never resolves: the test times out.
        await firstArrived;
        res.end('<p>the boundary</p>');
      },
      { compress: compressResponses() },
    );
    const answer = await fetchDecoded(base, 'gzip, deflate, br, zstd', (text) => {
      if (text.includes('first part')) sawFirst();
    });
    expect(answer).toEqual({ coding: 'br', text: `${page}<p>the boundary</p>` });
  }, 10_000);
});
