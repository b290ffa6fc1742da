import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { settle, type OpenedPage } from './page';

export const RELOAD_GUARD_KEY = 'mall:chunk-reload-at';

/** Once the error box shows: a reload loop would have reloaded the page again within this. */
const NO_RELOAD_LOOP_WINDOW_MS = 1500;
/** After a client-side navigation has rendered: a full reload it caused would have started within this. */
export const NO_RELOAD_AFTER_NAVIGATION_MS = 500;

/**
 * Waits until the app's error box is final and the page has been loaded exactly `totalLoads`
 * times: a failed remote reloads the page at most once per minute (guard in localStorage), then
 * the shell mounts the error box. Also asserts there is no further reload afterwards.
 */
export async function waitForErrorBox({ page, loads }: OpenedPage, app: string, totalLoads: number): Promise<Locator> {
  await expect
    .poll(() => loads(), { timeout: 20_000, message: `page loads reach ${totalLoads}` })
    .toBeGreaterThanOrEqual(totalLoads);
  await settle(page);
  const box = page.locator(`#${app} [data-testid="error-box"]`);
  await box.waitFor({ state: 'visible' });
  await page.waitForTimeout(NO_RELOAD_LOOP_WINDOW_MS);
  expect(loads(), 'page loads (no reload loop)').toBe(totalLoads);
  expect(await page.evaluate((k) => localStorage.getItem(k), RELOAD_GUARD_KEY), 'reload guard set').not.toBeNull();
  return box;
}
