import { expect, test, type Page } from '@playwright/test';

// A service form whose connection goes after the page loaded (a phone in the metro): the code a submit loads (the
// contract, the request) cannot arrive, and the user must be told so, keep what they typed, and send it once back
// online.
const MOBILE = { width: 390, height: 844 };
const NETWORK = 'ارتباط با سرور برقرار نشد؛ اتصال اینترنت خود را بررسی کنید.';

async function workerReady(page: Page) {
  // The toast view is precached by the service worker: with it active, a notice shows offline.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('service forms offline', () => {
  test('a price request sent offline says the connection failed, keeps the form, and goes through once online', async ({ page, context }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/price');
    await workerReady(page);
    await page.getByTestId('place-search').fill('ونک');
    await page.getByRole('option').first().click();
    await page.getByLabel('متراژ (متر مربع)').fill('90');
    await page.getByLabel('تعداد اتاق خواب').fill('2');
    await page.getByLabel('سال ساخت (شمسی)').fill('1395');
    await page.getByLabel('طبقهٔ واحد').fill('2');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'قیمت‌گذاری رایگان' }).click();
    await expect(page.locator('.Toastify__toast-container')).toContainText(NETWORK);
    await expect(page).toHaveURL(/\/price$/);
    await expect(page.getByLabel('متراژ (متر مربع)')).toHaveValue('۹۰');
    await expect(page.getByTestId('place-search')).toHaveValue('ونک');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'قیمت‌گذاری رایگان' }).click();
    await expect(page).toHaveURL(/\/price-result\?uuid=/, { timeout: 30_000 });
  });

  test('a place search offline says it failed, not that no place has the name, and retries once online', async ({ page, context }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/neighborhood');
    await workerReady(page);
    await context.setOffline(true);
    await page.getByRole('combobox').fill('ونک');
    await expect(page.getByText('جست‌وجو انجام نشد؛ اتصال اینترنت خود را بررسی کنید.')).toBeVisible();
    await expect(page.getByText('محله‌ای با این نام پیدا نشد')).toHaveCount(0);
    // Back online, the same letters are searched again without retyping.
    await context.setOffline(false);
    await expect(page.getByRole('option').first()).toContainText('ونک');
  });
});
