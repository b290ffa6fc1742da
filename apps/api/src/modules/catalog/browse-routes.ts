import type { FastifyPluginAsync } from 'fastify';
import { floorQuery, recommendQuery } from '@mall/contracts';
import { goodsCardsArea, keyOf, notifiedArea, sendCached, type SharedCache } from '../../cache';
import type { Db } from '../../db/client';
import { readToken } from '../../http/auth';
import { publicCache } from '../../http/cache';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { brandsByCategory, homeFloors, recommendGoods } from './browse';
import { optionalUser } from './viewer';

/**
 * Home floors, 为你推荐 and the brand list: the same for every guest, so shared caches may keep them
 * (a logged-in shopper's 为你推荐 follows their taste and is never cached publicly).
 */
export const browseRoutes: FastifyPluginAsync<{ db: Db; cache: SharedCache }> = async (app, { db, cache }) => {
  const floors = cache.area('home_floors', goodsCardsArea(['store_category']));
  const guestRecommend = cache.area('guest_recommend', goodsCardsArea([], 200));
  const brands = cache.area('brand_category', notifiedArea(['store_brand', 'store_category']));

  app.get('/api/pc/rec_list', { onSend: publicCache }, async (req, reply) => {
    const { page, limit } = validate(floorQuery, req.query);
    return sendCached(reply, floors, `${page}:${limit}`, () => homeFloors(db, page, limit));
  });

  app.get('/api/product/spu/recommend', { onSend: publicCache }, async (req, reply) => {
    const q = validate(recommendQuery, req.query);
    const load = (uid?: number) => recommendGoods(db, q.page, q.limit, q.product_id, uid);
    if (!readToken(req)) return sendCached(reply, guestRecommend, keyOf(q), () => load());
    const viewer = await optionalUser(db, req);
    return ok(await load(viewer?.uid));
  });

  app.get('/api/store/product/brand/category', { onSend: publicCache }, (_req, reply) =>
    sendCached(reply, brands, 'all', () => brandsByCategory(db)),
  );
};
