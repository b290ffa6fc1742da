import type { FastifyPluginAsync } from 'fastify';
import { brandQuery, goodsSearchQuery, hotParams, productParams, replyQuery, searchFilterQuery } from '@mall/contracts';
import { goodsCardsArea, keyOf, notifiedArea, sendCached, type SharedCache } from '../../cache';
import type { Db } from '../../db/client';
import { publicCache } from '../../http/cache';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { goodsDetail, goodsReplies, goodsShow } from './goods-detail';
import { searchGoods } from './goods-search';
import { optionalUser } from './viewer';
import { searchBrands, searchParams } from './search-facets';
import { categoryTree, hotProducts } from './service';

export const catalogRoutes: FastifyPluginAsync<{ db: Db; cache: SharedCache }> = async (app, { db, cache }) => {
  const categories = cache.area('category_tree', notifiedArea(['store_category']));
  const hotLists = cache.area('hot_list', goodsCardsArea());
  // distinct searches kept: the keywords shoppers repeat (hot words, category pages); the rest turn over
  const searches = cache.area('goods_search', goodsCardsArea(['store_category', 'store_product_param'], 1000));

  app.get('/api/store/product/category/lst', { onSend: publicCache }, (_req, reply) =>
    sendCached(reply, categories, 'tree', () => categoryTree(db)),
  );

  app.get('/api/product/spu/hot/:type', { onSend: publicCache }, async (req, reply) => {
    const { type } = validate(hotParams, req.params);
    const { page, limit } = validate(pageQuery, req.query);
    return sendCached(reply, hotLists, `${type}:${page}:${limit}`, () => hotProducts(db, type, page, limit));
  });

  /** Search and category lists: keyword, cate_pid, brand_id, mer_type_id, filter_params, price_on/off (fen), order. */
  app.get('/api/product/spu/lst', async (req, reply) => {
    const q = validate(goodsSearchQuery, req.query);
    return sendCached(reply, searches, keyOf(q), () => searchGoods(db, q));
  });

  app.get('/api/product/spu/params', async (req) => ok(await searchParams(db, validate(searchFilterQuery, req.query))));

  app.get('/api/store/product/detail/:id', async (req) => {
    const { id } = validate(productParams, req.params);
    const viewer = await optionalUser(db, req);
    return ok(await goodsDetail(db, id, viewer?.uid ?? null));
  });

  app.get('/api/store/product/show/:id', async (req) => {
    const { id } = validate(productParams, req.params);
    return ok(await goodsShow(db, id));
  });

  app.get('/api/store/product/reply/lst/:id', async (req) => {
    const { id } = validate(productParams, req.params);
    const { type, page, limit } = validate(replyQuery, req.query);
    return ok(await goodsReplies(db, id, type, page, limit));
  });

  app.get('/api/store/product/brand/lst', async (req) => {
    const { page, limit, ...filter } = validate(brandQuery, req.query);
    return ok(await searchBrands(db, filter, page, limit));
  });
};
