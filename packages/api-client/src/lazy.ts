import type { ApiCaller, ApiClient, ApiClientOptions } from './client';
import { ApiError } from './errors';

interface ClientModule {
  createApiClient(opts: ApiClientOptions): ApiClient;
}

/** The real client's module: a chunk of its own in a browser build (it carries axios). */
const loadClient = (): Promise<ClientModule> => import(/* webpackChunkName: "api-client" */ './client');

/**
 * The page's API client with the HTTP library loaded on the first call (`@mall/api-client/lazy`,
 * which imports no axios): a page that calls nothing, such as a guest's server-rendered home,
 * never downloads it. The calls are `createApiClient(opts)`'s, so each answers and rejects as
 * they do (ApiError, `onLoginRequired`, `busyRetries`); the client is made once, on the first
 * call. A client module that fails to load rejects that call as a network failure does
 * (ApiError, HTTP status 0) and is asked for again by the next call.
 */
export function createLazyApiClient(opts: ApiClientOptions, load: () => Promise<ClientModule> = loadClient): ApiCaller {
  let client: Promise<ApiClient> | null = null;
  const ready = (): Promise<ApiClient> =>
    (client ??= load().then(
      (m) => m.createApiClient(opts),
      (err: unknown) => {
        client = null;
        throw new ApiError(err instanceof Error ? err.message : '请求错误', 500, 0);
      },
    ));
  return {
    get: <T>(url: string, params?: Record<string, unknown>) => ready().then((c) => c.get<T>(url, params)),
    post: <T>(url: string, body?: unknown) => ready().then((c) => c.post<T>(url, body)),
  };
}
