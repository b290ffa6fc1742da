import { createApiClient } from '@mall/api-client';
import type { ChromeData } from '../chrome/chrome-data';
import { serverConfig } from './config';
import { apiBusy } from './request-api';
import { createSwrCache } from './swr-cache';

/** The site's own data every page shows (header, footer, menus): the same for every shopper. */
export type SiteData = Pick<ChromeData, 'config' | 'home' | 'hotKeywords'>;

/** An operator's edit of the site data shows on pages within this long ... */
const SITE_DATA_FRESH_MS = 2000;
/** ... and an older copy may serve this much longer while one request refreshes it. */
const SITE_DATA_STALE_MS = 30_000;

const api = createApiClient({ baseURL: serverConfig.apiUrl, getToken: () => '', timeoutMs: serverConfig.siteApiTimeoutMs });

let answered = false;

const cache = createSwrCache<SiteData>({
  max: 1,
  keep: () => ({ freshMs: SITE_DATA_FRESH_MS, staleMs: SITE_DATA_STALE_MS }),
  // a busy API: keep showing the last copy; an API that is down: pages say so (the 500 page)
  keepOnError: apiBusy,
});

async function loadSiteData(): Promise<SiteData> {
  const [config, home, hotKeywords] = await Promise.all([
    api.get<SiteData['config']>('/api/pc/config'),
    api.get<SiteData['home']>('/api/pc/home'),
    api.get<SiteData['hotKeywords']>('/api/common/hot_keyword'),
  ]);
  answered = true;
  return { config, home, hotKeywords };
}

/** The site data, asked of the API by one request at a time and shared by all renders. */
export function siteData(): Promise<SiteData> {
  return cache.get('site', loadSiteData);
}

/** The API's answers of the site data, for a render's own API client (its page may ask them too). */
export function siteAnswers(site: SiteData): Record<string, Promise<unknown>> {
  return {
    '/api/pc/config': Promise.resolve(site.config),
    '/api/pc/home': Promise.resolve(site.home),
    '/api/common/hot_keyword': Promise.resolve(site.hotKeywords),
  };
}

/** Whether the API has answered the site data once since the server started (readiness). */
export function siteDataAnswered(): boolean {
  return answered;
}
