import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { openPage, pushState, settle } from '../support/page';
import { sharedStackAndBrowser, type SharedStack } from '../support/stack';

let stack: SharedStack;
let browser: Browser;
/** The seeded demo user's session: protected pages need it. */
let token: string;
const session = () => ({ url: stack.url, token });

beforeAll(async () => {
  // it changes nothing: the shared stack (the demo shopper's cart is empty there)
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
});

const SHELL = 'mall_shell';
const REMOTES_VISITED = ['mall_catalog', 'mall_checkout', 'mall_user_center'];

interface ShareSummary {
  /** Instance names registered with the federation runtime. */
  instances: string[];
  /** Per shared package: every (scope owner, version) entry that was loaded. */
  packages: Record<
    string,
    { loadedVersions: string[]; from: string[]; libCopies: number; useIn: string[]; entries: number }
  >;
}

describe('one React, one store', () => {
  it('all remotes share the shell store and a single React / react-dom', async () => {
    const { page, errors, close } = await openPage(browser, session());
    try {
      // A minimal React DevTools hook: every react-dom copy that starts registers a renderer here.
      await page.addInitScript(() => {
        const renderers: { version: string; name: string }[] = [];
        (window as unknown as { __renderers: typeof renderers }).__renderers = renderers;
        const byId = new Map<number, unknown>();
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          renderers: byId,
          supportsFiber: true,
          isDisabled: false,
          inject(renderer: { version: string; rendererPackageName: string }) {
            renderers.push({ version: renderer.version, name: renderer.rendererPackageName });
            byId.set(renderers.length, renderer);
            return renderers.length;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        };
      });

      await page.goto(`${stack.url}/`);
      await settle(page);
      await page.evaluate(() => {
        const w = window as unknown as { __MALL_STORE__: unknown; __firstStore: unknown };
        w.__firstStore = w.__MALL_STORE__;
      });
      await page.locator('#mall-header a[href="/shopping_cart"]').click();
      await page.locator('#app-checkout [data-testid="cart-page"]').waitFor();
      await pushState(page, '/user');
      await page.locator('#app-user-center [data-testid="uc-overview"]').waitFor();
      await settle(page);

      // --- one store, shared with the chrome ---
      const store = await page.evaluate(() => {
        const w = window as unknown as {
          __MALL_STORE__?: { getState(): Record<string, unknown>; subscribe: unknown; setState: unknown };
          __firstStore: unknown;
        };
        const s = w.__MALL_STORE__;
        return {
          exists: !!s && typeof s.getState === 'function' && typeof s.subscribe === 'function',
          sameAsAtStart: s === w.__firstStore,
          hasSetCartNumber: typeof s?.getState().setCartNumber === 'function',
        };
      });
      expect(store).toEqual({ exists: true, sameAsAtStart: true, hasSetCartNumber: true });
      const cartCount = page.locator('#mall-header [data-testid="cart-count"]');
      expect(await cartCount.innerText()).toBe('0');
      await page.evaluate(() =>
        (window as unknown as { __MALL_STORE__: { getState(): { setCartNumber(n: number): void } } }).__MALL_STORE__
          .getState()
          .setCartNumber(7),
      );
      await expect.poll(() => cartCount.innerText()).toBe('7');

      // --- one react-dom renderer in the page ---
      const renderers = await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers);
      expect(renderers).toHaveLength(1);
      expect(renderers[0]).toMatchObject({ name: 'react-dom' });

      // --- the Module Federation share scope: one loaded copy, provided by the shell, used by all ---
      const share: ShareSummary = await page.evaluate(() => {
        type Entry = { from: string; loaded?: boolean; useIn?: string[]; lib?: () => unknown };
        const federation = (
          globalThis as unknown as {
            __FEDERATION__: {
              __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
              __INSTANCES__: { name: string }[];
            };
          }
        ).__FEDERATION__;
        const packages: ShareSummary['packages'] = {};
        const libs = new Map<string, Set<unknown>>();
        for (const scopes of Object.values(federation.__SHARE__)) {
          for (const pkgs of Object.values(scopes)) {
            for (const [pkg, versions] of Object.entries(pkgs)) {
              const p = (packages[pkg] ??= { loadedVersions: [], from: [], libCopies: 0, useIn: [], entries: 0 });
              for (const [version, entry] of Object.entries(versions)) {
                p.entries++;
                if (!entry.loaded) continue;
                if (!p.loadedVersions.includes(version)) p.loadedVersions.push(version);
                if (!p.from.includes(entry.from)) p.from.push(entry.from);
                for (const user of entry.useIn ?? []) if (!p.useIn.includes(user)) p.useIn.push(user);
                if (entry.lib) {
                  if (!libs.has(pkg)) libs.set(pkg, new Set());
                  libs.get(pkg)!.add(entry.lib());
                }
              }
            }
          }
        }
        for (const [pkg, set] of libs) packages[pkg].libCopies = set.size;
        return { instances: federation.__INSTANCES__.map((i) => i.name), packages };
      });

      expect(share.instances).toEqual(expect.arrayContaining([SHELL, ...REMOTES_VISITED]));
      for (const pkg of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) {
        const p = share.packages[pkg];
        expect(p, `${pkg} is shared`).toBeDefined();
        expect(p.loadedVersions, `${pkg}: one loaded version`).toHaveLength(1);
        expect(p.from, `${pkg}: provided by the shell`).toEqual([SHELL]);
        expect(p.libCopies, `${pkg}: one module object`).toBe(1);
      }
      const reactVersion = await page.evaluate(() => {
        const f = (
          globalThis as unknown as {
            __FEDERATION__: {
              __SHARE__: Record<
                string,
                Record<string, Record<string, Record<string, { loaded?: boolean; lib?: () => { version: string } }>>>
              >;
            };
          }
        ).__FEDERATION__;
        const entry = Object.values(f.__SHARE__[Object.keys(f.__SHARE__)[0]].default.react).find((e) => e.loaded);
        return entry?.lib?.().version;
      });
      expect(share.packages.react.loadedVersions).toEqual([reactVersion]);
      expect(share.packages['react-dom'].loadedVersions).toEqual([reactVersion]);
      expect((renderers[0] as { version: string }).version).toBe(reactVersion);
      // Every remote that rendered took React (and its client renderer) from the scope.
      expect(share.packages.react.useIn).toEqual(expect.arrayContaining([SHELL, ...REMOTES_VISITED]));
      expect(share.packages['react/jsx-runtime'].useIn).toEqual(expect.arrayContaining(REMOTES_VISITED));
      expect(share.packages['react-dom/client'].useIn).toEqual(expect.arrayContaining(REMOTES_VISITED));
      // The store's libraries are singletons too.
      for (const pkg of ['zustand', '@mall/shared-state']) {
        const p = share.packages[pkg];
        expect(p, `${pkg} is shared`).toBeDefined();
        expect(p.loadedVersions).toHaveLength(1);
        expect(p.libCopies).toBe(1);
        expect(p.useIn).toEqual(expect.arrayContaining(REMOTES_VISITED));
      }

      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
