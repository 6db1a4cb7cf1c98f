import { expect, test, type Page } from '@playwright/test';
import { toPersianDigits } from '@/lib/fa/digits';
import { signInAsNewUser } from './helpers/auth';
import { expectHydrated } from './helpers/hydration';

// Issue 8: where to buy or rent. Runs offline: the map draws its vector markers without tiles.

/**
 * Every result has its rank on the map, written inside its own marker (ranks moved away from crowded markers used to
 * read as their neighbours'); a name, where one is shown, sits right next to its marker; no name covers another or
 * a marker.
 */
async function expectMapLabelsApart(page: Page, count: number) {
  // The map loads when it scrolls into view (on a phone it is under the list).
  await page.getByTestId('suggestion-map').scrollIntoViewIfNeeded();
  const map = page.getByTestId('suggestion-map').locator('.leaflet-container');
  const ranks = map.getByTestId('map-rank');
  await expect(ranks).toHaveCount(count);
  await expect(ranks.first()).toBeVisible();
  await page.waitForTimeout(400); // Leaflet's zoom animation
  const frame = (await map.boundingBox())!;
  // Each rank's marker (the icon holding it), and each name's tooltip.
  const markers = await ranks.evaluateAll((els) =>
    els.map((el) => {
      const { left, top, right, bottom } = el.closest('.leaflet-marker-icon')!.getBoundingClientRect();
      return { text: el.textContent ?? '', left, top, right, bottom };
    }),
  );
  const names = await map.locator('.leaflet-tooltip').evaluateAll((els) =>
    els.map((el) => {
      const { left, top, right, bottom } = el.getBoundingClientRect();
      return { text: el.textContent ?? '', left, top, right, bottom };
    }),
  );
  expect(markers.map((m) => m.text).sort()).toEqual(Array.from({ length: count }, (_, i) => toPersianDigits(i + 1)).sort());
  type Box = (typeof names)[number];
  const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  // Names of markers panned out of view are not drawn inside the map.
  const shown = names.filter((b) => b.left < frame.x + frame.width && b.right > frame.x && b.top < frame.y + frame.height && b.bottom > frame.y);
  const clashes = [
    ...shown.flatMap((a, i) => shown.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `«${a.text}» × «${b.text}»`)),
    ...shown.flatMap((a) => markers.filter((m) => overlap(a, m)).map((m) => `«${a.text}» over marker ${m.text}`)),
  ];
  expect(clashes).toEqual([]);
  // A name is «rank. name»: 14px from its own marker's centre (Leaflet's 8px offset and 6px arrow margin).
  const far = names.flatMap((n) => {
    const m = markers.find((k) => n.text.startsWith(`${k.text}.`))!;
    const [cx, cy] = [(m.left + m.right) / 2, (m.top + m.bottom) / 2];
    const gap = Math.hypot(Math.max(n.left - cx, 0, cx - n.right), Math.max(n.top - cy, 0, cy - n.bottom));
    return Math.abs(gap - 14) > 1.5 ? [`«${n.text}» ${gap.toFixed(1)}px`] : [];
  });
  expect(far).toEqual([]);
}

test('a user finds where to rent with a given deposit and rent and opens one suggestion’s valuation', async ({ page }) => {
  await signInAsNewUser(page); // the signup credit pays the base rent suggestion
  await page.goto('/services/buy-rent-location-suggest');
  await expect(page.getByRole('heading', { name: 'کجا بخرم یا اجاره کنم؟' })).toBeVisible();

  await page.getByTestId('suggestion-kind-rent').click();
  // Persian digits and separators are accepted; the unit preview follows the typing.
  await page.getByTestId('deposit-input').fill('۱٬۰۰۰٬۰۰۰٬۰۰۰');
  await expect(page.getByText('≈ ۱ میلیارد تومان')).toBeVisible();
  await page.getByTestId('rent-input').fill('۲۰۰۰۰۰۰۰');
  await expect(page.getByText('≈ ۲۰ میلیون تومان')).toBeVisible();
  await page.getByTestId('area-input').fill('۷۰');
  await page.getByTestId('weight-transport-3').click(); // transport: very important
  await page.getByTestId('start-suggestion').click();

  const dialog = page.getByTestId('service-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('service-option-base').click();
  await dialog.getByTestId('pay-with-credit').click();

  await page.waitForURL(/\/services\/rent-location-result\?uuid=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'پیشنهاد محل اجاره', level: 1 })).toBeVisible();
  await expect(page.getByTestId('suggestion-fits')).toBeVisible();
  await expect(page.getByTestId('tier-chip')).toHaveText('گزارش پایه: تا ۱۰ محله');
  const cards = page.getByTestId('suggestion-card');
  await expect(cards).toHaveCount(10);
  const first = cards.first();
  await expect(first).toContainText('معادل رهن کامل');
  await expect(first).toContainText('اجارهٔ ماهانه');
  await expect(first.getByTestId('suggestion-reason')).toContainText('بودجه');
  await expect(page.getByTestId('suggestion-map').locator('.leaflet-container')).toBeVisible();
  await expect(page.getByTestId('suggestion-map').getByTestId('map-rank').first()).toHaveText('۱'); // the best rank, in its marker
  await expectMapLabelsApart(page, 10);
  await page.getByRole('button', { name: 'بزرگ‌نمایی' }).click();
  await expectMapLabelsApart(page, 10);

  // Shareable: a reload renders the same answer on the server.
  const url = page.url();
  await page.setViewportSize({ width: 390, height: 844 }); // a phone
  await page.reload();
  await expect(cards).toHaveCount(10);
  expect(page.url()).toBe(url);
  await expectMapLabelsApart(page, 10);
  // A card below «اطمینان بالا» says why, in a visible line a phone fits and a screen reader reads with the card.
  let explained = 0;
  for (const card of await cards.all()) {
    const label = (await card.getByTestId('suggestion-confidence').textContent())?.trim() ?? '';
    const cause = card.getByTestId('suggestion-confidence-cause');
    if (label === 'اطمینان بالا') {
      await expect(cause).toHaveCount(0);
      continue;
    }
    await expect(cause).toBeVisible();
    await expect(cause).toHaveText(new RegExp(`^${label}: \\S`));
    const [line, box] = [await cause.boundingBox(), await card.boundingBox()];
    expect(line!.x >= box!.x && line!.x + line!.width <= box!.x + box!.width + 1).toBe(true);
    explained++;
  }
  expect(explained).toBeGreaterThan(0);
  // The map is below the cards on a phone: a jump near the top of the list reaches it (and takes the focus).
  const jump = page.getByTestId('suggestion-map-jump');
  await expectHydrated(jump);
  await jump.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('suggestion-map')).toBeFocused();
  await expect(page.getByTestId('suggestion-map')).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(jump).toBeHidden(); // beside the list on a wide screen

  const name = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  const href = await first.getByTestId('suggestion-valuation-link').getAttribute('href');
  // The link carries the home the card priced (70 m², the usual rooms of that size, built 10 years before the price
  // date: no maximum age was set; no lift or parking asked for, priced as «no» as the form reads an unticked box), and
  // the deposit the reader can pay, for the rent result's slider to open at.
  expect(href).toMatch(/^\/price\?neighbourhood=.+&kind=rent&area=70&rooms=\d&build_year=\d{4}&elevator=false&parking=false&deposit=1000000000$/);
  // An earlier /price draft (another place, a sale) must not win over the place the card links to.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'valuation:price-form',
      JSON.stringify({ kind: 'sale', place: { latitude: 35.78, longitude: 51.37, name: 'محلهٔ پیش‌نویس', district: 'منطقه ۲', neighbourhoodId: 'nb-draft' }, values: { area: '75' } }),
    ),
  );
  await first.getByTestId('suggestion-valuation-link').click();
  await page.waitForURL(/\/price\?neighbourhood=/);
  await expect(page.getByRole('heading', { name: 'قیمت‌گذاری هوشمند ملک' })).toBeVisible();
  expect(name.length).toBeGreaterThan(1);
  await expect(page.getByTestId('picked-place')).toContainText(name);
  await expect(page.getByTestId('kind-rent').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('place-search')).toHaveValue(name);
  // The draft's 75 m² gives way to the card's home: nothing to retype.
  await expect(page.getByTestId('field-area')).toHaveValue('۷۰');
});

test('an anonymous visitor gets one free buy suggestion, with the neighbourhood evaluation one click away', async ({ page }) => {
  await page.goto('/services/buy-rent-location-suggest');
  const budget = page.getByTestId('budget-input');
  await budget.fill('8000000000');
  await expect(budget).toHaveValue('۸٬۰۰۰٬۰۰۰٬۰۰۰');
  // Typing inside the number keeps the caret after the typed digit while the separators move.
  await budget.press('Home');
  await budget.press('ArrowRight');
  await budget.pressSequentially('12');
  await expect(budget).toHaveValue('۸۱۲٬۰۰۰٬۰۰۰٬۰۰۰');
  await budget.fill('8000000000');
  await expect(page.getByText('≈ ۸ میلیارد تومان')).toBeVisible();
  await page.getByTestId('rooms-input').fill('2');
  await page.getByTestId('start-suggestion').click();
  await page.waitForURL(/\/services\/buy-location-result\?uuid=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'پیشنهاد محل خرید', level: 1 })).toBeVisible();
  const first = page.getByTestId('suggestion-card').first();
  await expect(first).toContainText('قیمت برآوردی');
  await expectMapLabelsApart(page, await page.getByTestId('suggestion-card').count());
  // The match bar is a named progress bar (screen readers announce the score).
  await expect(first.getByRole('progressbar', { name: 'میزان تناسب' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  const name = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await first.getByTestId('suggestion-environment-link').click();
  await page.waitForURL(/\/services\/environment-evaluation\?neighbourhood=/);
  await expect(page.getByTestId('picked-place')).toContainText(name);
  // The search box names the linked place too (MUI's reset used to empty it).
  await expect(page.getByTestId('place-search')).toHaveValue(name);
});

test('an unknown suggestion link is a 404 with a friendly Persian message', async ({ page }) => {
  expect((await page.goto('/services/rent-location-result?uuid=00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
  await expect(page.getByTestId('suggestion-not-found')).toContainText('پیشنهاد پیدا نشد');
  await expect(page).toHaveTitle(/^پیشنهاد پیدا نشد/);
  expect((await page.goto('/services/buy-location-result'))?.status()).toBe(404);
});

test('a refused submit takes the user to the first field it names, and a district is found however it is typed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/services/buy-rent-location-suggest');
  // Buy or rent is one radio group: Tab reaches the choice, ← chooses the next (right to left), → the previous.
  const buy = page.getByRole('radio', { name: 'می‌خواهم بخرم' });
  const rent = page.getByRole('radio', { name: 'می‌خواهم اجاره کنم' });
  await expectHydrated(buy);
  await buy.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(rent).toBeChecked();
  await expect(rent).toBeFocused();
  await expect(page.getByTestId('deposit-input')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(buy).toBeChecked();
  await page.getByTestId('rooms-input').fill('2');
  const start = page.getByTestId('start-suggestion');
  await start.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('budget-input')).not.toBeInViewport();
  await start.click();
  // The budget is missing: its field, far above the button on a phone, gets the focus and comes into view.
  const budget = page.getByTestId('budget-input');
  await expect(budget).toBeFocused();
  await expect(budget).toBeInViewport();
  await expect(budget).toHaveAttribute('aria-invalid', 'true');
  // Typing into the grouped amount keeps the caret after the digit typed; a pasted sentence is refused, not glued.
  await budget.pressSequentially('80000000');
  await budget.press('Home');
  await budget.press('ArrowRight');
  await budget.press('1');
  await expect(budget).toHaveValue('۸۱۰٬۰۰۰٬۰۰۰');
  const area = page.getByTestId('area-input');
  await area.fill('۱۰۰ متر، ۲ خوابه');
  await expect(area).toHaveValue('');
  await expect(page.getByText('فقط یک عدد با رقم بنویسید؛ متن و چند عدد پذیرفته نمی‌شود.')).toBeVisible();

  const only = page.getByRole('combobox', { name: 'فقط در این منطقه‌ها' });
  // Its own list (the age limit is a native select, whose options are options too).
  const offered = page.getByRole('listbox', { name: 'فقط در این منطقه‌ها' }).getByRole('option');
  await only.fill('منطقه 5');
  await expect(offered).toHaveText(['منطقهٔ ۵']);
  await only.fill('1');
  await expect(offered).toHaveCount(11);
  await only.fill('ونک');
  await expect(page.getByText('منطقه‌ای با این نام یا شماره نیست؛ شمارهٔ ۱ تا ۲۲ را بنویسید')).toBeVisible();
  // Chosen with the keyboard, removed with Backspace.
  await only.fill('۵');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'حذف منطقهٔ ۵' })).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('button', { name: 'حذف منطقهٔ ۵' })).toHaveCount(0);
});

test('Tab through the district boxes with their lists open reaches the search button', async ({ page }) => {
  // Chromium makes a list that scrolls a Tab stop; its focus closed the list, and the focus fell to the page's body.
  await page.goto('/services/buy-rent-location-suggest');
  const only = page.getByRole('combobox', { name: 'فقط در این منطقه‌ها' });
  await expectHydrated(only);
  await only.focus();
  await expect(page.getByRole('listbox', { name: 'فقط در این منطقه‌ها' })).toBeVisible();
  await page.keyboard.press('Tab');
  const except = page.getByRole('combobox', { name: 'به‌جز این منطقه‌ها' });
  await expect(except).toBeFocused();
  await expect(page.getByRole('listbox', { name: 'به‌جز این منطقه‌ها' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('start-suggestion')).toBeFocused();
});
