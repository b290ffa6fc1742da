import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { publicCache } from '../../http/cache';
import { ok } from '../../http/envelope';
import { idField } from '../../http/fields';
import { positiveInt, validate } from '../../http/validate';
import { brandsByCategory, homeFloors, recommendGoods } from './browse';

const floorQuery = z.object({
  page: positiveInt('页码', 100, 1),
  limit: positiveInt('每页数量', 10, 3),
});

const recommendQuery = z.object({
  page: positiveInt('页码', 100, 1),
  limit: positiveInt('每页数量', 50, 10),
  product_id: z.preprocess((v) => (v === '' ? undefined : v), idField('商品ID').optional()),
});

/** Home floors, 为你推荐 and the brand list: the same for every shopper, so shared caches may keep them. */
export const browseRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/pc/rec_list', { onSend: publicCache }, async (req) => {
    const { page, limit } = validate(floorQuery, req.query);
    return ok(await homeFloors(db, page, limit));
  });

  app.get('/api/product/spu/recommend', { onSend: publicCache }, async (req) => {
    const { page, limit, product_id } = validate(recommendQuery, req.query);
    return ok(await recommendGoods(db, page, limit, product_id));
  });

  app.get('/api/store/product/brand/category', { onSend: publicCache }, async () => ok(await brandsByCategory(db)));
};
