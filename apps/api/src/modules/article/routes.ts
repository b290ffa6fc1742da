import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idField, idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageFields } from '../../lib/paging';
import { articleCategories, articleDetail, listArticles } from './service';

const listQuery = z.object({
  cid: z.preprocess((v) => (v === '' || v === '0' || v === 0 ? undefined : v), idField('资讯分类').optional()),
  ...pageFields(),
});

/** News (资讯): categories, lists and articles. */
export const articleRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/article/category', async () => ok(await articleCategories(db)));
  app.get('/api/article/lst', async (req) => ok(await listArticles(db, validate(listQuery, req.query))));
  app.get('/api/article/detail/:id', async (req) => {
    const { id } = validate(idParams('资讯ID'), req.params);
    return ok(await articleDetail(db, id));
  });
};
