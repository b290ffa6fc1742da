import type { MallState, MallStore } from './state';

/** The one API client of the page (`@mall/api-client` satisfies it). */
export interface MallApi {
  get<T>(url: string, params?: Record<string, unknown>): Promise<T>;
  post<T>(url: string, body?: unknown): Promise<T>;
}

/** What the root config passes to every single-spa application (customProps). */
export interface MallAppProps {
  name: string;
  store: MallStore;
  api: MallApi;
}

/** The request context a remote's server render receives. */
export interface SsrContext {
  url: string;
  state: MallState;
  api: MallApi;
}

export interface SsrResult {
  html: string;
  /** Critical CSS, as <style> tags with emotion's data attributes. */
  styles: string;
  status: number;
  /** Set when the app answers with a redirect instead of a page. */
  redirect?: string;
  title?: string;
  /** The page's own meta description (else the site's). */
  description?: string;
  /** Data the browser needs to hydrate without refetching. */
  data?: unknown;
}

/** The `./ssr` expose of a server-rendered remote. */
export interface RemoteSsrModule {
  render(ctx: SsrContext): Promise<SsrResult>;
}

/** Names of the remotes and the single-spa applications they expose. */
export const REMOTE_APPS = ['auth', 'catalog', 'user-center', 'checkout'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

/** The release document: which version of each remote the page uses. */
export interface ReleaseDoc {
  [app: string]: {
    version: string;
    entry: string;
    ssrEntry?: string;
    /** why the shell will not mount this version (built against what the shell does not ship) */
    blocked?: string;
  };
}

export function containerId(app: RemoteApp): string {
  return `app-${app}`;
}

/** The Module Federation container name of a remote app. */
export function remoteContainerName(app: RemoteApp): string {
  return `mall_${app.replace('-', '_')}`;
}
