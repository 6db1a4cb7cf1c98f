import { expect, test } from '@playwright/test';
import { applyTokens, signUpViaApi } from './helpers/auth';
import { signInPage, topUp } from './helpers/billing';
import { watchLayoutShift } from './helpers/layout-shift';
import { FLAT, payBaseValuation } from './helpers/valuation';

// «تاریخچهٔ اعتبار»: what a user paid, when, with the gateway's tracking code, and where the credits went.

const RESULT_URL = /\/price-result\?uuid=([0-9a-f-]{36})/;

test('a plan bought at the sandbox gateway and a valuation paid with credit are in «تاریخچهٔ اعتبار», with the tracking code and the report', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(page.request);

  // Buy the base plan (3 credits, 150,000 toman) through the sandbox gateway; the verify page shows the tracking code.
  await signInPage(page, account, '/subscription');
  await page.getByTestId('buy-plan-base').click();
  await page.waitForURL(/\/sandbox-gateway\//);
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/verify-subscription-payment\?.*Status=OK/);
  await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();
  const verified = await page.getByTestId('verify-payment').innerText();
  const refId = /کد پیگیری: ([۰-۹]+)/.exec(verified)?.[1];
  expect(refId, verified).toBeTruthy();

  // Spend a credit on a valuation.
  await page.goto('/price');
  await payBaseValuation(page, FLAT, 'پونک');
  await page.waitForURL(RESULT_URL);
  const uuid = RESULT_URL.exec(page.url())![1];

  // The header's user menu leads to the history.
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-credit-history').click();
  await page.waitForURL(/\/credit-history$/);
  await expect(page).toHaveTitle(/تاریخچهٔ اعتبار/);
  await expect(page.getByRole('heading', { level: 1, name: 'تاریخچهٔ اعتبار' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Newest first: the spend, the purchase, the signup's free credit.
  const rows = page.getByTestId('credit-entry');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveAttribute('data-kind', 'spend');
  await expect(rows.nth(1)).toHaveAttribute('data-kind', 'purchase');
  await expect(rows.nth(2)).toHaveAttribute('data-kind', 'signup_grant');

  const purchase = rows.nth(1);
  await expect(purchase.getByTestId('credit-entry-status')).toHaveText('پرداخت موفق');
  await expect(purchase.getByRole('heading')).toHaveText('خرید اعتبار — طرح پایه');
  await expect(purchase.getByTestId('credit-entry-change')).toHaveText('۳ اعتبار افزوده شد');
  await expect(purchase.getByTestId('credit-entry-amount')).toHaveText('۱۵۰٬۰۰۰ تومان');
  await expect(purchase.getByTestId('credit-entry-ref-id')).toHaveText(refId!);
  await expect(purchase.locator('time')).toHaveText(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);
  await expect(purchase.getByRole('button', { name: 'کپی کد پیگیری' })).toBeVisible();

  const spend = rows.nth(0);
  await expect(spend.getByRole('heading')).toHaveText('ارزیابی قیمت خرید و فروش');
  // The signup's free credit goes first.
  await expect(spend.getByTestId('credit-entry-change')).toHaveText('۱ اعتبار رایگان کسر شد');
  const link = spend.getByTestId('credit-entry-report');
  await expect(link).toHaveAttribute('href', `/price-result?uuid=${uuid}`);

  // It fits a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);

  await link.click();
  await page.waitForURL(new RegExp(`/price-result\\?uuid=${uuid}$`));
  await expect(page.getByTestId('valuation-result')).toHaveAttribute('data-tier', 'base');
});

// QA: the loading rows gave way to a list of another height and the footer in view moved: 0.041 with two entries and
// 0.077 with four at 390×844, 0.025 and 0.051 at 1280×800.
for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`nothing moves as the history replaces its loading rows, and a next visit starts at its height (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const account = await signUpViaApi(page.request);
    await topUp(page.request, account);
    await applyTokens(page, account);
    const shift = await watchLayoutShift(page);
    const visit = async (label: string) => {
      await page.goto('/credit-history');
      await expect(page.getByTestId('credit-entry')).toHaveCount(2);
      await expect(page.getByTestId('credit-history-loading')).toHaveCount(0);
      await page.waitForTimeout(500);
      expect(await shift(), label).toBeLessThan(0.005);
      const footer = (await page.getByTestId('site-footer').boundingBox())!;
      const list = (await page.locator('[data-kept-height="credit-history"] > *').first().boundingBox())!;
      return { footer: footer.y, blank: footer.y - (list.y + list.height) };
    };
    // Never drawn at this width: the footer waits below the fold.
    expect((await visit('first visit')).footer).toBeGreaterThanOrEqual(viewport.height);
    // Back again: as tall as the list was, so no blank screen under a short one.
    const again = await visit('next visit');
    expect(again.footer).toBeLessThan(viewport.height);
    expect(again.blank).toBeLessThanOrEqual(72);
  });
}
