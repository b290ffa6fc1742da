/**
 * Route handles name their page: a fixed title, or title and description made from the
 * route's loader data (a goods page is titled with the goods). The server puts them into the
 * <head>; DocumentTitle keeps <title> right after client navigations.
 */
export interface PageHandle<D = never> {
  title: string | ((data: D) => string);
  description?: (data: D) => string;
}

export function pageMeta(handle: unknown, data: unknown): { title?: string; description?: string } {
  const h = handle as PageHandle<unknown> | undefined;
  if (!h || h.title === undefined) return {};
  if (typeof h.title === 'string') return { title: h.title };
  if (data === undefined || data === null) return {};
  return { title: h.title(data), description: h.description?.(data) };
}
