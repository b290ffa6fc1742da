import type { FastifyPluginAsync } from 'fastify';
import { addToCartBody, cartAgainBody, changeCartBody, deleteCartBody, type CartList } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUid } from '../auth/token';
import { buyAgain, changeCartNum, countCart, createCart, deleteCarts, listCart } from './service';

export const cartRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post('/api/user/cart/create', async (req) => {
    const uid = await currentUid(db, req);
    const body = validate(addToCartBody, req.body);
    return ok({ cart_id: await createCart(db, uid, body) }, '添加成功');
  });

  app.get('/api/user/cart/lst', async (req) => {
    const uid = await currentUid(db, req);
    return ok((await listCart(db, uid)) satisfies CartList);
  });

  app.get('/api/user/cart/count', async (req) => {
    const uid = await currentUid(db, req);
    return ok([{ count: await countCart(db, uid) }]);
  });

  app.post('/api/user/cart/change/:id', async (req) => {
    const uid = await currentUid(db, req);
    const { id } = validate(idParams('购物车ID'), req.params);
    const { cart_num } = validate(changeCartBody, req.body);
    return ok(await changeCartNum(db, uid, id, cart_num), '修改成功');
  });

  app.post('/api/user/cart/delete', async (req) => {
    const uid = await currentUid(db, req);
    const { cart_id } = validate(deleteCartBody, req.body);
    await deleteCarts(db, uid, cart_id);
    return ok(null, '删除成功');
  });

  app.post('/api/user/cart/again', async (req) => {
    const uid = await currentUid(db, req);
    const { data } = validate(cartAgainBody, req.body);
    return ok({ cart_id: await buyAgain(db, uid, data) }, '已加入购物车');
  });
};
