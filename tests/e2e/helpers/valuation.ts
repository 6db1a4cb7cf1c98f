import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Tokens } from './auth';

// Helpers for the valuation specs (issue 6).

export interface FlatFields {
  area: string;
  rooms: string;
  build_year: string;
  floor: string;
  total_floors?: string;
  elevator?: boolean;
  parking?: boolean;
  storage?: boolean;
}

/** A typical Tehran flat, typed with Persian digits as a user would. */
export const FLAT: FlatFields = { area: '۹۵', rooms: '۲', build_year: '۱۳۹۶', floor: '۳', total_floors: '۵', elevator: true, parking: true };

/** Fills the /price property fields. */
export async function fillFlat(page: Page, flat: FlatFields = FLAT): Promise<void> {
  for (const name of ['area', 'rooms', 'build_year', 'floor', 'total_floors'] as const) {
    const value = flat[name];
    if (value !== undefined) await page.getByTestId(`field-${name}`).fill(value);
  }
  for (const name of ['elevator', 'parking', 'storage'] as const) {
    const box = page.getByTestId(`amenity-${name}`).locator('input[type=checkbox]');
    if (Boolean(flat[name]) !== (await box.isChecked())) await box.click();
  }
}

/** Picks a neighbourhood through the search box (works offline: no map tiles needed). */
export async function pickBySearch(page: Page, query: string, option: RegExp): Promise<void> {
  await page.getByTestId('place-search').fill(query);
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByTestId('picked-place')).toBeVisible();
}

/** On /price: the place (Vanak), the flat, the start button, and the base report paid with credit; returns the dialog. */
export async function payBaseValuation(page: Page, flat: FlatFields = FLAT, place = 'ونک') {
  await pickBySearch(page, place, new RegExp(place));
  await fillFlat(page, flat);
  await page.getByTestId('start-valuation').click();
  const dialog = page.getByTestId('service-dialog');
  await dialog.getByTestId('service-option-base').click();
  await dialog.getByTestId('pay-with-credit').click();
  return dialog;
}

/** Remaining credits as the header's user menu shows them (Persian digits → number). */
export async function headerCredits(page: Page): Promise<number> {
  await page.getByTestId('user-menu-button').click();
  const text = (await page.getByTestId('user-menu-credits').innerText()).replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
  await page.keyboard.press('Escape');
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

export interface ComparablesLayout {
  /** The scroll region's box (left, right) and its scroll and client widths. */
  region: { left: number; right: number; scrollWidth: number; clientWidth: number };
  /** Each header cell's text and horizontal edges. */
  headers: { text: string; left: number; right: number }[];
  /** The page's own scroll and client widths (a wider page scrolls sideways). */
  page: { scrollWidth: number; clientWidth: number };
}

/** Where the comparables table's columns lie relative to its scroll region and the page, as laid out now. */
export async function comparablesLayout(page: Page): Promise<ComparablesLayout> {
  return page.getByRole('region', { name: 'آگهی‌های مشابه' }).evaluate((region) => {
    const box = region.getBoundingClientRect();
    return {
      region: { left: box.left, right: box.right, scrollWidth: region.scrollWidth, clientWidth: region.clientWidth },
      headers: [...region.querySelectorAll('thead th')].map((th) => {
        const r = th.getBoundingClientRect();
        return { text: th.textContent ?? '', left: r.left, right: r.right };
      }),
      page: { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth },
    };
  });
}

/** Every column lies inside the region and the page: nothing is cut off and nothing needs a sideways scroll. */
export function expectComparablesFit(layout: ComparablesLayout): void {
  // Soft: one failure lists every cut-off column and overflow at once.
  expect.soft(layout.region.scrollWidth, 'the table is wider than its region').toBeLessThanOrEqual(layout.region.clientWidth);
  expect.soft(layout.page.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(layout.page.clientWidth);
  expect(layout.headers.length).toBeGreaterThanOrEqual(11);
  for (const h of layout.headers) {
    // Half a pixel of slack for sub-pixel column widths.
    expect.soft(h.left, `${h.text}: left edge`).toBeGreaterThanOrEqual(Math.max(layout.region.left, 0) - 0.5);
    expect.soft(h.right, `${h.text}: right edge`).toBeLessThanOrEqual(Math.min(layout.region.right, layout.page.clientWidth) + 0.5);
  }
}

/** A base sale valuation made through the API (spends the account's free credit); returns its result page. */
export async function createValuationViaApi(request: APIRequestContext, tokens: Tokens, flat: Record<string, unknown> = {}): Promise<string> {
  const res = await request.post('/api/houses/price-suggestion/', {
    headers: { authorization: `Bearer ${tokens.access}` },
    data: { service: 'price_evaluation_product_base', latitude: 35.7575, longitude: 51.4105, area: 100, rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: true, storage: true, ...flat },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { uuid } = (await res.json()) as { uuid: string };
  return `/price-result?uuid=${uuid}`;
}

/** WCAG contrast ratio of two opaque `rgb(…)` colours, as getComputedStyle reports them. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
