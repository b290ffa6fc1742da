import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { goodsCardsArea, keyOf, notifiedArea, sendCached, type SharedCache } from '../../cache';
import type { Db } from '../../db/client';
import { publicCache } from '../../http/cache';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { pageFields, pageQuery } from '../../lib/paging';
import { idParams } from '../../http/fields';
import { goodsDetail, goodsReplies, goodsShow, replyTypes } from './goods-detail';
import { searchGoods } from './goods-search';
import { optionalUser } from './viewer';
import { goodsSearchQuery, searchFilterQuery, searchQuery } from './search-input';
import { BRAND_FACET_LIMIT, searchBrands, searchParams } from './search-facets';
import { categoryTree, hotProducts, hotTypes } from './service';

const brandQuery = searchQuery(pageFields({ limit: BRAND_FACET_LIMIT, maxLimit: 100 }));

const productParams = idParams('商品ID');
const replyQuery = z.object({
  type: z.preprocess((v) => v ?? 'count', z.enum(replyTypes, { error: '评价类型必须是 count、best、middle 或 negative' })),
  ...pageFields(),
});

const hotParams = z.object({
  type: z.enum(hotTypes, { error: '商品类型必须是 best、new、hot 或 good' }),
});

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
