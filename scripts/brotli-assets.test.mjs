import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliAssets, MANIFEST, writeBrotliCopies } from './brotli-assets.mjs';
import { createAppServer } from './serve.mjs';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;Q=0.5', true],
    ['gzip;q=0.8, br;q=0.9', true],
    ['gzip, br;q=1.0', true],
    ['*', true],
    ['gzip, *;q=0.5', false], // gzip is preferred
    ['br;q=0', false],
    ['br;q=0.0, gzip', false],
    ['gzip, deflate', false],
    ['gzip;q=1, br;q=0.5', false],
    ['*;q=0.1, br;q=0', false],
    ['', false],
    [undefined, false],
    ['identity', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

// A build folder and public folder in a temp dir, with the copies written as scripts/build.mjs does.
let root;
let distDir;
const js = `self.chunk = ${JSON.stringify('آ'.repeat(2000))};\n`.repeat(3);
const css = `.a{color:red}\n`.repeat(300);
const map = JSON.stringify({ type: 'FeatureCollection', features: Array.from({ length: 200 }, (_, i) => ({ id: i })) });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'brotli-assets-'));
  distDir = path.join(root, '.next');
  const put = (rel, body) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  };
  put('.next/static/chunks/a1b2.js', js);
  put('.next/static/chunks/tiny.js', 'x=1');
  put('.next/static/css/app.css', css);
  put('.next/static/media/logo.png', Buffer.alloc(4096, 7));
  put('public/map/tehran-base.json', map);
  put('public/icons/icon.png', Buffer.alloc(4096, 1));
  put('secret.txt', 'not for the web\n'.repeat(100));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('writeBrotliCopies', () => {
  it('writes a quality-11 copy beside each compressible built file and of public files into the build folder', () => {
    const totals = writeBrotliCopies({ root, distDir });
    expect(totals.count).toBe(3);
    expect(totals.after).toBeLessThan(totals.before);
    expect(brotliDecompressSync(readFileSync(path.join(distDir, 'static/chunks/a1b2.js.br'))).toString()).toBe(js);
    expect(brotliDecompressSync(readFileSync(path.join(distDir, 'static/css/app.css.br'))).toString()).toBe(css);
    expect(brotliDecompressSync(readFileSync(path.join(distDir, 'public-br/map/tehran-base.json.br'))).toString()).toBe(map);
    // Images are compressed already, a 3-byte file is not worth it, and public/ gets no build output.
    expect(existsSync(path.join(distDir, 'static/media/logo.png.br'))).toBe(false);
    expect(existsSync(path.join(distDir, 'static/chunks/tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(root, 'public/map/tehran-base.json.br'))).toBe(false);
    const { files } = JSON.parse(readFileSync(path.join(distDir, MANIFEST), 'utf8'));
    expect(files.map((f) => f.url).sort()).toEqual(['/_next/static/chunks/a1b2.js', '/_next/static/css/app.css', '/map/tehran-base.json']);
  });
});

/** One request over node:http (no decoding, no path clean-up): status, headers and the raw body. */
function get(base, urlPath, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path: urlPath, method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('brotliAssets behind createAppServer', () => {
  let server;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

  /** The app server with the copies in front of a stand-in for Next that says it was asked. */
  async function start() {
    writeBrotliCopies({ root, distDir });
    const next = (req, res) => res.end(`next:${req.method}`);
    server = createAppServer(next, { assets: brotliAssets({ root, distDir }) });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}`;
  }
  const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('answers a built script with its br copy and Next’s headers for the file, plus the security headers', async () => {
    const base = await start();
    const res = await get(base, '/_next/static/chunks/a1b2.js?v=1', { headers: BR });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-br"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(brotliDecompressSync(res.body).toString()).toBe(js);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(js) / 5);
  });

  it('answers a public file with its copy and a revalidated cache', async () => {
    const base = await start();
    const res = await get(base, '/map/tehran-base.json', { headers: BR });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(brotliDecompressSync(res.body).toString()).toBe(map);
  });

  it('leaves to Next a client that does not take br, refuses it, or prefers gzip', async () => {
    const base = await start();
    for (const encoding of [undefined, 'gzip, deflate', 'gzip, br;q=0', 'gzip;q=1, br;q=0.2']) {
      const res = await get(base, '/_next/static/chunks/a1b2.js', { headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(res.body.toString(), String(encoding)).toBe('next:GET');
    }
  });

  it('leaves to Next what has no copy, other methods, ranges, and a file changed since the build', async () => {
    const base = await start();
    for (const p of ['/', '/about', '/_next/static/chunks/tiny.js', '/_next/static/media/logo.png', '/icons/icon.png', '/_next/static/chunks/a1b2.js.br']) {
      expect((await get(base, p, { headers: BR })).body.toString(), p).toBe('next:GET');
    }
    expect((await get(base, '/_next/static/chunks/a1b2.js', { method: 'POST', headers: BR })).body.toString()).toBe('next:POST');
    expect((await get(base, '/_next/static/chunks/a1b2.js', { headers: { ...BR, range: 'bytes=0-9' } })).body.toString()).toBe('next:GET');
    writeFileSync(path.join(root, 'public/map/tehran-base.json'), `${map} `);
    expect((await get(base, '/map/tehran-base.json', { headers: BR })).body.toString()).toBe('next:GET');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(distDir, 'static/css/app.css'), later, later);
    expect((await get(base, '/_next/static/css/app.css', { headers: BR })).body.toString()).toBe('next:GET');
  });

  it('refuses `..`, plain or %-encoded, and serves no file outside the build and public folders', async () => {
    const base = await start();
    for (const p of [
      '/_next/static/../static/chunks/a1b2.js',
      '/_next/static/chunks/%2e%2e/chunks/a1b2.js',
      '/_next/static/%2E%2E/%2E%2E/secret.txt',
      '/_next/static/..%2f..%2fsecret.txt',
      '/_next/static/chunks%5c..%5ca1b2.js',
      '/map/%00tehran-base.json',
    ]) {
      expect((await get(base, p, { headers: BR })).body.toString(), p).toBe('next:GET');
    }
    // A manifest that names a file elsewhere (edited by hand, or a bug) is not believed.
    const manifest = path.join(distDir, MANIFEST);
    const { files } = JSON.parse(readFileSync(manifest, 'utf8'));
    files.push({ ...files[0], url: '/secret.txt', file: 'secret.txt' });
    writeFileSync(manifest, JSON.stringify({ files }));
    const assets = brotliAssets({ root, distDir });
    let asked = false;
    const fake = { method: 'GET', url: '/secret.txt', headers: BR };
    expect(await assets(fake, { setHeader: () => (asked = true) })).toBe(false);
    expect(asked).toBe(false);
  });

  it('answers HEAD with the headers alone, and a matching If-None-Match with 304', async () => {
    const base = await start();
    const full = await get(base, '/_next/static/css/app.css', { headers: BR });
    const head = await get(base, '/_next/static/css/app.css', { method: 'HEAD', headers: BR });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
    const again = await get(base, '/_next/static/css/app.css', { headers: { ...BR, 'if-none-match': full.headers.etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(full.headers.etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const other = await get(base, '/_next/static/css/app.css', { headers: { ...BR, 'if-none-match': 'W/"1-2"' } });
    expect(other.status).toBe(200);
  });

  it('serves nothing itself without a manifest (an older build)', async () => {
    const assets = brotliAssets({ root, distDir });
    expect(await assets({ method: 'GET', url: '/_next/static/chunks/a1b2.js', headers: BR }, {})).toBe(false);
  });
});
