import { expect, test } from '@playwright/test';
import { signInAsNewUser } from './helpers/auth';
import { topUp } from './helpers/billing';
import { createValuationViaApi, fillFlat, pickBySearch } from './helpers/valuation';

// A result reached inside the app takes the keyboard to its title: the form's button went with the form, and the
// focus fell to <body>, so a keyboard or screen-reader user started over from the header.

const RESULT_URL = /\/price-result\?uuid=[0-9a-f-]{36}/;

/** Whether the focused element comes after `testId`'s element in the page (Tab went on from it, not from the top). */
const focusFollows = (testId: string) =>
  `(() => { const from = document.querySelector('[data-testid="${testId}"]'); const at = document.activeElement;
    return !!from && !!at && at !== document.body && !!(from.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_FOLLOWING); })()`;

test.describe('a form sent from the keyboard', () => {
  test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) e2e-result-focus-${Date.now()}-${Math.random().toString(36).slice(2)}` });

  test('lands on the result\'s title, and Tab goes on into the result', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/price');
    await pickBySearch(page, 'سعادت', /سعادت/);
    await fillFlat(page);
    await page.getByTestId('start-valuation').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(RESULT_URL);
    const heading = page.getByTestId('result-heading');
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(/^قیمت/);
    // The keyboard's ring shows, clear of the letters.
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('solid');
    // Still at the top of the result, under the header.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(focusFollows('result-heading'))).toBe(true);

    // The same result opened afresh (a shared link, a reload) starts at the top of the page, as any page does.
    await page.reload();
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'پرش به محتوای اصلی' })).toBeFocused();
  });
});

test('a report opened from «گزارش‌های من», with Enter or a tap, lands on its title', async ({ page }) => {
  const account = await signInAsNewUser(page);
  await topUp(page.request, account);
  await createValuationViaApi(page.request, account);
  await page.goto('/reports');
  const link = page.getByTestId('report-row').getByRole('link');
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(RESULT_URL);
  const heading = page.getByTestId('result-heading');
  await expect(heading).toBeFocused();

  // Back (the focus returns to the row's link), then a tap: a screen reader follows the focus to the title too.
  await page.goBack();
  await expect(page.getByTestId('report-row').getByRole('link')).toBeFocused();
  await page.getByTestId('report-row').getByRole('link').click();
  await page.waitForURL(RESULT_URL);
  await expect(heading).toBeFocused();
});
