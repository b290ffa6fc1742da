import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, PageScreenshotOptions } from 'playwright-core';
import { REPO_ROOT } from './stack';

const SCREENSHOT_DIR = path.join(REPO_ROOT, 'artifacts/screenshots');

/**
 * Saves `artifacts/screenshots/<name>.png` for people to look at, when the run asks for them
 * (`E2E_SCREENSHOTS=1`). No test reads them back, and `npm test` leaves them out: a full-page PNG
 * costs Chromium about half a CPU-second, and the suite takes a hundred.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await ('goto' in target ? target.screenshot({ ...options, path: file }) : target.screenshot({ path: file }));
}
