import { expect, test } from '@playwright/test';
import { applyTokens, signUpViaApi } from './helpers/auth';
import { createValuationViaApi } from './helpers/valuation';
import { expectHydrated } from './helpers/hydration';

// From one result to the same home's other services (lib/same-home.ts): the other form opens filled from the report,
// keeps it through a reload (its draft), and is paid for as usual.

const MOBILE = { width: 390, height: 844 };

test('a sale result opens the same flat\'s rent form and its neighbourhood form, filled, by keyboard, at 390 px', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  // A pin (no neighbourhood named), as a map click sends it.
  const resultUrl = await createValuationViaApi(request, account, { area: 100, rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: false, storage: true });
  await applyTokens(page, account);
  await page.setViewportSize(MOBILE);
  await page.goto(resultUrl);

  const nav = page.getByRole('navigation', { name: 'همین ملک در سرویس‌های دیگر' });
  const rent = nav.getByRole('link', { name: 'برآورد اجارهٔ همین ملک' });
  await expect(rent).toBeVisible();
  // Fits the phone: no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await expectHydrated(rent);
  await rent.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/price(\?|$)/);
  await expect(page.getByTestId('same-home-note')).toContainText('این فرم با مشخصات همان ملکِ گزارش قبلی پر شده است؛ پیش از ثبت بررسی کنید.');

  const rentKind = page.getByTestId('kind-rent').getByRole('radio');
  await expect(rentKind).toBeChecked();
  await expect(page.getByTestId('picked-place')).toBeVisible();
  await expect(page.getByTestId('field-area')).toHaveValue('۱۰۰');
  await expect(page.getByTestId('field-rooms')).toHaveValue('۲');
  await expect(page.getByTestId('field-build_year')).toHaveValue('۱۳۹۵');
  await expect(page.getByTestId('field-floor')).toHaveValue('۳');
  await expect(page.getByTestId('field-total_floors')).toHaveValue('۵');
  await expect(page.getByTestId('amenity-elevator').getByRole('checkbox')).toBeChecked();
  await expect(page.getByTestId('amenity-parking').getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('amenity-storage').getByRole('checkbox')).toBeChecked();

  // A reload (the gateway's return is one) keeps it, edits included.
  await page.getByTestId('field-area').fill('110');
  await page.reload();
  await expect(page.getByTestId('field-area')).toHaveValue('۱۱۰');
  await expect(rentKind).toBeChecked();

  // Paid as usual: the service dialog, nothing free.
  await page.getByTestId('start-valuation').click();
  await expect(page.getByTestId('service-dialog')).toBeVisible();

  await page.goto(resultUrl);
  await page.getByRole('link', { name: 'امتیاز محلهٔ همین ملک' }).click();
  await page.waitForURL(/\/neighborhood$/);
  await expect(page.getByTestId('picked-place')).toBeVisible();
});

test('a shared link\'s visitor, signed out, is offered the links too (their own valuation)', async ({ page, request }) => {
  const resultUrl = await createValuationViaApi(request, await signUpViaApi(request));
  await page.goto(resultUrl);
  await expect(page.getByRole('link', { name: 'برآورد اجارهٔ همین ملک' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'امتیاز محلهٔ همین ملک' })).toBeVisible();
});

test('the link opened in a new tab (no draft there) fills the whole flat at its pin, says so, and can be cleared', async ({ page, context, request }) => {
  const account = await signUpViaApi(request);
  const resultUrl = await createValuationViaApi(request, account, { area: 100, rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: false, storage: true });
  await applyTokens(page, account);
  await page.goto(resultUrl);
  const nav = page.getByRole('navigation', { name: 'همین ملک در سرویس‌های دیگر' });
  const href = await nav.getByRole('link', { name: 'برآورد اجارهٔ همین ملک' }).getAttribute('href');
  expect(href).not.toBeNull();

  // A middle click, «open in new tab» or a pasted link: a new page of the same browser, whose sessionStorage is its own.
  const tab = await context.newPage();
  await tab.goto(href!);
  await expect(tab.getByTestId('same-home-note')).toContainText('این فرم با مشخصات همان ملکِ گزارش قبلی پر شده است؛ پیش از ثبت بررسی کنید.');
  await expect(tab.getByTestId('kind-rent').getByRole('radio')).toBeChecked();
  await expect(tab.getByTestId('picked-place')).toBeVisible();
  await expect(tab.getByTestId('field-area')).toHaveValue('۱۰۰');
  await expect(tab.getByTestId('field-rooms')).toHaveValue('۲');
  await expect(tab.getByTestId('field-build_year')).toHaveValue('۱۳۹۵');
  await expect(tab.getByTestId('field-floor')).toHaveValue('۳');
  await expect(tab.getByTestId('field-total_floors')).toHaveValue('۵');
  await expect(tab.getByTestId('amenity-elevator').getByRole('checkbox')).toBeChecked();
  await expect(tab.getByTestId('amenity-parking').getByRole('checkbox')).not.toBeChecked();
  await expect(tab.getByTestId('amenity-storage').getByRole('checkbox')).toBeChecked();

  // An edit survives a reload: the link's figures left the address once in the form's draft.
  await tab.getByTestId('field-area').fill('110');
  await expect(tab).not.toHaveURL(/area=/);
  await tab.reload();
  await expect(tab.getByTestId('field-area')).toHaveValue('۱۱۰');
  await expect(tab.getByTestId('field-floor')).toHaveValue('۳');

  // Another flat: «پاک کردن فرم» empties it and the place, the deal type stays.
  await tab.goto(href!);
  const clear = tab.getByRole('button', { name: 'پاک کردن فرم' });
  await expect(tab.getByTestId('field-area')).toHaveValue('۱۰۰');
  await expectHydrated(clear);
  await clear.click();
  await expect(tab.getByTestId('same-home-note')).toHaveCount(0);
  await expect(tab.getByTestId('field-area')).toHaveValue('');
  await expect(tab.getByTestId('field-floor')).toHaveValue('');
  await expect(tab.getByTestId('picked-place')).toHaveCount(0);
  await expect(tab.getByTestId('kind-rent').getByRole('radio')).toBeChecked();

  // The neighbourhood score's link, in a new tab too: its place (the neighbourhood the pin lies in).
  const environmentHref = await nav.getByRole('link', { name: 'امتیاز محلهٔ همین ملک' }).getAttribute('href');
  await tab.goto(environmentHref!);
  await expect(tab.getByTestId('picked-place')).toBeVisible();
});

