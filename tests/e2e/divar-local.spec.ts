import { expect, type Page, test } from '@playwright/test';

// The local Divar (the embedded default): its ad list and ad page, and its consent screen played in the browser
// through our OAuth start and return, with the test playing the return (the pages: tests/e2e/divar-price.spec.ts).

const MOBILE = { width: 360, height: 740 };

/**
 * The form page completes Divar's return itself (tests/e2e/divar-price.spec.ts plays that): here the test plays the
 * return with the browser's own cookie, so the page's request is held back and the state stays unspent for it.
 */
async function holdBackPageReturn(page: Page) {
  await page.route('**/api/divar/oauth/complete/', (route) => route.abort());
}

test.describe('the local Divar', () => {
  test('lists its fixture ads and shows an ad as Divar does, clearly labelled as local', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/sandbox-divar');
    await expect(page.getByTestId('sandbox-divar-banner')).toContainText('دیوار آزمایشی (محلی)');
    expect(await page.getByTestId('sandbox-divar-post-link').count()).toBeGreaterThanOrEqual(8);
    await page.getByRole('link', { name: /پاسداران/ }).click();
    await expect(page).toHaveURL(/\/sandbox-divar\/post\/QmNego140$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('آپارتمان نوساز ۱۴۰ متری پاسداران');
    await expect(page.getByTestId('sandbox-divar-price')).toHaveText('توافقی');
    await expect(page.getByTestId('divar-addon-empty')).toBeVisible();
    await expect(page.getByTestId('entry-price-advertiser')).toHaveAttribute('href', '/divar/price/advertiser?post_token=QmNego140');
    // Nothing overflows a 360 px webview.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect((await page.request.get('/sandbox-divar/post/NoSuch123')).status()).toBe(404);
  });

  test('consent approved: Divar returns a code, our return signs the owner in once, the exit ignores a foreign return_url', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/api/divar/oauth/start/?flow=price-advertiser&post_token=QmGisha95&return_url=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/\/sandbox-divar\/oauth2\/auth\?/);
    await expect(page.getByTestId('sandbox-divar-scopes')).toContainText('دسترسی به شمارهٔ تلفن همراه شما');
    await expect(page.getByTestId('sandbox-divar-scopes')).toContainText('افزودن اطلاعات به آگهی «آپارتمان ۹۵ متری گیشا»');
    await expect(page.getByTestId('sandbox-divar-phone')).toHaveValue('09120000108');
    // The phone's pattern is one the browser compiles (else it is ignored, with an error in the console).
    const phone = page.getByTestId('sandbox-divar-phone');
    await phone.fill('abc');
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    await phone.fill('۰۹۱۲ ۰۰۰ ۰۱۰۸');
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
    await phone.fill('09120000108');
    await holdBackPageReturn(page);
    await page.getByTestId('sandbox-divar-approve').click();
    await page.waitForURL(/\/divar\/price\/advertiser\/form\?/);
    const back = new URL(page.url());
    expect(back.searchParams.get('code')).toBeTruthy();
    const body = { state: back.searchParams.get('state'), code: back.searchParams.get('code') };
    // The browser that started the flow completes it (its HttpOnly cookie goes along).
    const done = await page.request.post('/api/divar/oauth/complete/', { data: body });
    expect(done.status()).toBe(200);
    const outcome = await done.json();
    expect(outcome).toMatchObject({ outcome: 'granted', post_token: 'QmGisha95', can_post_widget: true, exit_url: expect.stringMatching(/\/sandbox-divar\/completion$/) });
    const me = await page.request.get('/api/users/user-info/', { headers: { authorization: `Bearer ${outcome.access}` } });
    expect((await me.json()).mobile_number).toBe('09120000108');
    // Replayed: refused in Persian.
    const replay = await page.request.post('/api/divar/oauth/complete/', { data: body });
    expect(replay.status()).toBe(400);
    expect((await replay.json()).state[0]).toContain('پیش‌تر به کار رفته است');
    await page.goto(outcome.exit_url);
    await expect(page.getByTestId('sandbox-divar-completion')).toBeVisible();
  });

  test('a code Divar refuses: the return offers a fresh sign-in with Divar for the same ad, not only the way back', async ({ page }) => {
    await page.goto('/api/divar/oauth/start/?flow=price-advertiser&post_token=QmSale120&evaluation-type=buySell');
    await page.waitForURL(/\/sandbox-divar\/oauth2\/auth\?/);
    const state = new URL(page.url()).searchParams.get('state')!;
    // Divar's return with a code it no longer honours (used, expired): the state is spent on it.
    await page.goto(`/divar/price/advertiser/form?state=${encodeURIComponent(state)}&code=not-a-divar-code`);
    const failed = page.getByTestId('divar-consent-failed');
    await expect(failed).toContainText('اجازهٔ دیوار تأیید نشد');
    const again = failed.getByRole('link', { name: 'ورود دوباره با حساب دیوار' });
    await expect(again).toHaveAttribute('href', /^\/api\/divar\/oauth\/start\/\?flow=price-advertiser&post_token=QmSale120&evaluation-type=buySell/);
    await again.click();
    await page.waitForURL(/\/sandbox-divar\/oauth2\/auth\?/);
    expect(new URL(page.url()).searchParams.get('state')).not.toBe(state);
  });

  test('consent refused: back without a code, and the return says so without an error', async ({ page, browser }) => {
    await page.goto('/api/divar/oauth/start/?flow=price-visitor&post_token=QmRent075&evaluation-type=rent');
    await holdBackPageReturn(page);
    await page.getByTestId('sandbox-divar-refuse').click();
    await page.waitForURL(/\/divar\/price\/visitor-evaluation\/form\?/);
    const back = new URL(page.url());
    expect(back.searchParams.get('code')).toBeNull();
    const state = back.searchParams.get('state');
    // Another browser holding the same state is refused (the state is bound to the browser that started).
    const other = await browser.newContext();
    const foreign = await other.request.post(`${new URL(page.url()).origin}/api/divar/oauth/complete/`, { data: { state } });
    expect(foreign.status()).toBe(400);
    await other.close();
    const refused = await page.request.post('/api/divar/oauth/complete/', { data: { state } });
    expect(await refused.json()).toMatchObject({ outcome: 'refused', flow: 'price-visitor', 'evaluation-type': 'rent' });
  });
});
