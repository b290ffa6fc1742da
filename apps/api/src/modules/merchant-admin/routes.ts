import type { FastifyPluginAsync } from 'fastify';
import { merchantReplyBody, refundRefuseBody } from '@mall/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { requiredText, validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { agreeRefund, receiveRefund, refuseRefund } from '../after-sales/flow';
import { merchantRefund, merchantRefunds } from '../after-sales/queries';
import { merchantReply } from '../after-sales/reply';
import { addTrackingEvent, shipOrder } from '../order/delivery';
import { merchantOrders } from '../order/queries';
import { merchantOrderBySn } from './orders';
import { currentStaff, staffLogin, staffLogout } from './staff';

const loginBody = z.object({ account: requiredText('账号', 32), password: requiredText('密码', 64) });

const statusOf = (values: number[], label: string, fallback: number | null) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z.union([z.null(), ...values.map((n) => z.literal(n))], { error: label }),
  );

const ordersQuery = pageQuery.extend({ status: statusOf([-2, -1, 0, 1, 2, 3], '订单状态错误', -2) });
const refundsQuery = pageQuery.extend({ status: statusOf([-2, -1, 0, 1, 2, 3], '退款状态错误', null) });

const shipBody = z.object({
  delivery_type: z.enum(['express', 'delivery'], { error: '发货方式错误' }).optional().default('express'),
  delivery_name: requiredText('快递公司', 32),
  delivery_id: requiredText('快递单号', 64),
  same_parcel: z.boolean({ error: '同包裹确认格式错误' }).optional(),
});

const snParams = z.object({ sn: requiredText('订单号', 64) });
const trackBody = z.object({ message: requiredText('物流信息', 100) });

/** The merchant API: every call acts only on the signed-in staff member's own merchant. */
export const merchantAdminRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post('/api/merchant/login', async (req) => {
    const { account, password } = validate(loginBody, req.body);
    return ok(await staffLogin(db, account, password, req.ip), '登录成功');
  });

  app.post('/api/merchant/logout', async (req) => {
    await staffLogout(db, req);
    return ok(null, '已退出登录');
  });

  app.get('/api/merchant/orders', async (req) => {
    const staff = await currentStaff(db, req);
    const { status, page, limit } = validate(ordersQuery, req.query);
    return ok(await merchantOrders(db, staff.mer_id, status ?? -2, page, limit));
  });

  /** The order of this number, when it is the staff member's merchant's (the CLI ships by number). */
  app.get('/api/merchant/order_sn/:sn', async (req) => {
    const staff = await currentStaff(db, req);
    const { sn } = validate(snParams, req.params);
    return ok(await merchantOrderBySn(db, staff.mer_id, sn));
  });

  app.post('/api/merchant/order/:id/ship', async (req) => {
    const staff = await currentStaff(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    const body = validate(shipBody, req.body);
    return ok(await shipOrder(db, staff.mer_id, id, body), '发货成功');
  });

  app.post('/api/merchant/order/:id/track', async (req) => {
    const staff = await currentStaff(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    const { message } = validate(trackBody, req.body);
    await addTrackingEvent(db, staff.mer_id, id, message);
    return ok(null, '添加成功');
  });

  app.get('/api/merchant/refunds', async (req) => {
    const staff = await currentStaff(db, req);
    const { status, page, limit } = validate(refundsQuery, req.query);
    return ok(await merchantRefunds(db, staff.mer_id, status, page, limit));
  });

  app.post('/api/merchant/refund/:id/agree', async (req) => {
    const staff = await currentStaff(db, req);
    const { id } = validate(idParams('退款单ID'), req.params);
    await agreeRefund(db, staff.mer_id, id);
    return ok(await merchantRefund(db, staff.mer_id, id), '已同意');
  });

  app.post('/api/merchant/refund/:id/refuse', async (req) => {
    const staff = await currentStaff(db, req);
    const { id } = validate(idParams('退款单ID'), req.params);
    const { reason } = validate(refundRefuseBody, req.body);
    await refuseRefund(db, staff.mer_id, id, reason);
    return ok(await merchantRefund(db, staff.mer_id, id), '已拒绝');
  });

  app.post('/api/merchant/refund/:id/receive', async (req) => {
    const staff = await currentStaff(db, req);
    const { id } = validate(idParams('退款单ID'), req.params);
    await receiveRefund(db, staff.mer_id, id);
    return ok(await merchantRefund(db, staff.mer_id, id), '已确认收货并退款');
  });

  app.post('/api/merchant/reply/:id', async (req) => {
    const staff = await currentStaff(db, req);
    const { id } = validate(idParams('评价ID'), req.params);
    const { content } = validate(merchantReplyBody, req.body);
    await merchantReply(db, staff.mer_id, id, content);
    return ok(null, '回复成功');
  });
};
