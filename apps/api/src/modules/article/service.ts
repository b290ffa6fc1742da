import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { article, articleCategory } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { onPage } from '../../lib/paging';

const listColumns = {
  id: article.id,
  cid: article.cid,
  title: article.title,
  author: article.author,
  image_input: article.image_input,
  synopsis: article.synopsis,
  visit: article.visit,
  create_time: article.created_at,
};

const categoryShown = sql`exists (select 1 from ${articleCategory}
  where ${articleCategory.id} = ${article.cid} and ${articleCategory.is_show})`;

/** `GET /api/article/category`: shown categories in their order. */
export function articleCategories(db: Db) {
  return db
    .select({ id: articleCategory.id, title: articleCategory.title, title_en: articleCategory.title_en })
    .from(articleCategory)
    .where(eq(articleCategory.is_show, true))
    .orderBy(desc(articleCategory.sort), asc(articleCategory.id));
}

async function requireCategory(db: Db, cid: number) {
  const [row] = await db
    .select({ id: articleCategory.id, title: articleCategory.title, title_en: articleCategory.title_en })
    .from(articleCategory)
    .where(and(eq(articleCategory.id, cid), eq(articleCategory.is_show, true)));
  if (!row) throw notFound('资讯分类不存在');
  return row;
}

/** `GET /api/article/lst`: shown articles of a category (or all), newest first. */
export async function listArticles(db: Db, q: { cid?: number; page: number; limit: number }) {
  if (q.cid !== undefined) await requireCategory(db, q.cid);
  const where = and(
    eq(article.is_show, true),
    q.cid === undefined ? undefined : eq(article.cid, q.cid),
    categoryShown,
  );
  const list = await onPage(
    db
      .select(listColumns)
      .from(article)
      .where(where)
      .orderBy(desc(article.created_at), desc(article.id))
      .$dynamic(),
    q,
  );
  const [{ total }] = await db.select({ total: count() }).from(article).where(where);
  return { count: total, list };
}

/** `GET /api/article/detail/:id`: one shown article with its (sanitised) content; counts the visit. */
export async function articleDetail(db: Db, id: number) {
  const [row] = await db
    .update(article)
    .set({ visit: sql`${article.visit} + 1` })
    .where(and(eq(article.id, id), eq(article.is_show, true), categoryShown))
    .returning({ ...listColumns, content: article.content });
  if (!row) throw notFound('资讯不存在');
  return { ...row, category: await requireCategory(db, row.cid) };
}
