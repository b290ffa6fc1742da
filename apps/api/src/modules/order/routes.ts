import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, ok } from '../../http/envelope';
import { flagField, idListField, idParams, intField } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { currentUid } from '../auth/token';
import type { SharedCache } from '../../cache';
import { checkOrder, CHECKOUT_EXPIRED } from './check';
import { checkoutReads } from './checkout-reads';
import { createOrder } from './create';
import { deleteOrder, orderExpress, requestReceipt, takeOrder } from './delivery';
import { groupOrderDetail, orderCounts, orderDetail, paidOrders, unpaidGroupOrders } from './queries';
import { parseReceipt } from './receipt';

const couponIds = z.preprocess(
  (v) => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]),
  z.array(intField('优惠券ID', 0, 2_147_483_647)).max(5, '优惠券参数格式错误'),
);

const listQuery = pageQuery.extend({
  status: z.preprocess(
    (v) => (v === undefined || v === '' ? -2 : typeof v === 'string' ? Number(v) : v),
    z.union(
      [-2, -1, 0, 1, 2, 3].map((n) => z.literal(n)),
      { error: '订单状态错误' },
    ),
  ),
});

const checkBody = z.object({
  cart_id: idListField('结算商品', 200),
  address_id: intField('地址ID', 0, 2_147_483_647).optional().default(0),
  use_coupon: z
    .record(z.string().regex(/^\d{1,9}$/, '优惠券参数格式错误'), couponIds, { error: '优惠券参数格式错误' })
    .optional(),
  use_integral: flagField('use_integral').optional().default(0),
});

const createBody = z.object({
  key: z.string({ error: CHECKOUT_EXPIRED }).regex(/^[0-9a-f]{32}$/, CHECKOUT_EXPIRED),
  /** the client's id for this submission (a double click sends the same one); default: the key */
  request_id: z
    .string({ error: '请求ID格式错误' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '请求ID格式错误')
    .optional(),
  address_id: intField('地址ID', 0, 2_147_483_647).optional().default(0),
  mark: z
    .record(
      z.string().regex(/^\d{1,9}$/, '留言参数格式错误'),
      z.string({ error: '留言参数格式错误' }).trim().max(150, '买家留言不能超过150个字'),
      { error: '留言参数格式错误' },
    )
    .optional()
    .default({}),
  receipt_data: z.unknown().optional(),
  pay_type: z.string().max(16).optional(),
});

export const orderRoutes: FastifyPluginAsync<{ db: Db; cache?: SharedCache }> = async (app, { db, cache }) => {
  const reads = checkoutReads(cache);
  app.post('/api/v2/order/check', async (req) => {
    const uid = await currentUid(db, req);
    const body = validate(checkBody, req.body);
    return ok(
      await checkOrder(
        db,
        uid,
        {
          cart_ids: body.cart_id,
          address_id: body.address_id,
          use_coupon: body.use_coupon,
          use_integral: body.use_integral === 1,
        },
        reads,
      ),
    );
  });

  app.post('/api/v2/order/create', async (req) => {
    const uid = await currentUid(db, req);
    const body = validate(createBody, req.body);
    const receipt_data = parseReceipt(body.receipt_data);
    const created = await createOrder(
      db,
      uid,
      {
        key: body.key,
        request_id: body.request_id ?? body.key,
        address_id: body.address_id,
        mark: body.mark,
        receipt_data,
      },
      reads,
    );
    return ok(created, created.paid ? '支付成功' : '订单创建成功');
  });

  app.get('/api/order/group_order_list', async (req) => {
    const uid = await currentUid(db, req);
    const { page, limit } = validate(pageQuery, req.query);
    return ok(await unpaidGroupOrders(db, uid, page, limit));
  });

  app.get('/api/order/group_order_detail/:id', async (req) => {
    const uid = await currentUid(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    return ok(await groupOrderDetail(db, uid, id));
  });

  app.get('/api/order/list', async (req) => {
    const uid = await currentUid(db, req);
    const { page, limit, status } = validate(listQuery, req.query);
    return ok(await paidOrders(db, uid, status as number, page, limit));
  });

  app.get('/api/order/detail/:id', async (req) => {
    const uid = await currentUid(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    return ok(await orderDetail(db, uid, id));
  });

  app.get('/api/order/number', async (req) => {
    const uid = await currentUid(db, req);
    return ok(await orderCounts(db, uid));
  });

  app.post('/api/order/take/:id', async (req) => {
    const uid = await currentUid(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    await takeOrder(db, uid, id);
    return ok(null, '已确认收货');
  });

  app.post('/api/order/del/:id', async (req) => {
    const uid = await currentUid(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    await deleteOrder(db, uid, id);
    return ok(null, '删除成功');
  });

  app.post('/api/order/express/:id', async (req) => {
    const uid = await currentUid(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    return ok(await orderExpress(db, uid, id));
  });

  app.post('/api/order/receipt/:id', async (req) => {
    const uid = await currentUid(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    const receipt = parseReceipt(req.body);
    if (!receipt) throw badRequest('请选择发票类型');
    await requestReceipt(db, uid, id, receipt);
    return ok(null, '申请成功');
  });
};
