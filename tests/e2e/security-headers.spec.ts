import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers/auth';
import { createValuationViaApi } from './helpers/valuation';

// Issue 32, point 3: every page has a nonce CSP without 'unsafe-inline' scripts; only Divar's pages may be framed,
// and only by Divar; the API and pages carry the headers that do not depend on the page.

const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test('a page: nonce CSP that refuses inline scripts and every frame, and the common headers', async ({ request }) => {
  const res = await request.get('/');
  const headers = res.headers();
  for (const [name, value] of Object.entries(common)) expect(headers[name]).toBe(value);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined(); // APP_ENV=local
  const csp = headers['content-security-policy'];
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toMatch(/script-src [^;]*'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // Next and our own inline script carry this response's nonce; a second request gets another one.
  const html = await res.text();
  expect(html).toContain(`nonce="${nonce}"`);
  const again = (await request.get('/')).headers()['content-security-policy'];
  expect(/'nonce-([^']+)'/.exec(again)?.[1]).not.toBe(nonce);
});

test('a page the browser prefetches carries its policy too: it may be shown from the prefetch later', async ({ request }) => {
  for (const header of [{ purpose: 'prefetch' }, { 'sec-purpose': 'prefetch' }] as Array<Record<string, string>>) {
    const res = await request.get('/price', { headers: header });
    const csp = res.headers()['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    expect(nonce, JSON.stringify(header)).toBeTruthy();
    expect(await res.text()).toContain(`nonce="${nonce}"`);
  }
});

test('a Divar page may be framed by Divar only', async ({ request }) => {
  const headers = (await request.get('/divar/price/advertiser')).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self' https://divar.ir https://*.divar.ir");
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('an API route carries the common headers', async ({ request }) => {
  const headers = (await request.get('/api/subscription/plan/')).headers();
  for (const [name, value] of Object.entries(common)) expect(headers[name]).toBe(value);
  expect(headers['x-frame-options']).toBe('DENY');
});

test('pages run under the policy: no violation, and the interactive ones hydrate', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  for (const path of ['/', '/price', '/subscription', '/divar/price/advertiser']) await page.goto(path);
  // Next's runtime started: its scripts ran with the nonce.
  await page.goto('/price');
  await expect(page.locator('script[nonce]').first()).toBeAttached();
  expect(await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object');
  expect(violations).toEqual([]);
});

test('a result page read again within its second is a copy of one render, under a nonce of its own', async ({ page, request }) => {
  const path = await createValuationViaApi(request, await signUpViaApi(request));
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? '';
  // The first read renders; the next one (scripts/shared-renders.mjs keeps a result page for a second) is a copy.
  const reads = [await request.get(path), await request.get(path)];
  const nonces = reads.map((r) => nonceOf(r.headers()['content-security-policy']));
  expect(nonces[1]).not.toBe(nonces[0]);
  const pages = await Promise.all(reads.map((r) => r.text()));
  expect(pages[1]).toContain(`nonce="${nonces[1]}"`);
  expect(pages[1]).not.toContain(nonces[0]);
  expect(pages[1].replaceAll(nonces[1], 'N')).toBe(pages[0].replaceAll(nonces[0], 'N'));

  // A browser runs such a copy under its policy: no violation, and the page's islands hydrate.
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const documentNonces: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') documentNonces.push(nonceOf(r.headers()['content-security-policy']));
  });
  // Reloaded at once: the second document is (on any but a very slow machine) a copy of the first one's render.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.reload();
  await expect(page.getByTestId('valuation-result')).toBeVisible();
  expect(await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object');
  expect(violations).toEqual([]);
  expect(new Set(documentNonces).size).toBe(documentNonces.length);
  expect(await page.evaluate(() => (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce)).toBe(documentNonces.at(-1));
});
