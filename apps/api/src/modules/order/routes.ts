import type { FastifyPluginAsync } from 'fastify';
import { orderCheckBody, orderCreateBody, orderListQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { badRequest, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language/message-language';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { currentUid } from '../auth/token';
import type { SharedCache } from '../../cache';
import { withCarrierName } from '../logistics/couriers';
import { checkOrder } from './check';
import { checkoutReads } from './checkout-reads';
import { createOrder } from './create';
import { deleteOrder, orderExpress, requestReceipt, takeOrder } from './delivery';
import { groupOrderDetail, orderCounts, orderDetail, paidOrders, unpaidGroupOrders } from './queries';
import { parseReceipt } from './receipt';

export const orderRoutes: FastifyPluginAsync<{ db: Db; cache?: SharedCache }> = async (app, { db, cache }) => {
  const reads = checkoutReads(cache);
  app.post('/api/v2/order/check', async (req) => {
    const uid = await currentUid(db, req);
    const body = validate(orderCheckBody, req.body);
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
    const body = validate(orderCreateBody, req.body);
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
    const { page, limit, status } = validate(orderListQuery, req.query);
    const { list, count } = await paidOrders(db, uid, status as number, page, limit);
    const language = requestLanguage(req);
    return ok({ list: list.map((o) => withCarrierName(o, language)), count });
  });

  app.get('/api/order/detail/:id', async (req) => {
    const uid = await currentUid(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    return ok(withCarrierName(await orderDetail(db, uid, id), requestLanguage(req)));
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
    return ok(await orderExpress(db, uid, id, requestLanguage(req)));
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
