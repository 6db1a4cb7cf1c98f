import { expect, test } from '@playwright/test';

// Issue 31's byte budget: the build's scripts and styles, and the public files worth it, reach Chromium as the
// build's brotli copies (scripts/brotli-assets.mjs), with the headers Next gives the same file, and the page works.

test('a page’s scripts and styles arrive brotli-compressed and the page still hydrates', async ({ page }) => {
  const assets: { url: string; encoding?: string }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.match(/^\/_next\/static\/.+\.(js|css)$/)) assets.push({ url: res.url(), encoding: res.headers()['content-encoding'] });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'درباره ارزیاب' })).toBeVisible();
  // The header's menu is a client island: it opens only once the br-served scripts have run.
  await page.getByTestId('desktop-nav').getByRole('button', { name: 'درباره ارزیاب' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'بلاگ' })).toBeVisible();
  await page.waitForLoadState('load');
  expect(assets.length).toBeGreaterThan(3);
  expect(assets.filter((a) => a.encoding !== 'br')).toEqual([]);
});

test('a br copy carries Next’s headers for the file; gzip-only clients still get Next’s answer', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const url of [script!, '/map/tehran-base.json', '/sw.js']) {
    const br = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(br.status(), url).toBe(200);
    expect(br.headers()['content-encoding'], url).toBe('br');
    expect(gzip.headers()['content-encoding'], url).toBe('gzip');
    for (const name of ['content-type', 'cache-control', 'vary', 'x-content-type-options']) {
      expect(br.headers()[name], `${url} ${name}`).toBe(gzip.headers()[name]);
    }
    expect((await br.body()).equals(await gzip.body()), url).toBe(true);
    // The validator: a second request with it gets a 304 and no body.
    const again = await request.get(url, { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers().etag } });
    expect(again.status(), url).toBe(304);
  }
  const refused = await request.get(script!, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
  expect(refused.headers()['content-encoding']).toBe('gzip');
});
