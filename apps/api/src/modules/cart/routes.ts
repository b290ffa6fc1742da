import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { flagField, idField, idListField, idParams, intField } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUid } from '../auth/token';
import { MAX_CART_NUM } from './goods';
import { buyAgain, changeCartNum, countCart, createCart, deleteCarts, listCart } from './service';

const cartNum = intField('购买数量', 1, MAX_CART_NUM);
const skuUnique = z
  .string({ error: '请选择商品规格' })
  .trim()
  .min(1, '请选择商品规格')
  .max(12, '商品规格不存在')
  .regex(/^[A-Za-z0-9]+$/, '商品规格不存在');

const cartItem = z.object({
  product_id: idField('商品ID'),
  product_attr_unique: skuUnique,
  cart_num: cartNum,
});

const createBody = cartItem.extend({
  is_new: flagField('is_new').optional().default(0),
  // 0 normal goods, else a marketing activity's (see activity/kind.ts); unknown types are refused there
  product_type: z.preprocess(
    (v) => (v === undefined || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number({ error: '暂不支持该类型的商品' }).int('暂不支持该类型的商品'),
  ),
  // the group to join, the bargain to buy, ...
  activity_ref: intField('活动', 0, 2_147_483_647).optional().default(0),
});

const changeBody = z.object({ cart_num: cartNum });
const deleteBody = z.object({ cart_id: idListField('购物车商品', 200) });
const againBody = z.object({
  data: z.array(cartItem, { error: '请选择商品' }).min(1, '请选择商品').max(50, '一次最多加入50种商品'),
});

export const cartRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post('/api/user/cart/create', async (req) => {
    const uid = await currentUid(db, req);
    const body = validate(createBody, req.body);
    return ok({ cart_id: await createCart(db, uid, body) }, '添加成功');
  });

  app.get('/api/user/cart/lst', async (req) => {
    const uid = await currentUid(db, req);
    return ok(await listCart(db, uid));
  });

  app.get('/api/user/cart/count', async (req) => {
    const uid = await currentUid(db, req);
    return ok([{ count: await countCart(db, uid) }]);
  });

  app.post('/api/user/cart/change/:id', async (req) => {
    const uid = await currentUid(db, req);
    const { id } = validate(idParams('购物车ID'), req.params);
    const { cart_num } = validate(changeBody, req.body);
    return ok(await changeCartNum(db, uid, id, cart_num), '修改成功');
  });

  app.post('/api/user/cart/delete', async (req) => {
    const uid = await currentUid(db, req);
    const { cart_id } = validate(deleteBody, req.body);
    await deleteCarts(db, uid, cart_id);
    return ok(null, '删除成功');
  });

  app.post('/api/user/cart/again', async (req) => {
    const uid = await currentUid(db, req);
    const { data } = validate(againBody, req.body);
    return ok({ cart_id: await buyAgain(db, uid, data) }, '已加入购物车');
  });
};
