import { expect, test } from '@playwright/test';
import { applyTokens, signUpViaApi } from './helpers/auth';
import { creditsOf } from './helpers/billing';
import { FLAT, payBaseValuation } from './helpers/valuation';

// The browser's Back from a result to the form that asked for it shows the form as it was sent (its draft, kept for
// that history entry alone: components/form/use-form-draft.ts), without sending anything; the menu's visit is blank.

const RENT_RESULT = /\/rent-price-evaluation-result\?uuid=[0-9a-f-]{36}/;

test('Back from a rent result shows the flat as sent, charges nothing, and the menu still opens a blank form', async ({ page }) => {
  const account = await signUpViaApi(page.request); // one free credit: the base report
  await applyTokens(page, account);
  await page.goto('/price');
  await page.getByTestId('kind-rent').click();
  await payBaseValuation(page, { ...FLAT, storage: true });
  await page.waitForURL(RENT_RESULT);
  await expect(page.getByTestId('valuation-result')).toHaveAttribute('data-kind', 'rent');
  const credits = await creditsOf(page.request, account.access);

  const sentFlat = async () => {
    await expect(page.getByTestId('kind-rent').getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('picked-place')).toContainText('ونک');
    for (const [name, value] of [['area', '۹۵'], ['rooms', '۲'], ['build_year', '۱۳۹۶'], ['floor', '۳'], ['total_floors', '۵']] as const) {
      await expect(page.getByTestId(`field-${name}`)).toHaveValue(value);
    }
    for (const name of ['elevator', 'parking', 'storage']) await expect(page.getByTestId(`amenity-${name}`).getByRole('checkbox')).toBeChecked();
  };

  await page.goBack();
  await page.waitForURL((u) => u.pathname === '/price');
  await sentFlat();
  // A reload of that page keeps it too.
  await page.reload();
  await sentFlat();
  expect(await creditsOf(page.request, account.access)).toEqual(credits);

  // Forward to the result, then the menu: a new visit of the form starts blank, on a sale.
  await page.goForward();
  await page.waitForURL(RENT_RESULT);
  await page.getByTestId('desktop-nav').getByRole('link', { name: 'قیمت‌گذاری ملک', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/price');
  await expect(page.getByTestId('kind-sale').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('field-area')).toHaveValue('');
  await expect(page.getByTestId('picked-place')).toHaveCount(0);

  // Back twice, past the result, to the form that sent it: still as sent (nothing was typed in between).
  await page.goBack();
  await page.waitForURL(RENT_RESULT);
  await page.goBack();
  await page.waitForURL((u) => u.pathname === '/price');
  await sentFlat();
  expect(await creditsOf(page.request, account.access)).toEqual(credits);
});
