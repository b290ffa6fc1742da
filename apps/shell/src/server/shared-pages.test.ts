import type { ReleaseDoc, RouteDecl } from '@mall/shared-state';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../i18n/create-i18n';
import { parseCookies } from './cookies';
import { pageCacheHeaders } from './page-cache';
import type { PageRequest, PageResponse } from './render-page';
import { createSharedPages } from './shared-pages';

const SITE_COOKIES = [
  'logoUrl=%2Flogo.svg; Path=/; Max-Age=604800; SameSite=Lax',
  'titleCon=e%E8%B4%AD; Path=/; Max-Age=604800; SameSite=Lax',
];
const GUEST_COOKIES = 'logoUrl=/logo.svg; titleCon=e%E8%B4%AD';
const log = { error: () => undefined };

const GOODS_PAGE_FRESH_MS = 3000;
const LIST_PAGE_FRESH_MS = 10_000;
/** The routes of the stand-in remotes: catalog's pages are shared, checkout's are personal. */
const ROUTES = {
  catalog: [
    {
      prefixes: ['/', '/shop_street', '/goods_list', '/news_list'],
      protected: false,
      ssr: true,
      cache: { policy: 'public', freshMs: LIST_PAGE_FRESH_MS },
    },
    {
      prefixes: ['/goods_detail'],
      protected: false,
      ssr: true,
      cache: { policy: 'revalidate', freshMs: GOODS_PAGE_FRESH_MS },
    },
  ],
  checkout: [{ prefixes: ['/shopping_cart'], protected: true, ssr: false }],
} satisfies Record<string, RouteDecl[]>;
const release = (app: keyof typeof ROUTES, version: string) => ({
  version,
  entry: `/remotes/${app}/${version}/web/remoteEntry.js`,
  routes: ROUTES[app],
});

/** A stand-in render: a guest's catalog page, numbered, in the language of the request's cookie. */
function setup(page: (req: PageRequest) => Partial<PageResponse> = () => ({})) {
  let t = 0;
  let releases: ReleaseDoc = { catalog: release('catalog', '1.0.0'), checkout: release('checkout', '1.0.0') };
  const renders: PageRequest[] = [];
  let gate: Promise<void> = Promise.resolve();
  const shared = createSharedPages({
    now: () => t,
    releases: () => releases,
    render: async (req) => {
      renders.push(req);
      await gate;
      const locale = parseCookies(req.cookieHeader)[LOCALE_COOKIE] ?? 'zh-CN';
      return {
        status: 200,
        html: `<html lang="${locale}">#${renders.length}</html>`,
        cookies: SITE_COOKIES,
        ssrApp: 'catalog',
        ...page(req),
      };
    },
  });
  return {
    shared,
    renders,
    serve: (url: string, cookieHeader?: string) => shared.serve({ url, cookieHeader, log }),
    advance: (ms: number) => (t += ms),
    promote: (version: string) => (releases = { ...releases, catalog: release('catalog', version) }),
    hold: () => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => open();
    },
  };
}

describe('shared pages', () => {
  it('renders a guest page once for 50 concurrent requests', async () => {
    const s = setup();
    const open = s.hold();
    const pages = Array.from({ length: 50 }, (_, i) => s.serve('/', i % 2 ? GUEST_COOKIES : undefined));
    open();
    const answers = await Promise.all(pages);
    expect(s.renders).toHaveLength(1);
    expect(new Set(answers.map((p) => p.html))).toEqual(new Set(['<html lang="zh-CN">#1</html>']));
    expect(s.shared.stats()).toMatchObject({ misses: 1, coalesced: 49, bypassed: 0 });
  });

  it('gives each guest the site cookies it lacks, and shared caches the page only once it has them', async () => {
    const s = setup();
    const first = await s.serve('/shop_street');
    expect(first.cookies).toEqual(SITE_COOKIES);
    expect(first.cache).toBe('none');
    const again = await s.serve('/shop_street', GUEST_COOKIES);
    expect(again.cookies).toEqual([]);
    expect(again.cache).toBe('public');
    expect(pageCacheHeaders(again.cache!, again.html!, again.etag).notModified).toBe(true);
    expect((await s.serve('/goods_detail/1', GUEST_COOKIES)).cache).toBe('revalidate');
    expect(s.renders.map((r) => r.url)).toEqual(['/shop_street', '/goods_detail/1']);
  });

  it('keeps a page per language', async () => {
    const s = setup();
    expect((await s.serve('/', `${GUEST_COOKIES}; ${LOCALE_COOKIE}=en`)).html).toContain('lang="en"');
    expect((await s.serve('/')).html).toContain('lang="zh-CN"');
    expect((await s.serve('/', `${LOCALE_COOKIE}=en`)).html).toContain('lang="en"');
    expect(s.renders).toHaveLength(2);
  });

  it('renders a new page at once when a release is promoted', async () => {
    const s = setup();
    await s.serve('/');
    s.promote('1.1.0');
    expect((await s.serve('/')).html).toContain('#2');
  });

  it('renders personal requests for themselves, every time, with their own cookies', async () => {
    const s = setup();
    const personal = [
      'token=abc',
      `${GUEST_COOKIES}; token=abc`,
      'mall_release_pin=catalog%401.1.0.sig',
      'top_banner_closed_1=1',
    ];
    for (const cookie of personal) {
      await s.serve('/', cookie);
      await s.serve('/', cookie);
    }
    await s.serve('/shopping_cart');
    expect(s.renders.map((r) => r.cookieHeader)).toEqual([...personal.flatMap((c) => [c, c]), undefined]);
    expect(s.shared.stats()).toMatchObject({ bypassed: 9, size: 0 });
  });

  it('does not keep what is not a shareable page: errors, pages setting other cookies, the busy page', async () => {
    const kinds: Record<string, Partial<PageResponse>> = {
      '/goods_detail/404': { status: 404 },
      '/goods_list?type=x': { cookies: ['token=; Path=/; Max-Age=0'] },
      '/news_list': { ssrApp: undefined },
      '/': { status: 503, retryAfter: 5 },
    };
    const s = setup((req) => kinds[req.url] ?? {});
    for (const url of Object.keys(kinds)) {
      await s.serve(url);
      await s.serve(url);
    }
    expect(s.renders).toHaveLength(8);
  });

  it('serves a goods page for its freshness, then stale while one render refreshes it', async () => {
    const s = setup();
    await s.serve('/goods_detail/1');
    await s.serve('/');
    s.advance(GOODS_PAGE_FRESH_MS - 1);
    expect((await s.serve('/goods_detail/1')).html).toContain('#1');
    s.advance(1);
    expect((await s.serve('/goods_detail/1')).html).toContain('#1');
    await expect.poll(async () => (await s.serve('/goods_detail/1')).html).toContain('#3');
    expect((await s.serve('/')).html).toContain('#2');
    s.advance(LIST_PAGE_FRESH_MS);
    expect((await s.serve('/')).html).toContain('#2');
    await expect.poll(async () => (await s.serve('/')).html).toContain('#4');
    expect(s.renders).toHaveLength(4);
  });

  it('keeps a shared page compressed as br and gzip, each the same html; personal pages are not kept', async () => {
    const s = setup((req) => ({ html: `<html>${'精品推荐 '.repeat(2000)}#${req.url}</html>` }));
    const page = await s.serve('/');
    expect(page.encoded).toBeDefined();
    expect(brotliDecompressSync(page.encoded!.br).toString()).toBe(page.html);
    expect(gunzipSync(page.encoded!.gzip).toString()).toBe(page.html);
    expect(page.encoded!.gzip.length).toBeLessThan(page.body!.length / 10);
    expect((await s.serve('/shopping_cart', 'token=abc')).encoded).toBeUndefined();
  });
});
