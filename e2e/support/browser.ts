import { chromium, type Browser, type Page } from 'playwright-core';
import chromiumArgs from '../../scripts/chromium-args.json';

/** The flags every headless Chromium of the project runs with (the bench's too). */
export const CHROMIUM_ARGS: string[] = chromiumArgs;

/**
 * A Chromium of the file's own. One Chromium for the whole run (playwright's launchServer in the
 * global setup) saved ~1.2 CPU-s a file; it was undone when pages waited past 30 s for the network
 * to go quiet, which then happened with a browser per file too: settle() names the open requests.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Collects console errors and uncaught page errors (hydration mismatches land here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
