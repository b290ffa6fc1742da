/**
 * Paged lists: the `page`/`limit` query fields every list route takes, and the page's window of a
 * select. Answers stay `{ count, list }` (or `{ list, count }`) as each route has always written them.
 */
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { positiveInt } from '../http/validate';

/** One page of a list: `page` counts from 1, `limit` rows a page. */
export interface Paging {
  page: number;
  limit: number;
}

/**
 * The query fields `page` (1 to `maxPage`, default 1) and `limit` (1 to `maxLimit`, default `limit`),
 * to spread into a route's query schema where they stand.
 */
export function pageFields({ limit = 10, maxLimit = 50, maxPage = 10000 } = {}) {
  return { page: positiveInt('页码', maxPage, 1), limit: positiveInt('每页数量', maxLimit, limit) };
}

/** `?page=&limit=`: 10 a page, at most 50. */
export const pageQuery = z.object(pageFields());

/** The rows of one page of a select; the query must be `$dynamic()` (drizzle's dynamic query building). */
export function onPage<T extends PgSelect>(query: T, { page, limit }: Paging): T {
  return query.limit(limit).offset((page - 1) * limit);
}

/** The rows of one page of a list already read whole. */
export function pageOf<T>(rows: T[], { page, limit }: Paging): T[] {
  return rows.slice((page - 1) * limit, page * limit);
}
