import { expect, test } from '@playwright/test';
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
