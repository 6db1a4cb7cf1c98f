import { devices, expect, test } from '@playwright/test';

// spec §4: the add-to-home-screen guide opens on a phone after 5 s, never in a Divar flow. A tester found it over
// the Divar referral result, whose «divar» is only in the query (divar-post-token, divar-return-url), covering
// «بازگشت به دیوار».

test.use({ userAgent: devices['iPhone 13'].userAgent, viewport: { width: 390, height: 844 } });

test('the add-to-home-screen guide opens on a phone, but not on a page reached from Divar', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/blog');
  await expect(page.getByTestId('a2hs-dialog')).toBeVisible({ timeout: 10_000 });

  await page.evaluate(() => localStorage.clear());
  await page.goto('/blog?divar-post-token=QmGisha95&divar-return-url=https%3A%2F%2Fdivar.ir%2Fv%2FQmGisha95');
  await page.waitForTimeout(7_000);
  await expect(page.getByTestId('a2hs-dialog')).toHaveCount(0);
  // The tab has been in a Divar flow: a later page of it stays quiet too.
  await page.goto('/blog');
  await page.waitForTimeout(7_000);
  await expect(page.getByTestId('a2hs-dialog')).toHaveCount(0);
});
