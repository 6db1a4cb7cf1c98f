import { expect, test } from '@playwright/test';

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
