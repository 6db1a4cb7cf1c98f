import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { expectHydrated } from './helpers/hydration';

// Issue 28: the neighbourhood flows from a Divar ad and the referral flow, played on the local Divar (the embedded
// default) in a 360 px window, as Divar's Android webview shows them.

const MOBILE = { width: 360, height: 740 };
const COMPLETION = `${E2E_BASE_URL}/sandbox-divar/completion`;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
}

const storedAccess = (page: Page) => page.evaluate(() => localStorage.getItem('access'));

/** Pays with the account's credit in the service dialog (a new account's free credit covers the base service). */
async function payBase(page: Page) {
  const dialog = page.getByTestId('service-dialog');
  await dialog.getByTestId('service-option-base').click();
  await dialog.getByTestId('pay-with-credit').click();
}

test('advertiser: consent, the location from the ad moved on the map, pay, the score on the ad, remove it, back to Divar', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(MOBILE);
  await page.goto('/sandbox-divar/post/QmGisha95');
  await expect(page.getByTestId('divar-addon-empty')).toBeVisible();
  await page.getByTestId('entry-neighbourhood-advertiser').click();

  await page.waitForURL(/\/divar\/neighborhood\/advertiser\?post_token=QmGisha95$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('محلهٔ آگهی شما با ۵۰ شاخص');
  await expect(page.getByTestId('divar-ad-summary')).toContainText('آپارتمان ۹۵ متری گیشا');
  await noSidewaysScroll(page);
  await page.getByTestId('divar-advertiser-start').click();
  await page.waitForURL(/\/sandbox-divar\/oauth2\/auth\?/);
  await expect(page.getByTestId('sandbox-divar-scopes')).toContainText('USER_POSTS_GET');
  await page.getByTestId('sandbox-divar-approve').click();

  // Signed in by Divar; the form shows the owner's pin on a picture of its area drawn by the server: no Leaflet, no
  // base layer downloaded until the map is asked for.
  await page.waitForURL(/\/divar\/neighborhood\/advertiser\/form\?post_token=QmGisha95/);
  expect(await storedAccess(page)).toBeTruthy();
  // The sign-in hint for the server's render (lib/sign-in-hint.ts): set with the tokens, and no token in it.
  expect((await page.context().cookies()).find((c) => c.name === 'signed_in')).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
  await expect(page.getByTestId('nb-form-place')).toContainText('از نقشهٔ آگهی');
  await expect(page.getByTestId('place-preview')).toBeVisible();
  await expect(page.getByTestId('place-preview')).toHaveAttribute('aria-label', /^نقشهٔ محل ملک: /);
  const map = page.getByTestId('place-map').locator('.leaflet-container');
  await expect(map).toHaveCount(0);
  const baseLayerFetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/map/tehran-base.json')));
  expect(await baseLayerFetched()).toBe(false);
  await noSidewaysScroll(page);
  // The map opens from the keyboard too, and takes the focus (arrow keys pan it).
  await expectHydrated(page.getByRole('button', { name: 'جابه‌جا کردن نقطه روی نقشه' }));
  await page.getByRole('button', { name: 'جابه‌جا کردن نقطه روی نقشه' }).focus();
  await page.keyboard.press('Enter');
  await expect(map).toBeVisible();
  await expect(map).toBeFocused();
  await expect(page.getByTestId('place-preview')).toHaveCount(0);
  // Movable from the keyboard (QA: no key moved the point): a cross marks the focused map's centre, the arrows pan
  // it, and Enter picks the point under the cross, which the server names.
  await expect(map).toHaveAttribute('aria-label', /با Enter نقطهٔ وسط آن را انتخاب کنید$/);
  await expect(map.locator('.place-map-centre')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  const keyed = page.waitForResponse((r) => r.url().includes('/api/houses/convert-geo-location/'));
  await page.keyboard.press('Enter');
  expect((await keyed).status()).toBe(200);
  await expect(page.getByTestId('nb-form-place')).not.toContainText('از نقشهٔ آگهی');
  await expect(page.getByTestId('nb-form-place')).not.toContainText('در حال یافتن');
  // Movable: a tap on the map moves the point, and the server names its neighbourhood.
  const geo = page.waitForResponse((r) => r.url().includes('/api/houses/convert-geo-location/'));
  await map.click({ position: { x: 150, y: 110 } });
  expect((await geo).status()).toBe(200);
  await expect(page.getByTestId('nb-form-place')).not.toContainText('از نقشهٔ آگهی');
  await expect(page.getByTestId('nb-form-place')).not.toContainText('در حال یافتن');

  const created = page.waitForRequest((r) => r.url().includes('/api/houses/environmental-evaluation/') && r.method() === 'POST');
  await page.getByTestId('start-environment-evaluation').click();
  await payBase(page);
  // The dialog sends the advertiser's base service by id; only that service's evaluation can be shown on the ad (below).
  expect((await created).postDataJSON()).toMatchObject({ divar_post_token: 'QmGisha95', service: expect.any(Number) });

  await page.waitForURL(/\/divar\/neighborhood\/advertiser\/result\?uuid=[0-9a-f-]{36}/);
  const resultUrl = page.url();
  await expect(page.getByTestId('overall-score')).toBeVisible();
  const controls = page.getByTestId('divar-widget-controls');
  await expect(controls).toHaveAttribute('data-published', 'false');
  await noSidewaysScroll(page);
  await page.getByTestId('divar-widget-publish').click();
  await expect(controls).toHaveAttribute('data-published', 'true');
  await expect(page.getByTestId('divar-widget-status')).toContainText('امتیاز');

  // On the ad in (the local) Divar: the overall score, the three strongest categories, the weakest, and a button.
  await page.goto('/sandbox-divar/post/QmGisha95');
  await expect(page.getByTestId('addon-score-row')).toHaveCount(5);
  await expect(page.getByTestId('addon-score-row').first()).toContainText('وضعیت کلی محله');
  await expect(page.getByTestId('addon-button')).toHaveAttribute('href', /\/divar\/neighborhood\/visitor\?uuid=[0-9a-f-]{36}$/);

  // Later, from the ad again: the entry page offers that evaluation (no second payment), where it can be taken off.
  await page.getByTestId('entry-neighbourhood-advertiser').click();
  await page.waitForURL(/\/divar\/neighborhood\/advertiser\?post_token=QmGisha95$/);
  const earlier = page.getByTestId('divar-own-valuation');
  await expect(earlier).toContainText('محلهٔ این آگهی را پیش‌تر ارزیابی کرده‌اید و نتیجه روی آگهی نمایش داده می‌شود');
  await earlier.getByRole('link').click();
  const uuid = new URL(resultUrl).searchParams.get('uuid')!;
  await page.waitForURL((url) => url.pathname === '/divar/neighborhood/advertiser/result' && url.searchParams.get('uuid') === uuid);
  // Removing it is always possible.
  await page.getByTestId('divar-widget-remove').click();
  await expect(controls).toHaveAttribute('data-published', 'false');
  await page.goto('/sandbox-divar/post/QmGisha95');
  await expect(page.getByTestId('divar-addon-empty')).toBeVisible();

  await page.goto(resultUrl);
  await page.getByTestId('divar-exit').first().click();
  await page.waitForURL(COMPLETION);
});

test.describe('visitor', () => {
  // The free monthly use is keyed on IP and user agent: a user agent of its own keeps this test independent.
  test.use({ userAgent: `Mozilla/5.0 (Linux; Android 13) e2e-divar-nb-visitor-${Date.now()}-${Math.random().toString(36).slice(2)}` });

  test('anonymous: the neighbourhood of an ad once free, nothing posted, then asked to sign up', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(MOBILE);
    await page.goto('/sandbox-divar/post/QmSale085');
    await page.getByTestId('entry-neighbourhood-visitor').click();
    await page.waitForURL(/\/divar\/neighborhood\/visitor-evaluation\?post_token=QmSale085$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محلهٔ این آگهی چطور است؟');
    await page.getByTestId('divar-visitor-start').click();
    await page.waitForURL(/\/divar\/neighborhood\/visitor-evaluation\/form\?post_token=QmSale085&noLoginRequired=true/);
    await expect(page.getByTestId('nb-form-place')).toContainText('پونک');
    await expect(page.getByTestId('start-environment-evaluation')).toHaveText('ارزیابی رایگان محله');
    await expect(page.getByTestId('anonymous-note')).toBeVisible();
    await noSidewaysScroll(page);

    const created = page.waitForRequest((r) => r.url().includes('/api/houses/environmental-evaluation/') && r.method() === 'POST');
    await page.getByTestId('start-environment-evaluation').click();
    expect((await created).postDataJSON()).toMatchObject({ service: 'environmental_evaluation_divar_visitor_base', divar_post_token: 'QmSale085' });
    await page.waitForURL(/\/divar\/neighborhood\/visitor\?uuid=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('environment-result')).toBeVisible();
    await expect(page.getByTestId('overall-score')).toBeVisible();
    await expect(page.getByTestId('divar-widget-controls')).toHaveCount(0);
    expect(await storedAccess(page)).toBeNull();
    await noSidewaysScroll(page);

    await page.goBack();
    await page.waitForURL(/\/divar\/neighborhood\/visitor-evaluation\/form\?/);
    await expect(page.getByTestId('nb-form-place')).toContainText('پونک');
    await page.getByTestId('start-environment-evaluation').click();
    // The place sent, unchanged: the result already got is offered first; evaluating again goes on to the 426.
    const question = page.getByRole('dialog', { name: 'نتیجهٔ قبلی را ببینید؟' });
    await expect(question).toContainText('همین محل را همین حالا ارزیابی کرده‌اید.');
    await question.getByRole('button', { name: 'ارزیابی دوباره' }).click();
    await expect(page.getByText('برای استفادهٔ دوباره از این سرویس لطفاً ثبت نام کنید.')).toBeVisible();
    await expect(page.getByTestId('auth-modal')).toBeVisible();

    await page.goto('/sandbox-divar/post/QmSale085');
    await expect(page.getByTestId('divar-addon-empty')).toBeVisible();
  });
});

test('referral: intro, Divar consent, callback, precheck, form, the result with "show it on my ad", the widget on the ad', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(MOBILE);
  await page.goto('/sandbox-divar/post/QmNego140');
  await page.getByTestId('entry-referral').click();
  await page.waitForURL(/\/services\/environment-evaluation\/referral\/intro\?post_token=QmNego140$/);
  await expect(page.getByTestId('lean-header')).toBeVisible();
  await expect(page.getByTestId('divar-ad-summary')).toContainText('پاسداران');
  await noSidewaysScroll(page);
  await page.getByTestId('referral-start').click();
  await page.waitForURL(/\/sandbox-divar\/oauth2\/auth\?/);
  const callback = page.waitForURL(/\/services\/environment-evaluation\/referral\/callback\?state=/, { waitUntil: 'commit' });
  await page.getByTestId('sandbox-divar-approve').click();
  await callback;

  await page.waitForURL(/\/services\/environment-evaluation\/referral\/precheck\?post_token=QmNego140/);
  const check = page.getByTestId('referral-precheck');
  await expect(check).toHaveAttribute('data-ok', 'true');
  await noSidewaysScroll(page);
  await page.getByTestId('referral-continue').click();
  await page.waitForURL(/\/services\/environment-evaluation\/referral\/form\?post_token=QmNego140.*agent=divar_advertiser/);
  // This owner shows the ad's location only approximately on Divar: the report, which is published on the ad, starts
  // at the neighbourhood, never at the owner's private pin (35.7712, 51.4573).
  await expect(page.getByTestId('nb-form-place')).toContainText('پاسداران');
  await expect(page.getByTestId('nb-form-place')).not.toContainText('از نقشهٔ آگهی');
  const created = page.waitForRequest((r) => r.url().includes('/api/houses/environmental-evaluation/') && r.method() === 'POST');
  await page.getByTestId('start-environment-evaluation').click();
  await payBase(page);
  expect((await created).postDataJSON()).not.toMatchObject({ latitude: 35.7712, longitude: 51.4573 });

  await page.waitForURL(/\/services\/environment-evaluation\/result\?uuid=[0-9a-f-]{36}&divar-post-token=QmNego140/);
  const resultUrl = new URL(page.url());
  await expect(page.getByTestId('environment-result')).toBeVisible();
  await expect(page.getByTestId('divar-result-bar')).toBeVisible();
  await page.getByTestId('divar-widget-publish').click();
  await expect(page.getByTestId('divar-widget-controls')).toHaveAttribute('data-published', 'true');
  await noSidewaysScroll(page);

  // The widget on the local ad page, at 360 px.
  await page.goto('/sandbox-divar/post/QmNego140');
  await expect(page.getByTestId('addon-score-row').first()).toBeVisible();
  await expect(page.getByTestId('addon-score-row')).toHaveCount(5);
  await noSidewaysScroll(page);

  // The Divar parameters are ignored when absent or naming another ad.
  const uuid = resultUrl.searchParams.get('uuid')!;
  await page.goto(`/services/environment-evaluation/result?uuid=${uuid}`);
  await expect(page.getByTestId('environment-result')).toBeVisible();
  await expect(page.getByTestId('divar-result-bar')).toHaveCount(0);
  await page.goto(`/services/environment-evaluation/result?uuid=${uuid}&divar-post-token=QmSale120&divar-return-url=${encodeURIComponent('https://evil.example/')}`);
  await expect(page.getByTestId('divar-result-bar')).toHaveCount(0);
  // A foreign return address is not followed: back to Divar is its completion address.
  await page.goto(`/services/environment-evaluation/result?uuid=${uuid}&divar-post-token=QmNego140&divar-return-url=${encodeURIComponent('https://evil.example/')}`);
  await expect(page.getByTestId('divar-result-bar').getByTestId('divar-exit')).toHaveAttribute('href', COMPLETION);

  // Precheck answers in Persian for an ad we do not evaluate; the earlier evaluation is offered for this one.
  await page.goto('/services/environment-evaluation/referral/precheck?post_token=QmVilla01');
  await expect(page.getByTestId('referral-precheck')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('referral-problems')).toContainText('این آگهی آپارتمان نیست');
  // A post token Divar does not know: not found, not a failed check.
  await page.goto('/services/environment-evaluation/referral/precheck?post_token=NoSuch123');
  await expect(page.getByTestId('referral-precheck')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByRole('heading', { name: 'آگهی پیدا نشد' })).toBeVisible();
  await expect(page.getByTestId('referral-problems')).toContainText('این آگهی در دیوار پیدا نشد');
  await page.goto('/services/environment-evaluation/referral/precheck?post_token=QmNego140');
  await expect(page.getByTestId('referral-problems')).toContainText('پیش‌تر ارزیابی کرده‌اید');
  await expect(page.getByTestId('referral-earlier-result')).toHaveAttribute('href', new RegExp(`uuid=${uuid}`));
});
