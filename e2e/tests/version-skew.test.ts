/**
 * Version skew (issue 22, test 4b): the shell and each remote are released on their own, so the
 * mall must work with the current shell and the previous release of every remote, and with the
 * previous shell and the current remotes. Both mixes open every page of the route table in
 * Chromium. The previous release is the commit named in scripts/releases/previous-release.json,
 * built once per machine into ~/.cache/mall/ (scripts/releases/build-previous.mjs).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { declaredRoutes, mallPages, samplePages, userCentreMenu } from '../support/mall-pages';
import { expectAppPage, openPage, pinnedVersions } from '../support/page';
import { previousRelease, releasesWithPrevious, type PreviousRelease } from '../support/previous-release';
import { loginToken } from '../support/session';
import { postRelease, startShellWorker, startStackAndBrowser, type TestStack } from '../support/stack';

const REMOTES = ['auth', 'catalog', 'user-center', 'checkout'];

let previous: PreviousRelease;
let stack: TestStack;
let browser: Browser;
let releasesDir: string;
/** the previous release's version of each remote */
let previousVersions: Record<string, string>;
let token: string;
let samples: Map<string, string>;

const secondsSince = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

beforeAll(async () => {
  const started = Date.now();
  // the first time on a machine, the previous release is installed and built: about a minute
  previous = await previousRelease();
  console.log(`[version-skew] previous release ready: ${secondsSince(started)}`);
  [stack, browser] = await startStackAndBrowser(
    {
      basePort: 3600,
      releasesDir: async (tmp) => {
        ({ dir: releasesDir, versions: previousVersions } = await releasesWithPrevious(previous, REMOTES, tmp));
        return releasesDir;
      },
      extendsDefaultReleases: true,
    },
    connectBrowser,
  );
  token = await loginToken(stack.url);
  samples = await samplePages(stack, token, await declaredRoutes(stack.apiUrl));
}, 15 * 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

/** The remotes' versions the shell at `baseUrl` renders a page with. */
async function servedVersions(baseUrl: string): Promise<Record<string, string>> {
  const releases = pinnedVersions(await (await fetch(`${baseUrl}/`)).text()) ?? {};
  return Object.fromEntries(REMOTES.map((app) => [app, releases[app]?.version]));
}

/** Pages open at once: most of a page's time is waiting for the network to go quiet. */
const TABS = 3;

/** Opens every page of the route table in force through the shell at `baseUrl`, as the demo shopper. */
async function everyPageRenders(baseUrl: string) {
  const routes = await declaredRoutes(stack.apiUrl);
  const first = await openPage(browser, { url: baseUrl, token });
  const pages = mallPages(routes, samples, await userCentreMenu(first.page, baseUrl));
  expect(pages.length).toBeGreaterThan(40);
  const started = Date.now();
  const count = pages.length;
  const tabs = [
    first,
    ...(await Promise.all(Array.from({ length: TABS - 1 }, () => openPage(browser, { url: baseUrl, token })))),
  ];
  try {
    await Promise.all(
      tabs.map(async (tab) => {
        for (let next = pages.shift(); next; next = pages.shift())
          await expectAppPage(tab, baseUrl, next.url, next.app);
      }),
    );
    // a path nobody declares: the shell's 404 page, the page's own 404 the only console error
    first.errors.length = 0;
    expect((await first.page.goto(`${baseUrl}/definitely-not-a-page`))?.status()).toBe(404);
    await first.page.getByTestId('error-page-404').waitFor();
    expect(first.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    console.log(`[version-skew] ${count} pages through ${baseUrl}: ${secondsSince(started)}`);
  } finally {
    await Promise.all(tabs.map((tab) => tab.close()));
  }
}

describe('the previous shell with the current remotes', () => {
  let oldShell: { url: string; stop(): Promise<void> };

  beforeAll(async () => {
    oldShell = await startShellWorker(stack, {
      basePort: 3605,
      releasesDir,
      shellDir: path.join(previous.dir, 'apps/shell'),
    });
  });

  afterAll(() => oldShell?.stop());

  it('renders every route with the current remotes, without console errors', async () => {
    const current = await servedVersions(stack.url);
    expect(Object.values(current).every((v) => v && !Object.values(previousVersions).includes(v))).toBe(true);
    expect(await servedVersions(oldShell.url)).toEqual(current);
    const shellScript = async (base: string) => (await fetch(`${base}/assets/shell/shell.js`)).text();
    expect(await shellScript(oldShell.url)).not.toBe(await shellScript(stack.url));
    await everyPageRenders(oldShell.url);
  }, 300_000);
});

describe('the current shell with the previous release of each remote', () => {
  beforeAll(async () => {
    for (const app of REMOTES) {
      const res = await postRelease(stack.apiUrl, `${app}/promote`, { version: previousVersions[app] });
      expect(res.status, `promote ${app} ${previousVersions[app]}: ${await res.text()}`).toBe(200);
    }
    // the shell polls the registry every second
    await vi.waitFor(async () => expect(await servedVersions(stack.url)).toEqual(previousVersions), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it('renders every route with the previous remotes, without console errors', async () => {
    await everyPageRenders(stack.url);
  }, 300_000);
});
