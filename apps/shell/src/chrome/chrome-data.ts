import type { HomeData, HotKeyword, SiteConfig } from '@mall/api-client';

/** What the chrome renders from: fetched once per request by the server, reused by the browser. */
export interface ChromeData {
  config: SiteConfig;
  home: HomeData;
  hotKeywords: HotKeyword[];
  pathname: string;
  /** the query string of the rendered URL ('' or '?...') */
  search: string;
}
