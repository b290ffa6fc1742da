import type { MallApi } from '@mall/shared-state';

export type UrlLoader = (api: MallApi, url: string) => Promise<unknown>;

/** A route's loader from the request's URL. */
export const byUrl =
  (api: MallApi, load: UrlLoader) =>
  ({ request }: { request: Request }) =>
    load(api, request.url);

/**
 * The same with the loader in a chunk of its own (not in the app's first chunk): on a client
 * navigation it loads while the page's chunk does, then the data.
 */
export const byUrlFrom =
  <M>(api: MallApi, chunk: () => Promise<M>, pick: (m: M) => UrlLoader) =>
  async ({ request }: { request: Request }) =>
    pick(await chunk())(api, request.url);
