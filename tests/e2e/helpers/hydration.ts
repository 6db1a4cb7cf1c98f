import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element: the server draws the controls before their handlers exist, so a key
 * pressed or a click landing in between is lost (a CI run pressed Enter on «خرید» too early and waited for a notice
 * that never came). React puts its props on a DOM node when it hydrates it, so their presence is the signal.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the element is hydrated',
    })
    .toBe(true);
}
