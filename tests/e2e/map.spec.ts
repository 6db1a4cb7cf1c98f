import { expect, test } from '@playwright/test';

// Issue 31: a map that works without tiles. The e2e app is offline, so the configured tile server
// (MAP_TILE_URL, OpenStreetMap by default) never answers: the maps draw their own base layer instead.

test('without tiles the picker map draws districts, metro lines and names from our own data, and still picks', async ({ page }) => {
  await page.goto('/price');
  await page.getByTestId('place-map').getByRole('button', { name: 'انتخاب محل روی نقشه' }).click();
  const map = page.getByTestId('place-map').locator('.leaflet-container');
  await expect(map).toBeVisible();
  await expect(map).toHaveClass(/map-base-on/);
  const base = map.locator('.leaflet-own-base-pane');
  // The 22 district outlines and the metro lines are vector paths; district names show at the city's zoom.
  await expect.poll(() => base.locator('path').count()).toBeGreaterThan(22 + 7);
  await expect(base.locator('.map-base-district span').first()).toBeVisible();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

  // A click picks a point (and zooms in): neighbourhood and station names take over from the district names.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(page.getByTestId('picked-place')).toBeVisible();
  await expect(base.locator('.map-base-place span').first()).toBeVisible();
  await expect(base.locator('.map-base-district')).toHaveCount(0);
});
