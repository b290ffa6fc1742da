import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { pageQuery, validate } from '../../http/validate';
import { categoryTree, hotProducts, hotTypes } from './service';

const hotParams = z.object({
  type: z.enum(hotTypes, { error: '商品类型必须是 best、new、hot 或 good' }),
});

export const catalogRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/store/product/category/lst', async () => ok(await categoryTree(db)));

  app.get('/api/product/spu/hot/:type', async (req) => {
    const { type } = validate(hotParams, req.params);
    const { page, limit } = validate(pageQuery, req.query);
    return ok(await hotProducts(db, type, page, limit));
  });
};
