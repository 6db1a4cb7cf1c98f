import { request } from 'node:http';
import { createBrotliDecompress } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressResponses, createAppServer } from './serve.mjs';
import { RESULT_PAGES } from '../lib/contracts/result-pages';
import { isResultPage, RESULT_PATHS, sharedRenderKey, sharedRenders } from './shared-renders.mjs';

let server;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

/**
 * A stand-in for Next: each render gets a fresh nonce (in the CSP header and twice in the page, as Next puts it on its
 * scripts), counts itself, and waits for `gate` before it ends, so requests can arrive while it runs.
 */
function fakeNext({ status = 200, setCookie = false } = {}) {
  const state = { renders: 0, open: () => undefined };
  state.gate = Promise.resolve();
  state.hold = () => (state.gate = new Promise((resolve) => (state.open = resolve)));
  state.handle = async (req, res) => {
    state.renders += 1;
    const n = state.renders;
    const nonce = Buffer.from(`nonce-of-render-${n}`).toString('base64');
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    if (setCookie) res.setHeader('set-cookie', 'a=1');
    res.write(`<html><script nonce="${nonce}">1</script><p>گزارش ${req.url} `);
    await state.gate;
    res.end(`render ${n}</p><script nonce="${nonce}">self.__next_f.push([1,"\\"nonce\\":\\"${nonce}\\""])</script></html>`);
  };
  return state;
}

async function start(next, share, options = {}) {
  server = createAppServer(next.handle, { share, ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

async function get(base, path, headers = {}) {
  const res = await fetch(base + path, { headers });
  const text = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  return { status: res.status, text, nonce, page: nonce ? text.replaceAll(nonce, 'NONCE') : text };
}

/** Starts `count` requests while the render is held, then lets it finish. */
async function concurrently(next, count, ask) {
  next.hold();
  const answers = Array.from({ length: count }, () => ask());
  await new Promise((resolve) => setTimeout(resolve, 100));
  next.open();
  return Promise.all(answers);
}

const RESULT = '/price-result?uuid=11111111-2222-3333-4444-555555555555';

describe('sharedRenders', () => {
  it('renders once for identical requests that arrive meanwhile; each copy carries a nonce of its own', async () => {
    const next = fakeNext();
    const base = await start(next, sharedRenders({ keepMs: 0 }));
    const answers = await concurrently(next, 5, () => get(base, '/about'));
    expect(next.renders).toBe(1);
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(5);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.page).toBe(answers[0].page);
      // Every place the leader's nonce stood now holds this copy's own.
      expect(a.text.split(a.nonce).length - 1).toBe(3);
      expect(a.page).toContain('گزارش /about');
    }
    // Nothing is kept after the render ends (not a result page).
    await get(base, '/about');
    expect(next.renders).toBe(2);
  });

  it('keeps a result page for a second; a write through the server ends that', async () => {
    const next = fakeNext();
    let now = 1_000;
    const base = await start(next, sharedRenders({ keepMs: 1_000, perf: { now: () => now } }));
    const first = await get(base, RESULT);
    now += 900;
    const again = await get(base, RESULT);
    expect(next.renders).toBe(1);
    expect(again.page).toBe(first.page);
    expect(again.nonce).not.toBe(first.nonce);
    now += 200; // past the second
    await get(base, RESULT);
    expect(next.renders).toBe(2);
    await get(base, RESULT);
    expect(next.renders).toBe(2);
    await fetch(`${base}/api/houses/upgrade/`, { method: 'POST', body: '{}' });
    expect(next.renders).toBe(3); // the POST itself
    await get(base, RESULT);
    expect(next.renders).toBe(4);
  });

  it('never shares across cookies or browsers, nor the API, RSC payloads, HEAD or POST', async () => {
    const next = fakeNext();
    const base = await start(next, sharedRenders({ keepMs: 0 }));
    await concurrently(next, 4, () => get(base, '/about', { cookie: `arzyab-signed-in=${Math.random()}` }));
    expect(next.renders).toBe(4);
    next.renders = 0;
    await concurrently(next, 3, () => get(base, '/about', { 'user-agent': `bot ${Math.random()}` }));
    expect(next.renders).toBe(3);
    next.renders = 0;
    await concurrently(next, 3, () => get(base, '/api/subscription/plan/'));
    await concurrently(next, 3, () => get(base, RESULT, { rsc: '1' }));
    await concurrently(next, 3, () => fetch(base + RESULT, { method: 'HEAD' }));
    expect(next.renders).toBe(9);
    expect(sharedRenderKey({ method: 'GET', url: `${RESULT}&_rsc=abc`, headers: {} })).toBeNull();
    expect(sharedRenderKey({ method: 'POST', url: RESULT, headers: {} })).toBeNull();
  });

  it('lets each waiting request render for itself when the answer is not a plain 200', async () => {
    for (const options of [{ status: 404 }, { setCookie: true }]) {
      const next = fakeNext(options);
      const base = await start(next, sharedRenders());
      const answers = await concurrently(next, 3, () => get(base, RESULT));
      expect(next.renders).toBe(3);
      expect(answers.every((a) => a.status === (options.status ?? 200))).toBe(true);
      await new Promise((resolve) => server.close(resolve));
      server = undefined;
    }
  });

  it('compresses each copy for its own browser', async () => {
    const next = fakeNext();
    const base = await start(next, sharedRenders({ keepMs: 0 }), { compress: compressResponses() });
    const { port } = new URL(base);
    const brotli = () =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/about', headers: { 'accept-encoding': 'br', 'user-agent': 'a browser' }, agent: false }, (res) => {
          let text = '';
          const decoded = res.headers['content-encoding'] === 'br' ? res.pipe(createBrotliDecompress()) : res;
          decoded.on('data', (d) => (text += d));
          decoded.on('end', () => resolve({ coding: res.headers['content-encoding'], text }));
          decoded.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      });
    next.hold();
    const both = Promise.all([get(base, '/about', { 'user-agent': 'a browser', 'accept-encoding': 'identity' }), brotli()]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    next.open();
    const [plain, br] = await both;
    expect(next.renders).toBe(1);
    expect(plain.text).toContain('گزارش /about');
    expect(br.coding).toBe('br');
    expect(br.text).toContain('گزارش /about');
  });

  it('knows the result pages by their path', () => {
    expect(isResultPage(RESULT)).toBe(true);
    expect(isResultPage('/services/environment-evaluation/result?uuid=x')).toBe(true);
    expect(isResultPage('/price')).toBe(false);
    // Plain Node cannot import the TypeScript list the app routes by: the two must name the same pages.
    expect([...RESULT_PATHS].sort()).toEqual(Object.values(RESULT_PAGES).sort());
  });
});
