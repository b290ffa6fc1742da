import type { FastifyPluginAsync } from 'fastify';
import { articleListQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { articleCategories, articleDetail, listArticles } from './service';

/** News (资讯): categories, lists and articles. */
export const articleRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/article/category', async () => ok(await articleCategories(db)));
  app.get('/api/article/lst', async (req) => ok(await listArticles(db, validate(articleListQuery, req.query))));
  app.get('/api/article/detail/:id', async (req) => {
    const { id } = validate(idParams('资讯ID'), req.params);
    return ok(await articleDetail(db, id));
  });
};
