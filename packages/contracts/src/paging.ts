/** Paged lists: the `page`/`limit` query every list route takes and the `{ list, count }` it answers. */
import { z } from 'zod';
import { positiveInt } from './fields';

/**
 * The query fields `page` (1 to `maxPage`, default 1) and `limit` (1 to `maxLimit`, default `limit`),
 * to spread into a route's query schema where they stand.
 */
export function pageFields({ limit = 10, maxLimit = 50, maxPage = 10000 } = {}) {
  return { page: positiveInt('页码', maxPage, 1), limit: positiveInt('每页数量', maxLimit, limit) };
}

/** `?page=&limit=`: 10 a page, at most 50. */
export const pageQuery = z.object(pageFields());

/** One page of a list and the number of rows in the whole list. */
export const pageOfList = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), count: z.number().int() });
export type PageOf<T> = { list: T[]; count: number };
