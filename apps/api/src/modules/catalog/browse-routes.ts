import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { publicCache } from '../../http/cache';
import { ok } from '../../http/envelope';
import { idField } from '../../http/fields';
import { positiveInt, validate } from '../../http/validate';
import { brandsByCategory, homeFloors, recommendGoods } from './browse';
import { optionalUser } from './viewer';

const floorQuery = z.object({
  page: positiveInt('页码', 100, 1),
  limit: positiveInt('每页数量', 10, 3),
});

const recommendQuery = z.object({
  page: positiveInt('页码', 100, 1),
  limit: positiveInt('每页数量', 50, 10),
  product_id: z.preprocess((v) => (v === '' ? undefined : v), idField('商品ID').optional()),
});

/**
 * Home floors, 为你推荐 and the brand list: the same for every guest, so shared caches may keep them
 * (a logged-in shopper's 为你推荐 follows their taste and is never cached publicly).
 */
export const browseRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/pc/rec_list', { onSend: publicCache }, async (req) => {
    const { page, limit } = validate(floorQuery, req.query);
    return ok(await homeFloors(db, page, limit));
  });

  app.get('/api/product/spu/recommend', { onSend: publicCache }, async (req) => {
    const { page, limit, product_id } = validate(recommendQuery, req.query);
    const viewer = await optionalUser(db, req);
    return ok(await recommendGoods(db, page, limit, product_id, viewer?.uid));
  });

  app.get('/api/store/product/brand/category', { onSend: publicCache }, async () => ok(await brandsByCategory(db)));
};
