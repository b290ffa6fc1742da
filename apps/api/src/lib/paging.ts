/**
 * Paged lists: the `page`/`limit` query fields every list route takes, and the page's window of a
 * select. Answers stay `{ count, list }` (or `{ list, count }`) as each route has always written them.
 */
import type { PgSelect } from 'drizzle-orm/pg-core';

/** One page of a list: `page` counts from 1, `limit` rows a page. */
export interface Paging {
  page: number;
  limit: number;
}

export { pageFields, pageQuery } from '@mall/contracts';

/** The rows of one page of a select; the query must be `$dynamic()` (drizzle's dynamic query building). */
export function onPage<T extends PgSelect>(query: T, { page, limit }: Paging): T {
  return query.limit(limit).offset((page - 1) * limit);
}

/** The rows of one page of a list already read whole. */
export function pageOf<T>(rows: T[], { page, limit }: Paging): T[] {
  return rows.slice((page - 1) * limit, page * limit);
}
