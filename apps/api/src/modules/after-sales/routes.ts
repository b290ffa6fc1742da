import type { FastifyPluginAsync } from 'fastify';
import type { RefundProducts } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { requestLanguage } from '../../http/language/message-language';
import { couriersIn } from '../logistics/couriers';
import { builtinLogistics } from '../logistics/provider';
import { applyRefund, refundableProducts } from './apply';
import { cancelRefund, deleteRefund, sendBackGoods } from './flow';
import {
  applyBody,
  orderIdParams,
  refundListQuery,
  refundProductQuery,
  replyBody,
  replyParams,
  returnShipmentBody,
} from './inputs';
import { buyerRefund, buyerRefunds, refundIn } from './queries';
import { createReply, replyTarget } from './reply';
import { refundMessagesIn } from './texts';

/** The buyer's refunds and reviews, and the lists their pages pick from. */
export const afterSalesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/common/refund_message', async (req) => ok(refundMessagesIn(requestLanguage(req))));
  app.get('/api/common/express', async (req) => ok(couriersIn(requestLanguage(req))));

  const products = async (uid: number, orderId: number, ids: number[] | null) => {
    const { order, mer_name, product, postage_price, total_refund_price } = await refundableProducts(
      db,
      uid,
      orderId,
      ids,
    );
    return {
      order_id: order.id,
      order_sn: order.order_sn,
      mer_id: order.mer_id,
      mer_name,
      status: order.status,
      postage_price,
      product,
      total_refund_price,
    } satisfies RefundProducts;
  };

  app.get('/api/refund/product/:order_id', async (req) => {
    const user = await currentUser(db, req);
    const { order_id } = validate(orderIdParams, req.params);
    const { ids } = validate(refundProductQuery, req.query);
    return ok(await products(user.uid, order_id, ids));
  });

  app.get('/api/refund/batch_product/:order_id', async (req) => {
    const user = await currentUser(db, req);
    const { order_id } = validate(orderIdParams, req.params);
    return ok(await products(user.uid, order_id, null));
  });

  app.post('/api/refund/apply/:order_id', async (req) => {
    const user = await currentUser(db, req);
    const { order_id } = validate(orderIdParams, req.params);
    const body = validate(applyBody, req.body);
    return ok(await applyRefund(db, user.uid, order_id, body), '申请成功');
  });

  app.get('/api/refund/list', async (req) => {
    const user = await currentUser(db, req);
    const { page, limit, type } = validate(refundListQuery, req.query);
    return ok(await buyerRefunds(db, user.uid, type, page, limit));
  });

  app.get('/api/refund/detail/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('退款单ID'), req.params);
    return ok(refundIn(await buyerRefund(db, user.uid, id), requestLanguage(req)));
  });

  app.post('/api/refund/cancel/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('退款单ID'), req.params);
    await cancelRefund(db, user.uid, id);
    return ok(null, '已取消申请');
  });

  app.post('/api/refund/back_goods/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('退款单ID'), req.params);
    const body = validate(returnShipmentBody, req.body);
    await sendBackGoods(db, user.uid, id, body);
    return ok(null, '提交成功');
  });

  app.get('/api/refund/express/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('退款单ID'), req.params);
    const language = requestLanguage(req);
    const refund = refundIn(await buyerRefund(db, user.uid, id), language);
    const list = refund.delivery_id
      ? await builtinLogistics.track(
          db,
          { code: refund.delivery_type, no: refund.delivery_id, since: refund.created_at },
          language,
        )
      : [];
    return ok({
      refund_order_id: refund.refund_order_id,
      delivery_type: refund.delivery_type,
      delivery_name: refund.delivery_name,
      delivery_id: refund.delivery_id,
      list,
    });
  });

  app.post('/api/refund/del/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('退款单ID'), req.params);
    await deleteRefund(db, user.uid, id);
    return ok(null, '删除成功');
  });

  app.get('/api/reply/product/:unique', async (req) => {
    const user = await currentUser(db, req);
    const { unique } = validate(replyParams, req.params);
    return ok(await replyTarget(db, user.uid, unique));
  });

  app.post('/api/reply/:unique', async (req) => {
    const user = await currentUser(db, req);
    const { unique } = validate(replyParams, req.params);
    const body = validate(replyBody, req.body);
    return ok(await createReply(db, user.uid, unique, body), '评价成功');
  });
};
