import { expect, type Page } from '@playwright/test';

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

/** Remaining credits as the header's user menu shows them (Persian digits → number). */
export async function headerCredits(page: Page): Promise<number> {
  await page.getByTestId('user-menu-button').click();
  const text = (await page.getByTestId('user-menu-credits').innerText()).replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
  await page.keyboard.press('Escape');
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}
