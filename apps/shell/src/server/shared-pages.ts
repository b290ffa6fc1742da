import type { ReleaseDoc, RouteOwner } from '@mall/shared-state';
import { LOCALE_COOKIE, parseLocale } from '../i18n/create-i18n';
import { BusyError } from './busy';
import { serverConfig } from './config';
import { parseCookies } from './cookies';
import { HARMLESS_COOKIES, pageCachePolicy, pageEtag } from './page-cache';
import { encodePage, type EncodedPage } from './page-encoding';
import { currentReleases } from './releases';
import { BUSY_RESPONSE, renderPage, type PageRequest, type PageResponse } from './render-page';
import { createRenderQueue } from './render-queue';
import { createSwrCache, type Keep } from './swr-cache';
import { routeTableOf } from '../routing/route-table';

/**
 * The server's cache of anonymous pages: every guest asking for the same page in the same
 * language under the same releases gets one render, shared.
 */

/** ~100 KB a page */
const MAX_PAGES = 300;

export interface ServedPage extends PageResponse {
  /** the page's ETag, when known already */
  etag?: string;
  /** the html encoded already (a string is encoded again by every send: 3× fewer pages a second) */
  body?: Buffer;
  /** the body compressed already, in each encoding browsers ask for */
  encoded?: EncodedPage;
}

interface SharedPage {
  page: PageResponse;
  /** the page's Set-Cookie values with the cookie each sets (decoded as a request's cookies are) */
  sets: { setCookie: string; name: string; value: string }[];
  keep: Keep;
  etag?: string;
  body?: Buffer;
  encoded?: EncodedPage;
}

/** Whether the request carries nothing personal: a guest without a QA pin or cookies that change the page. */
function guestRequest(owner: RouteOwner | null, cookies: Record<string, string>): boolean {
  if (!owner?.ssr || owner.protected) return false;
  return Object.keys(cookies).every((name) => HARMLESS_COOKIES.has(name) || name === LOCALE_COOKIE);
}

const versionKeys = new WeakMap<ReleaseDoc, string>();
/** The versions of a release document: a promotion makes every page a new one at once. */
function versionsKey(doc: ReleaseDoc): string {
  let key = versionKeys.get(doc);
  if (key === undefined) {
    key = Object.entries(doc)
      .map(([app, release]) => `${app}@${release?.version}`)
      .sort()
      .join(',');
    versionKeys.set(doc, key);
  }
  return key;
}

/** The cookie each of a page's Set-Cookie values sets, its value decoded as a request's cookies are. */
function cookieSets(page: PageResponse): SharedPage['sets'] {
  return (page.cookies ?? []).map((setCookie) => {
    const [name, value] = Object.entries(parseCookies(setCookie.split(';', 1)[0]))[0] ?? ['', ''];
    return { setCookie, name, value };
  });
}

/**
 * Whether a guest's page may be shared: a page the browser and shared caches may keep (its route's
 * owner declares how), setting no cookie but the site's own (logo, title), which every guest gets alike.
 */
function keepFor(page: PageResponse, sets: SharedPage['sets'], route: RouteOwner | null): Keep {
  if (page.status === 503) return 'keep-old';
  const siteCookiesOnly = sets.every((c) => HARMLESS_COOKIES.has(c.name));
  const policy = pageCachePolicy({ status: page.status, route, ssrApp: page.ssrApp, cookies: {}, setsCookies: false });
  if (!siteCookiesOnly || policy === 'none' || !route?.cache) return 'drop';
  // Past its freshness a page serves as long again while one render refreshes it: no page served is
  // older than twice its freshness (its countdowns, counted from the time it was rendered, run that late).
  const { freshMs } = route.cache;
  return { freshMs, staleMs: freshMs };
}

/** A shared page as one request gets it: the site cookies it lacks, and the caching its cookies allow. */
function forRequest(shared: SharedPage, cookies: Record<string, string>, route: RouteOwner | null): ServedPage {
  const { page } = shared;
  const setCookies = shared.sets.filter((c) => cookies[c.name] !== c.value).map((c) => c.setCookie);
  const cache = pageCachePolicy({
    status: page.status,
    route,
    ssrApp: page.ssrApp,
    cookies,
    setsCookies: setCookies.length > 0,
  });
  return { ...page, cookies: setCookies, cache, etag: shared.etag, body: shared.body, encoded: shared.encoded };
}

/** The shared page cache over a render (and the releases in force, part of every page's key). */
export function createSharedPages(opts: {
  render: (req: PageRequest) => Promise<PageResponse>;
  releases: () => ReleaseDoc;
  now?: () => number;
}) {
  const pages = createSwrCache<SharedPage>({ max: MAX_PAGES, keep: (shared) => shared.keep, now: opts.now });
  let bypassed = 0;
  return {
    /** The page for a request: a guest's from the shared cache, anyone else's rendered for them. */
    async serve(req: PageRequest): Promise<ServedPage> {
      const cookies = parseCookies(req.cookieHeader);
      const { pathname } = new URL(req.url, 'http://mall.local');
      const releases = opts.releases();
      const route = routeTableOf(releases).owner(pathname);
      if (!guestRequest(route, cookies)) {
        bypassed++;
        return opts.render(req);
      }
      const locale = parseLocale(cookies[LOCALE_COOKIE]);
      const key = `${locale} ${versionsKey(releases)} ${req.url}`;
      const shared = await pages.get(key, async () => {
        // the page as a guest without cookies gets it: nothing of this request's own goes in
        const page = await opts.render({ url: req.url, cookieHeader: `${LOCALE_COOKIE}=${locale}`, log: req.log });
        const sets = cookieSets(page);
        const keep = keepFor(page, sets, route);
        if (typeof keep !== 'object') return { page, sets, keep };
        const body = Buffer.from(page.html ?? '');
        return { page, sets, keep, etag: pageEtag(page.html ?? ''), body, encoded: await encodePage(body) };
      });
      return forRequest(shared, cookies, route);
    },
    /** counters (`bypassed`: personal requests, each rendered for itself) */
    stats: () => ({ ...pages.stats(), bypassed }),
  };
}

const queue = createRenderQueue({
  concurrency: serverConfig.renderConcurrency,
  maxWaitMs: serverConfig.renderQueueWaitMs,
  maxWaiting: 1000,
});

/** A render when the server has room for it; the busy page when it had none in time. */
async function renderInTurn(req: PageRequest): Promise<PageResponse> {
  try {
    return await queue.run(() => renderPage(req));
  } catch (err) {
    if (err instanceof BusyError) return BUSY_RESPONSE;
    throw err;
  }
}

const sharedPages = createSharedPages({ render: renderInTurn, releases: currentReleases });

export const servePage = sharedPages.serve;

/** Counters of the shared page cache and of the render queue behind it. */
export function pageCacheStats() {
  return { ...sharedPages.stats(), renderQueue: queue.stats() };
}
