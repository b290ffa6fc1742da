import type { RouteDecl } from './routes';
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

/**
 * The release document: which version of each remote the page uses (the remotes are the apps
 * of the release registry; the shell knows none by name).
 */
export interface ReleaseDoc {
  [app: string]: {
    version: string;
    entry: string;
    ssrEntry?: string;
    /** why the shell will not mount this version (built against what the shell does not ship) */
    blocked?: string;
    /** the routes this version declares (its `src/routes.ts`); the shell's route table is made of them */
    routes?: RouteDecl[];
  };
}

/** The id of the element a remote app mounts into. */
export function containerId(app: string): string {
  return `app-${app}`;
}

/** The Module Federation container name of a remote app. */
export function remoteContainerName(app: string): string {
  return `mall_${app.replace('-', '_')}`;
}
