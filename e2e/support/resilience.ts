import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { settle, type OpenedPage } from './page';

export const RELOAD_GUARD_KEY = 'mall:chunk-reload-at';

/**
 * Waits until the app's error box is final and the page has been loaded exactly `totalLoads`
 * times: a failed remote reloads the page at most once per minute (guard in localStorage), then
 * the shell mounts the error box. Also asserts there is no further reload afterwards.
 */
export async function waitForErrorBox({ page, loads }: OpenedPage, app: string, totalLoads: number): Promise<Locator> {
  await expect
    .poll(() => loads(), { timeout: 20_000, message: `page loads reach ${totalLoads}` })
    .toBeGreaterThanOrEqual(totalLoads);
  await settle(page, 1000);
  const box = page.locator(`#${app} [data-testid="error-box"]`);
  await box.waitFor({ state: 'visible' });
  await page.waitForTimeout(1500);
  expect(loads(), 'page loads (no reload loop)').toBe(totalLoads);
  expect(await page.evaluate((k) => localStorage.getItem(k), RELOAD_GUARD_KEY), 'reload guard set').not.toBeNull();
  return box;
}
