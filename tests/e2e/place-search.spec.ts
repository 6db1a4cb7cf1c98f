import { expect, test } from '@playwright/test';
import { expectHydrated } from './helpers/hydration';
import { pickBySearch } from './helpers/valuation';

// The place search knows what the name resolver knows: a street names the neighbourhoods it runs through, and a
// Latin spelling finds its neighbourhood (a tester typed «نامجو» and «punak» and got «محله‌ای با این نام پیدا نشد»).

test('a street and a Latin spelling find their neighbourhoods in the place search', async ({ page }) => {
  await page.goto('/price');
  await page.getByTestId('place-search').fill('نامجو');
  const street = page.getByRole('option', { name: /خیابان نامجو/ });
  await expect(street.first()).toBeVisible();
  await street.first().click();
  await expect(page.getByTestId('picked-place')).toContainText('خواجه نظام');

  await page.goto('/neighborhood');
  await pickBySearch(page, 'punak', /پونک/);
  await expect(page.getByTestId('picked-place')).toContainText('پونک');
});

test('Tab from the search with its list open goes on to the next control, not to the page', async ({ page }) => {
  // Chromium makes a list that scrolls a Tab stop; its focus closed the list, and the focus fell to the page's body.
  await page.goto('/price');
  const search = page.getByTestId('place-search');
  await expectHydrated(search);
  await search.focus();
  await page.keyboard.type('ونک');
  await expect(page.getByRole('option').nth(5)).toBeVisible(); // enough options for the list to scroll
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('show-map')).toBeFocused();
});

test('a district picked in the search names the neighbourhood its centre is in, as a map point does', async ({ page }) => {
  // QA: «منطقه ۵» picked on /price said «منطقه ۵», and the result was of the neighbourhood at its centre.
  await page.goto('/price');
  const search = page.getByTestId('place-search');
  await expectHydrated(search);
  await search.fill('منطقه ۵');
  await page.getByRole('option', { name: /^منطقه ۵/ }).first().click();
  const picked = page.getByTestId('picked-place');
  await expect(picked.locator('b')).not.toHaveText(/^منطقه/);
  await expect(picked).toContainText('منطقه ۵');
  const name = (await picked.locator('b').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await expect(search).toHaveValue(name);
});

test('a town outside Tehran typed in the search is said to be outside the service area, beside close Tehran names', async ({ page }) => {
  // QA: «پردیس» offered «پردیسان (منطقه ۲)» and the form never said the town is outside the service area.
  const OUTSIDE = '«پردیس» خارج از محدوده خدمات ماست؛ ارزیابی فعلاً فقط برای شهر تهران انجام می‌شود';
  await page.goto('/price');
  const search = page.getByTestId('place-search');
  await expectHydrated(search);
  await search.fill('پردیس');
  await expect(page.getByRole('option', { name: /^پردیسان/ }).first()).toBeVisible();
  await expect(page.getByRole('listbox').locator('xpath=..')).toContainText(OUTSIDE);
  await page.keyboard.press('Escape');
  await expect(page.locator(`#${await search.getAttribute('aria-describedby')}`)).toHaveText(OUTSIDE);
});
