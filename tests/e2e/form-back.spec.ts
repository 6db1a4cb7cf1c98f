import { expect, test } from '@playwright/test';
import { applyTokens, signUpViaApi } from './helpers/auth';
import { creditsOf } from './helpers/billing';
import { FLAT, payBaseValuation } from './helpers/valuation';

// The browser's Back from a result to the form that asked for it shows the form as it was sent (its draft, kept for
// that history entry alone: components/form/use-form-draft.ts), without sending anything; the menu's visit is blank.
// Sent again from there unchanged, it asks first and can open the result already paid for (usePaidSubmission).

const RENT_RESULT = /\/rent-price-evaluation-result\?uuid=[0-9a-f-]{36}/;

test('Back from a rent result shows the flat as sent, charges nothing, and the menu still opens a blank form; the same flat sent again opens that result', async ({ page }) => {
  const account = await signUpViaApi(page.request); // one free credit: the base report
  await applyTokens(page, account);
  await page.goto('/price');
  await page.getByTestId('kind-rent').click();
  await payBaseValuation(page, { ...FLAT, storage: true });
  await page.waitForURL(RENT_RESULT);
  await expect(page.getByTestId('valuation-result')).toHaveAttribute('data-kind', 'rent');
  const result = page.url();
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
  // The address changes at once; the result is drawn once its data arrives. A click before that would leave the
  // form on screen (the same /price page, not mounted anew) and test nothing about the menu.
  await expect(page.getByTestId('valuation-result')).toHaveAttribute('data-kind', 'rent');
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

  // The form's button again, nothing changed: asked first, the free choice focused; Escape does nothing.
  const ask = async () => {
    await page.getByTestId('start-valuation').click();
    const question = page.getByRole('dialog', { name: 'نتیجهٔ قبلی را ببینید؟' });
    await expect(question).toContainText('همین ملک را همین حالا قیمت‌گذاری کرده‌اید.');
    await expect(question.getByRole('button', { name: 'قیمت‌گذاری دوباره' })).toBeVisible();
    await expect(question.getByRole('button', { name: 'دیدن نتیجهٔ قبلی' })).toBeFocused();
    return question;
  };
  await ask();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/price');
  // «دیدن نتیجهٔ قبلی» (Enter on it): the same result, no request, no service dialog, the balance unchanged.
  await ask();
  await page.keyboard.press('Enter');
  await page.waitForURL(result);
  expect(page.url()).toBe(result);
  await expect(page.getByTestId('valuation-result')).toHaveAttribute('data-kind', 'rent');
  expect(await creditsOf(page.request, account.access)).toEqual(credits);

  // Back again, one field changed: another flat, sent as before (the service dialog), no question.
  await page.goBack();
  await page.waitForURL((u) => u.pathname === '/price');
  await sentFlat();
  await page.getByTestId('field-area').fill('۹۶');
  await page.getByTestId('start-valuation').click();
  await expect(page.getByTestId('service-dialog')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'نتیجهٔ قبلی را ببینید؟' })).toHaveCount(0);
});
