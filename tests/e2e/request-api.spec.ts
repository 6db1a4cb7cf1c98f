import { expect, test } from '@playwright/test';
import { applyTokens, signUpViaApi } from './helpers/auth';

// Issue 33: API keys are created, used, listed with their usage and revoked on /services/request-api.
test.describe('request services (API)', () => {
  test('a signed-in user creates a key (shown once), calls the API with it, sees the usage and revokes it', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/services/request-api');
    // Signed out: a prompt to sign in instead of the keys; the contact form for custom plans stays.
    await expect(page.getByTestId('api-keys-login')).toBeVisible();
    await expect(page.getByRole('form', { name: 'فرم درخواست سرویس' })).toBeVisible();

    const user = await signUpViaApi(request);
    await applyTokens(page, user);
    await page.goto('/services/request-api');
    await expect(page.getByText('هنوز کلیدی نساخته‌اید.')).toBeVisible();

    // An empty name is refused where it is typed.
    await page.getByTestId('api-key-create').click();
    await expect(page.getByText('این فیلد الزامی است')).toBeVisible();
    await page.getByTestId('api-key-name').fill('سامانهٔ دفتر');
    await page.getByTestId('api-key-create').click();

    const dialog = page.getByRole('dialog', { name: 'کلید «سامانهٔ دفتر» ساخته شد' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('فقط همین یک بار');
    const key = (await dialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
    expect(key).toMatch(/^arz_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    // The copy button puts the whole key on the clipboard.
    await dialog.getByRole('button', { name: 'کپی کلید' }).click();
    await expect(dialog.getByRole('button', { name: 'کپی شد' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByTestId('api-key-saved').click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('api-key-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('سامانهٔ دفتر');
    await expect(row).toContainText('فعال');
    // The list shows the prefix only: the secret is never on the page again.
    await expect(row).toHaveAttribute('data-prefix', key.slice(0, 12));
    await expect(page.locator('body')).not.toContainText(key.slice(13));

    // The key works against the API (a free call, and one paid with the signup credit).
    const auth = { authorization: `Api-Key ${key}` };
    const account = await request.get('/api/v1/account/', { headers: auth });
    expect(account.status(), await account.text()).toBe(200);
    const valuation = await request.post('/api/v1/valuations/sale/', {
      headers: auth,
      data: { neighbourhood: 'ونک', area: 90, rooms: 2, build_year: 1395, floor: 2, elevator: true, parking: true, storage: false },
    });
    expect(valuation.status(), await valuation.text()).toBe(200);
    expect(valuation.headers()['x-credits-charged']).toBe('1');

    // The usage table shows today's calls and the credit spent.
    await page.reload();
    const usage = page.getByTestId('api-usage-table');
    await expect(usage).toContainText('سامانهٔ دفتر');
    await expect(usage.locator('tbody tr').first().locator('td').nth(2)).toHaveText('۲');
    await expect(usage.locator('tbody tr').first().locator('td').nth(5)).toHaveText('۱');

    // Revoking asks first, then the key stops working at once.
    await row.getByRole('button', { name: 'باطل کردن کلید سامانهٔ دفتر' }).click();
    await page.getByTestId('api-key-revoke-confirm').click();
    await expect(row).toContainText('باطل‌شده');
    const after = await request.get('/api/v1/account/', { headers: auth });
    expect(after.status()).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'api_key_revoked' });
  });

  test('the API docs page renders the OpenAPI document with copyable curl commands', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const doc = await request.get('/api/v1/openapi.json');
    expect(doc.status()).toBe(200);
    expect((await doc.json()).openapi).toBe('3.1.0');
    await page.goto('/services/request-api/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'مستندات API' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'قیمت‌گذاری خرید و فروش یک ملک' })).toBeVisible();
    const sale = page.locator('#createSaleValuation');
    await expect(sale.locator('pre')).toContainText("curl -X POST");
    await expect(sale.locator('pre')).toContainText('/api/v1/valuations/sale/');
    // Copy gives the command exactly as shown, ready to paste into a shell.
    await sale.getByRole('button', { name: 'کپی دستور' }).click();
    await expect(sale.getByRole('button', { name: 'کپی شد' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await sale.locator('pre').first().textContent());
    expect(copied).toContain("-H 'Authorization: Api-Key <YOUR_KEY>'");
    await expect(page.locator('#createBatchValuation pre').nth(1)).toContainText('--data-binary @listings.csv');
  });

  // QA: on a 390 px phone the sticky revoke cell covered the prefix's first letter («rz_…» for «arz_…»). A long
  // name is the widest the name cell gets (it is cut short at its max-width).
  test('on a phone a key\'s prefix is whole beside the revoke button', async ({ page, request }) => {
    const user = await signUpViaApi(request);
    const created = await request.post('/api/api-keys/', {
      headers: { authorization: `Bearer ${user.access}` },
      data: { name: 'سامانهٔ یکپارچهٔ مدیریت املاک دفتر مرکزی شرکت' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.setViewportSize({ width: 390, height: 844 });
    await applyTokens(page, user);
    await page.goto('/services/request-api');
    const row = page.getByTestId('api-key-row');
    const prefix = await row.locator('code').boundingBox();
    const revoke = await row.getByRole('button', { name: /^باطل کردن کلید/ }).locator('xpath=ancestor::td').boundingBox();
    if (!prefix || !revoke) throw new Error('the prefix or the revoke cell is not laid out');
    // Right to left: the revoke cell sits at the row's left edge, the prefix to its right.
    expect(prefix.x).toBeGreaterThanOrEqual(revoke.x + revoke.width);
  });

  // QA: on a 390 px phone the type column shrank to a letter or two a line («in/te/ge/r», «bo/ol/ea/n»). On a phone
  // the type now stands under the name.
  test('on a phone a field\'s type breaks only at its spaces', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/request-api/docs');
    const types = page.locator('#createSaleValuation table tbody td:nth-child(1) code:nth-of-type(2)');
    await expect(types.first()).toBeVisible();
    const broken = await types.evaluateAll((codes) =>
      codes
        .filter((code) => {
          // One line per word (or identifier part, after an underscore) at most: a word split across lines has more.
          const lineHeight = parseFloat(getComputedStyle(code).lineHeight);
          const words = (code.textContent ?? '').trim().split(/\s+|(?<=_)/).length;
          return code.getBoundingClientRect().height > lineHeight * words + 1;
        })
        .map((code) => code.textContent),
    );
    expect(broken).toEqual([]);
    await expect(types.filter({ hasText: /^integer$/ }).first()).toBeVisible();
  });

  // QA: at 390 px the description column scrolled sideways: a name kept on one line beside a description naming
  // `environmental_evaluation_product_base` left no place to break. Every table of the page fits the phone.
  test('on a phone every fields table fits the screen: nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/request-api/docs');
    // The answers' tables too, folded under their status until opened.
    await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    const regions = page.locator('[role="region"]:has(table)');
    await expect(regions.first()).toBeVisible();
    const wide = await regions.evaluateAll((all) =>
      all
        .filter((region) => region.scrollWidth > region.clientWidth)
        .map((region) => `${region.getAttribute('aria-label')}: ${region.scrollWidth} > ${region.clientWidth}`),
    );
    expect(await regions.count()).toBeGreaterThan(10);
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  // QA: at 390 px «YYYY-MM» broke after its hyphen («YYYY-» on one line, «MM» on the next), as did «Retry-After» and
  // the path «/api/v1/neighbourhood-evaluations/». A hyphenated token stands on one line, and the page still fits.
  test('on a phone no hyphenated token is split across lines', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/request-api/docs');
    await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    await expect(page.getByText('YYYY-MM').first()).toBeVisible();
    const split = await page.locator('main').evaluate((main) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const match of node.data.matchAll(/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) found.push(match[0]);
        }
      }
      return found;
    });
    expect(split).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
