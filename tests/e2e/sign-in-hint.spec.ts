import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { watchLayoutShift } from './helpers/layout-shift';

// The sign-in hint (lib/sign-in-hint.ts): the server draws the signed-in or signed-out page from a cookie that holds
// no token, so pages that depend on it do not move when the browser says; localStorage stays the truth.

const MOBILE = { width: 360, height: 740 };
const REFERRAL_FORM = '/services/environment-evaluation/referral/form?post_token=QmSale085';
const HINT = { name: 'signed_in', value: '1', url: E2E_BASE_URL };

test('signed out, the pages that depend on it are drawn signed out by the server and do not move', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const shift = await watchLayoutShift(page);
  for (const [path, settled] of [
    [REFERRAL_FORM, page.getByText('برای ادامه ابتدا با حساب دیوار وارد شوید.')],
    ['/divar/neighborhood/advertiser/form?post_token=QmGisha95', page.getByTestId('divar-sign-in-needed')],
    ['/subscription', page.getByText('برای خرید اشتراک ابتدا وارد حساب کاربری خود شوید.')],
  ] as const) {
    await page.goto(path);
    await expect(settled).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await shift(), path).toBe(0);
  }
});

test('the server draws the state the hint says: the referral form for a signed-in reader, the way in for anyone else', async ({ request }) => {
  const signedIn = await (await request.get(REFERRAL_FORM, { headers: { cookie: 'signed_in=1' } })).text();
  expect(signedIn).toContain('data-testid="divar-neighbourhood-form"');
  const signedOut = await (await request.get(REFERRAL_FORM)).text();
  expect(signedOut).not.toContain('data-testid="divar-neighbourhood-form"');
  expect(signedOut).toContain('برای ادامه ابتدا با حساب دیوار وارد شوید.');
  // Neither draws a placeholder waiting for the browser.
  expect(signedIn).not.toContain('aria-busy="true"');
  expect(signedOut).not.toContain('aria-busy="true"');
});

test('a stale hint (no tokens in the browser) is corrected without an error, and removed', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await context.addCookies([HINT]);
  await page.goto(REFERRAL_FORM);
  await expect(page.getByText('برای ادامه ابتدا با حساب دیوار وارد شوید.')).toBeVisible();
  await expect(page.getByTestId('divar-neighbourhood-form')).toHaveCount(0);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'signed_in')).toBe(false);
  expect(errors).toEqual([]);
});

test("a signed-out reader of the referral form downloads none of the form's code (nor axios under it)", async ({ page }) => {
  const axios: string[] = [];
  page.on('response', async (r) => {
    if (!/\/_next\/static\/.*\.js$/.test(new URL(r.url()).pathname)) return;
    if ((await r.text().catch(() => '')).includes('ERR_BAD_RESPONSE')) axios.push(r.url());
  });
  await page.goto(REFERRAL_FORM);
  await expect(page.getByText('برای ادامه ابتدا با حساب دیوار وارد شوید.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(axios).toEqual([]);
  // Signed in (the hint and a token), the server draws the form and the browser loads its code.
  await page.context().addCookies([HINT]);
  await page.evaluate(() => localStorage.setItem('refresh', 'r1'));
  await page.goto(REFERRAL_FORM);
  await expect(page.getByTestId('divar-neighbourhood-form')).toBeVisible();
  await expect.poll(() => axios.length).toBeGreaterThan(0);
});
