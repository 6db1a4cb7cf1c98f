import { expect, test } from '@playwright/test';
import { applyTokens, authModal, requestCodeInModal, saveProfileViaApi, signUpViaApi } from './helpers/auth';
import { topUp } from './helpers/billing';
import { FLAT, createValuationViaApi, payBaseValuation } from './helpers/valuation';
import { expectHydrated } from './helpers/hydration';
import { watchLayoutShift } from './helpers/layout-shift';

// «گزارش‌های من»: a signed-in user's way back to every report they paid for, from the header menu.

const RESULT_URL = /\/price-result\?uuid=([0-9a-f-]{36})/;

test('a valuation a user paid for is in «گزارش‌های من», reached from the header menu, and links to its result', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(page.request);
  await applyTokens(page, account);

  await page.goto('/price');
  await payBaseValuation(page, FLAT, 'پونک');
  await page.waitForURL(RESULT_URL);
  const uuid = RESULT_URL.exec(page.url())![1];

  // The header's user menu leads to the list (a client-side navigation: the tab that lost the link).
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-reports').click();
  await page.waitForURL(/\/reports$/);
  await expect(page).toHaveTitle(/گزارش‌های من/);
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش‌های من' })).toBeVisible();
  const row = page.getByTestId('report-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-uuid', uuid);
  await expect(row).toContainText('قیمت فروش');
  await expect(row).toContainText('پایه');
  await expect(row.getByRole('heading')).toHaveText(/^ارزیابی قیمت فروش — [^،]*پونک[^،]*، ۹۵ متر$/);
  // The rest of the flat, so two valuations of one place and size are told apart.
  await expect(row.getByTestId('report-details')).toHaveText('۲ اتاق، ساخت ۱۳۹۶، طبقهٔ ۳ از ۵، آسانسور دارد، پارکینگ دارد، انباری ندارد');
  await expect(row).toContainText(/برآورد [۰-۹٫]+ (میلیون|میلیارد) تومان \(قیمت [^\s]+ ۱۴۰[۰-۹]\)/);
  // The date is Jalali, in Persian digits.
  await expect(row.locator('time')).toHaveText(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);
  // A private page: not for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The keyboard reaches the link; following it opens the report paid for.
  const link = row.getByRole('link', { name: /مشاهدهٔ گزارش/ });
  await expectHydrated(link);
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/price-result\\?uuid=${uuid}$`));
  await expect(page.getByTestId('valuation-result')).toHaveAttribute('data-tier', 'base');

  // Back, the focus is on the link that was followed (QA: it was on body, so the keyboard started from the top).
  await page.goBack();
  await page.waitForURL(/\/reports$/);
  await expect(row.getByRole('link', { name: /مشاهدهٔ گزارش/ })).toBeFocused();
});

test('a visitor is asked to sign in, and sees their reports once signed in', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signUpViaApi(page.request);
  await saveProfileViaApi(page.request, account, 'کاربر آزمایشی');
  await page.goto('/reports');
  // The sign-in dialog opens by itself; the page says why.
  const modal = authModal(page);
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('reports-login')).toBeVisible();
  const code = await requestCodeInModal(page, account.mobile);
  await modal.getByTestId('otp-input').fill(code);
  await expect(modal).toBeHidden();
  // No reports yet: the empty state points at the services.
  const empty = page.getByTestId('reports-empty');
  await expect(empty).toBeVisible();
  await expect(page.getByTestId('reports-login')).toHaveCount(0);
  await expect(empty.getByRole('link', { name: /قیمت‌گذاری ملک/ })).toHaveAttribute('href', '/price');
  await expect(empty.getByRole('link', { name: 'ارزیابی محله' })).toBeVisible();

  // A report bought elsewhere (another tab, the API) is in the list on the next visit.
  const tokens = await page.evaluate(() => ({ access: localStorage.getItem('access') ?? '', refresh: localStorage.getItem('refresh') ?? '' }));
  const url = await createValuationViaApi(page.request, tokens);
  await page.reload();
  await expect(page.getByTestId('report-row')).toHaveCount(1);
  await expect(page.getByTestId('report-row').getByRole('link', { name: /مشاهدهٔ گزارش/ })).toHaveAttribute('href', url);
});

test('past a page of 20, «بیشتر» brings the older reports under the newer ones', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(page.request);
  await topUp(page.request, account, '/price', 'professional');
  // 21 reports, the oldest of 60 m² and each later one a metre larger.
  for (let i = 0; i < 21; i++) await createValuationViaApi(page.request, account, { area: 60 + i });
  await applyTokens(page, account);
  await page.goto('/reports');
  const rows = page.getByTestId('report-row');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('reports-count')).toHaveText('۲۱ گزارش');
  await expect(rows.first().getByRole('heading')).toHaveText(/، ۸۰ متر$/);

  const more = page.getByRole('button', { name: 'بیشتر' });
  await expectHydrated(more);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(21);
  await expect(rows.last().getByRole('heading')).toHaveText(/، ۶۰ متر$/);
  // Nothing is left to load: the button goes, and no report is listed twice.
  await expect(page.getByTestId('reports-more')).toHaveCount(0);
  const uuids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-uuid')));
  expect(new Set(uuids).size).toBe(21);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the collapsed menu leads to the list, which fits the screen', async ({ page }) => {
    const account = await signUpViaApi(page.request);
    const url = await createValuationViaApi(page.request, account);
    await applyTokens(page, account);
    // Opened directly while the sign-in hint cookie is not there yet (tokens only): the page is drawn signed out and
    // put right after hydration, without asking a signed-in user to sign in.
    await page.goto('/reports');
    await expect(page.getByTestId('report-row')).toHaveCount(1);
    await expect(authModal(page)).toHaveCount(0);

    await page.goto('/');
    await page.getByTestId('mobile-nav-button').click();
    await page.getByTestId('mobile-nav-reports').click();
    await page.waitForURL(/\/reports$/);
    const row = page.getByTestId('report-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: /مشاهدهٔ گزارش/ })).toHaveAttribute('href', url);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // A compact card: the content page's article margins do not reach the report's title and summary.
    const meta = (await row.locator('time').boundingBox())!;
    const title = (await row.getByRole('heading').boundingBox())!;
    // The flat's details line, then the summary.
    const details = (await row.getByTestId('report-details').boundingBox())!;
    const summary = (await row.locator('p').last().boundingBox())!;
    expect(title.y - (meta.y + meta.height)).toBeLessThanOrEqual(10);
    expect(details.y - (title.y + title.height)).toBeLessThanOrEqual(10);
    expect(summary.y - (details.y + details.height)).toBeLessThanOrEqual(10);
  });

  test('nothing moves when the list replaces its loading rows, and a next visit starts at the list\'s own height', async ({ page }) => {
    // QA: signed in at 390×844, the footer rose ~95 px as one report replaced the three loading rows (0.036); a fixed
    // 40rem panel then kept it still, but left a short list a blank screen down to the fold on every visit.
    const account = await signUpViaApi(page.request);
    await saveProfileViaApi(page.request, account, 'کاربر آزمایشی');
    await topUp(page.request, account);
    await applyTokens(page, account);
    // Counted afresh on each page load.
    const shift = await watchLayoutShift(page);
    const visit = async (label: string, reports: number) => {
      await page.goto('/reports');
      await expect(page.getByTestId(reports ? 'report-row' : 'reports-empty')).toHaveCount(reports || 1);
      await expect(page.getByTestId('reports-loading')).toHaveCount(0);
      await page.waitForTimeout(500);
      expect(await shift(), label).toBeLessThan(0.005);
      const footer = (await page.getByTestId('site-footer').boundingBox())!;
      const list = (await page.locator('[data-kept-height="reports"] > *').first().boundingBox())!;
      return { footer: footer.y, blank: footer.y - (list.y + list.height) };
    };
    // Never drawn at this width: the footer waits below the fold, where the list's length cannot move it in view.
    expect((await visit('first visit, none', 0)).footer).toBeGreaterThanOrEqual(844);
    // Back again: the panel starts as tall as the list was, so the footer is in view right under it.
    let seen = await visit('next visit, none', 0);
    expect(seen.footer).toBeLessThan(844);
    expect(seen.blank).toBeLessThanOrEqual(72);
    // A report bought here adds a row: the remembered height is forgotten, and the next visit is the first again.
    await page.goto('/price');
    await payBaseValuation(page);
    await page.waitForURL(RESULT_URL);
    expect((await visit('after a purchase, one', 1)).footer).toBeGreaterThanOrEqual(844);
    seen = await visit('next visit, one', 1);
    expect(seen.footer).toBeLessThan(844);
    expect(seen.blank).toBeLessThanOrEqual(72);
  });
});
