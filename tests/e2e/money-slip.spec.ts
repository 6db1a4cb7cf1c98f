import { expect, test } from '@playwright/test';
import { signInAsNewUser } from './helpers/auth';
import { expectHydrated } from './helpers/hydration';

// A renter who says «ماهی ۱۲ تومن» types «۱۲»: the field offers 12 million (lib/money-slip.ts), one tap or key takes
// it, and the hint never moves the page (it is drawn in the helper line the field already reserves).
test('a deposit of «۵» and a rent of «۱۲» are offered in millions, taken with a key and a tap, and sent', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 }); // a phone: the two fields stacked, full width
  await signInAsNewUser(page); // the signup credit pays the base rent suggestion
  await page.goto('/services/buy-rent-location-suggest');
  await expectHydrated(page.getByTestId('suggestion-kind-rent'));
  await page.getByTestId('suggestion-kind-rent').click();

  const deposit = page.getByTestId('deposit-input');
  const rent = page.getByTestId('rent-input');
  const helperOf = async (field: typeof deposit) => page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
  const rentHelper = await helperOf(rent);
  const depositHelper = await helperOf(deposit);
  const before = (await rentHelper.boundingBox())!;
  const submitBefore = (await page.getByTestId('start-suggestion').boundingBox())!;

  await deposit.fill('۵');
  await rent.fill('۱۲');
  await expect(depositHelper).toHaveText('منظورتان ۵ میلیون تومان است؟ بله');
  await expect(rentHelper).toHaveText('منظورتان ۱۲ میلیون تومان است؟ بله');
  await expect(rentHelper).toHaveAttribute('aria-live', 'polite');
  // One line, as tall as the helper it replaces: nothing below moves.
  const after = (await rentHelper.boundingBox())!;
  expect(Math.abs(after.height - before.height)).toBeLessThan(1);
  expect(Math.abs((await page.getByTestId('start-suggestion').boundingBox())!.y - submitBefore.y)).toBeLessThan(1);

  // The keyboard: from the deposit, Tab reaches its fix; Enter takes it and gives the field the focus back.
  await deposit.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'بله، ۵ میلیون تومان' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(deposit).toHaveValue('۵٬۰۰۰٬۰۰۰');
  await expect(deposit).toBeFocused();
  await expect(depositHelper).toHaveText('≈ ۵ میلیون تومان');
  // A tap on the rent's.
  await page.getByRole('button', { name: 'بله، ۱۲ میلیون تومان' }).click();
  await expect(rent).toHaveValue('۱۲٬۰۰۰٬۰۰۰');
  await expect(rentHelper).toHaveText('≈ ۱۲ میلیون تومان');

  await page.getByTestId('area-input').fill('۶۰');
  await page.getByTestId('start-suggestion').click();
  const dialog = page.getByTestId('service-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('service-option-base').click();
  await dialog.getByTestId('pay-with-credit').click();
  await page.waitForURL(/\/services\/rent-location-result\?uuid=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'پیشنهاد محل اجاره', level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText('ودیعه ۵ میلیون تومان و اجارهٔ ماهانه ۱۲ میلیون تومان');
});
