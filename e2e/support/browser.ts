import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';
import chromiumArgs from '../../scripts/chromium-args.json';

/** The flags every headless Chromium of the project runs with (the bench's too). */
export const CHROMIUM_ARGS: string[] = chromiumArgs;

/** The run's one Chromium, started by the global setup (support/template.ts). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * A file's connection to the run's Chromium: its contexts are its own, and closing it closes them
 * and leaves the browser running for the other files. Launching a Chromium per file cost ~1.2
 * CPU-seconds more than a connection.
 */
export async function connectBrowser(): Promise<Browser> {
  // vitest's test API, imported here only: the global setup imports this module too
  const { inject } = await import('vitest');
  return chromium.connect(inject('browserEndpoint'));
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
