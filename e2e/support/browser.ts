import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/** A Chromium for one worker's files, in a process of its own (support/browser-server.mjs). */
export async function startBrowserServer(): Promise<{ wsEndpoint: string; close(): Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./browser-server.mjs', import.meta.url)), { stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const wsEndpoint = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { wsEndpoint: string }) => resolve(message.wsEndpoint));
    child.once('exit', (code) => reject(new Error(`the browser server exited with ${code}`)));
  });
  return {
    wsEndpoint,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A file's connection to its worker's Chromium: the contexts it opens are its own, and closing the
 * connection closes them and leaves the browser for the worker's next file. A launch per file cost
 * ~1.2 CPU-s more. One Chromium for all three workers (stop 40) was undone when pages waited past
 * 30 s for the network to go quiet, which later happened with a browser per file too (settle()
 * names the open requests); a Chromium per worker keeps three browsers' load where it was.
 */
export async function connectBrowser(): Promise<Browser> {
  // vitest's test API, imported here only: the global setup imports this module too
  const { inject } = await import('vitest');
  const endpoints = inject('browserEndpoints');
  return chromium.connect(endpoints[((Number(process.env.VITEST_POOL_ID) || 1) - 1) % endpoints.length]);
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
