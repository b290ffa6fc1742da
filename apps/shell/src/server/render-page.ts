import { ApiError, type ApiClient } from '@mall/api-client';
import {
  containerId,
  createMallStore,
  remoteContainerName,
  serializableState,
  type MallUser,
  type ReleaseDoc,
  type RouteOwner,
} from '@mall/shared-state';
import type { ChromeI18n } from '../i18n/chrome-i18n';
import type { ChromeData } from '../chrome/chrome-data';
import type { ErrorKind } from '../chrome/error-page';
import { renderChrome, renderErrorPage } from './chrome-render';
import { bannerCookieName } from '../chrome/top-banner';
import { readCachedState } from '../state/cached-state';
import { parseCookies } from './cookies';
import { GLOBAL_CSS, renderDocument } from './document';
import { pageCachePolicy, type PageCache } from './page-cache';
import { PIN_COOKIE } from './release-pin';
import { DEV_OVERRIDE_COOKIE, type DevOverride } from './dev-override';
import { devOverrideBadge } from './dev-override-badge';
import { devOverrideFor, releasesFor, withDevOverride } from './releases';
import { apiBusy, requestApi, tokenRefused } from './request-api';
import { BUSY_PAGE, RETRY_AFTER_S } from './busy';
import { siteAnswers, siteData } from './site-data';
import { observeSsrRender } from './metrics';
import { loadSsrModule } from './remote-ssr';
import { createI18n, LOCALE_COOKIE, parseLocale } from '../i18n/create-i18n';
import { routeTableOf } from '../routing/route-table';

export interface PageResponse {
  status: number;
  /** Set-Cookie values (an expired token is forgotten). */
  cookies?: string[];
  html?: string;
  redirect?: string;
  /** how the page may be cached (page-cache.ts) */
  cache?: PageCache;
  /** the app that rendered the main area on the server, if one did */
  ssrApp?: string;
  /** seconds, with a 503: the server is busy, try again then */
  retryAfter?: number;
  /** the origin of a developer's build this page loads (its CSP must allow it) */
  devOrigin?: string;
}

/** The busy page (HTTP 503) of a request the server had no time for. */
export const BUSY_RESPONSE: PageResponse = { status: 503, html: BUSY_PAGE, retryAfter: RETRY_AFTER_S };

export interface PageRequest {
  url: string;
  cookieHeader?: string;
  log: { error(obj: unknown, msg?: string): void };
}

interface MainArea {
  status: number;
  html: Record<string, string>;
  ssr: Set<string>;
  styles: string;
  data: Record<string, unknown>;
  /** The page's own title, put before the site name in <title>. */
  title?: string;
  description?: string;
  errorPage?: { kind: ErrorKind; message?: string };
  redirect?: string;
}

const SKELETON = '<div class="app-skeleton" aria-busy="true" style="width:1200px;margin:16px auto;height:480px;background:#fff"></div>';

/**
 * The logged-in user for the token cookie, or null for a guest or a token the API refused. An API
 * that failed to answer rejects: a busy API must not log the shopper out.
 */
async function fetchUser(api: ApiClient, token: string): Promise<MallUser | null> {
  if (!token) return null;
  try {
    return await api.get<MallUser>('/api/user');
  } catch (err) {
    if (tokenRefused(err)) return null;
    throw err;
  }
}

function errorBoxHtml(): string {
  return '<div role="alert" data-testid="error-box" style="margin:40px auto;width:480px;padding:32px;background:#fff;text-align:center"><h3>加载失败</h3><p>该区域暂时无法显示</p><button type="button" data-reload>重试</button></div>';
}

async function renderMain(
  owner: RouteOwner | null,
  url: string,
  ctx: { api: ApiClient; state: ReturnType<typeof serializableState>; releases: ReleaseDoc; dev: DevOverride | null },
  log: PageRequest['log'],
): Promise<MainArea> {
  const area: MainArea = { status: 200, html: {}, ssr: new Set(), styles: '', data: {} };
  if (!owner) return { ...area, status: 404, errorPage: { kind: 404 } };
  // a developer's build lives on their machine, out of the server's reach: their browser renders it
  if (!owner.ssr || ctx.dev?.app === owner.app) {
    area.html[owner.app] = SKELETON;
    return area;
  }
  const release = ctx.releases[owner.app];
  const started = performance.now();
  const rendered = (outcome: 'ok' | 'error') =>
    observeSsrRender(owner.app, release?.version ?? 'none', (performance.now() - started) / 1000, outcome);
  if (release?.blocked) {
    log.error({ app: owner.app, version: release.version }, release.blocked);
    area.html[owner.app] = errorBoxHtml();
    return area;
  }
  try {
    if (!release?.ssrEntry) throw new Error(`no release of ${owner.app}`);
    const mod = await loadSsrModule(remoteContainerName(owner.app), release.ssrEntry);
    const result = await mod.render({ url, state: ctx.state, api: ctx.api });
    rendered('ok');
    if (result.redirect) return { ...area, status: result.status, redirect: result.redirect };
    if (result.status === 404) return { ...area, status: 404, errorPage: { kind: 404 } };
    area.html[owner.app] = result.html;
    area.ssr.add(owner.app);
    area.styles = result.styles;
    area.data[owner.app] = result.data;
    area.status = result.status;
    area.title = result.title;
    area.description = result.description;
  } catch (err) {
    rendered('error');
    // The page still answers with the chrome; the browser tries to mount the app itself.
    log.error({ err, app: owner.app }, 'server render of a remote failed');
    area.html[owner.app] = errorBoxHtml();
  }
  return area;
}

/** The error area and one container per remote of the page's releases (the server-rendered one filled). */
function mainHtml(area: MainArea, releases: ReleaseDoc, errorHtml: string): string {
  const apps = Object.keys(releases).map((app) => {
    const ssr = area.ssr.has(app) ? ' data-ssr="1"' : '';
    return `<div id="${containerId(app)}"${ssr}>${area.html[app] ?? ''}</div>`;
  }).join('');
  return `<div id="mall-error">${errorHtml}</div>${apps}`;
}

export async function renderPage(req: PageRequest): Promise<PageResponse> {
  const { pathname, search } = new URL(req.url, 'http://mall.local');
  const cookies = parseCookies(req.cookieHeader);
  const token = cookies.token ?? '';
  const locale = parseLocale(cookies[LOCALE_COOKIE]);
  const i18n = createI18n(locale);

  let chrome: ChromeData;
  let api: ApiClient;
  let user: MallUser | null;
  try {
    const site = await siteData();
    chrome = { ...site, pathname, search };
    api = requestApi(token, siteAnswers(site));
    user = await fetchUser(api, token);
  } catch (err) {
    // an API too busy to answer in time: the request is shed, the shopper tries again shortly
    if (apiBusy(err)) return BUSY_RESPONSE;
    req.log.error({ err }, 'site data unavailable');
    // Shoppers see the envelope's message when the API gave one, never a socket error.
    const message = err instanceof ApiError && err.httpStatus > 0 ? err.message : '';
    return { status: 500, html: fallbackErrorDocument(i18n, message) };
  }

  const cached = readCachedState(cookies, chrome.config, Boolean(user));
  const setCookies = [...cached.setCookies, ...(token && !user ? ['token=; Path=/; Max-Age=0; SameSite=Lax'] : [])];
  // one release document for the whole request: its route table, the server render and the browser
  // use the same versions
  const dev = devOverrideFor(cookies[DEV_OVERRIDE_COOKIE]);
  const releases = withDevOverride(releasesFor(cookies[PIN_COOKIE]), dev);
  const owner = routeTableOf(releases).owner(pathname);
  // Spec §6: a guest on a protected route goes to /login, remembering where they wanted to go.
  if (owner?.protected && !user) {
    return { status: 302, redirect: `/login?back=${encodeURIComponent(req.url)}`, cookies: setCookies };
  }

  const { config, home } = chrome;
  const store = createMallStore({
    logoUrl: cached.logoUrl,
    titleCon: cached.titleCon,
    unreadNum: cached.unreadNum,
    hotline: config.hotline ?? config.sys_phone,
    openService: String(config.is_open_service ?? '0'),
    top_banner: home.pc_top_banner,
    banner: !(home.pc_top_banner && cookies[bannerCookieName(home.pc_top_banner.group_data_id)]),
    domain: config.site_url,
    token: user ? token : '',
    users: user,
    locale,
  });
  const state = serializableState(store.getState());
  const area = await renderMain(owner, req.url, { api, state, releases, dev }, req.log);
  if (area.redirect) return { status: area.status, redirect: area.redirect, cookies: setCookies };

  const error = area.errorPage ? renderErrorPage(i18n, area.errorPage.kind, area.errorPage.message) : null;
  const chromeHtml = renderChrome(chrome, store, api, i18n);
  const html = renderDocument({
    lang: locale,
    title: area.title ? `${area.title} - ${cached.titleCon}` : cached.titleCon,
    keywords: config.site_keywords,
    description: area.description || config.site_description,
    canonical: `${store.getState().domain.replace(/\/$/, '')}${pathname}`,
    styles: chromeHtml.styles + area.styles + (error?.styles ?? ''),
    header: chromeHtml.header,
    footer: chromeHtml.footer,
    main: mainHtml(area, releases, error?.html ?? ''),
    devBadge: dev ? devOverrideBadge(dev) : '',
    boot: { state, releases, chrome, data: area.data, errorPage: area.errorPage, ...(dev && { devOverride: dev }) },
  });
  const ssrApp = owner && area.ssr.has(owner.app) ? owner.app : undefined;
  const cache = pageCachePolicy({ status: area.status, route: owner, ssrApp, cookies, setsCookies: setCookies.length > 0 });
  return { status: area.status, html, cookies: setCookies, cache, ssrApp, ...(dev && { devOrigin: new URL(dev.url).origin }) };
}

/** The spec's 500 page when the site data itself cannot be loaded. */
function fallbackErrorDocument(i18n: ChromeI18n, message: string): string {
  const page = renderErrorPage(i18n, 500, message);
  return `<!doctype html><html lang="${i18n.language}"><head><meta charset="utf-8"><title>${i18n.t('error.failedTitle')}</title><style>${GLOBAL_CSS}</style>${page.styles}</head><body>${page.html}</body></html>`;
}
