import type { FastifyPluginAsync } from 'fastify';
import { goodsSearchQuery, shopListQuery, shopParams } from '@mall/contracts';
import { z } from 'zod';
import { notifiedArea, sendCached, type SharedCache } from '../../cache';
import type { Db } from '../../db/client';
import { publicCache } from '../../http/cache';
import { badRequest, ok } from '../../http/envelope';
import { idField } from '../../http/fields';
import { validate } from '../../http/validate';
import { consumeCaptcha } from '../auth/captcha';
import { captchaCodeField, keyField } from '../auth/fields';
import { searchGoods } from '../catalog/goods-search';
import { merchantTypes } from '../catalog/search-facets';
import { optionalUser } from '../catalog/viewer';
import { listMerchants } from './service';
import { assertShop, merchantCategories, shopCategories, shopConfig, shopDetail, shopLicences } from './shop';

const certificateParams = z.object({ mer_id: idField('店铺ID') });
const captchaBody = z.object({
  key: keyField('请先完成人机验证', '人机验证已失效，请重新验证'),
  code: captchaCodeField,
});

export const merchantRoutes: FastifyPluginAsync<{ db: Db; cache: SharedCache }> = async (app, { db, cache }) => {
  const shopKinds = cache.area('shop_kinds', notifiedArea(['merchant_type', 'merchant_category']));

  app.get('/api/store/merchant/lst', async (req) => ok(await listMerchants(db, validate(shopListQuery, req.query))));
  app.get('/api/store/merchant/type/lst', { onSend: publicCache }, (_req, reply) =>
    sendCached(reply, shopKinds, 'types', async () => merchantTypes(db)),
  );
  app.get('/api/pc/mer_category', { onSend: publicCache }, (_req, reply) =>
    sendCached(reply, shopKinds, 'categories', async () => merchantCategories(db)),
  );

  /** A shop's home: its card (isFollow for the viewer), banner, address, sales and goods count. */
  app.get('/api/store/merchant/detail/:id', { onSend: publicCache }, async (req) => {
    const { id } = validate(shopParams, req.params);
    const viewer = await optionalUser(db, req);
    return ok(await shopDetail(db, id, viewer?.uid ?? null));
  });

  app.get('/api/pc/mer_config/:id', { onSend: publicCache }, async (req) => {
    const { id } = validate(shopParams, req.params);
    return ok(await shopConfig(db, id));
  });

  app.get('/api/store/merchant/category/lst/:id', { onSend: publicCache }, async (req) => {
    const { id } = validate(shopParams, req.params);
    return ok(await shopCategories(db, id));
  });

  /** A shop's goods: the search's keyword, category (cate_pid), price, order and paging, within the shop. */
  app.get('/api/product/spu/merchant/:id', async (req) => {
    const { id } = validate(shopParams, req.params);
    const q = validate(goodsSearchQuery, req.query);
    await assertShop(db, id);
    return ok(await searchGoods(db, { ...q, mer_id: id }));
  });

  /** The shop's business licence, after the proof of work (`GET /api/captcha`): each challenge answers once. */
  app.post('/api/store/certificate/:mer_id', async (req) => {
    const { mer_id } = validate(certificateParams, req.params);
    const { key, code } = validate(captchaBody, req.body);
    await assertShop(db, mer_id);
    const refused = await consumeCaptcha(db, key, code);
    if (refused) throw badRequest(refused);
    return ok(await shopLicences(db, mer_id));
  });
};
