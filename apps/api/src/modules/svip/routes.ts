import type { FastifyPluginAsync } from 'fastify';
import { payBody, svipOrderBody } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { clientOrigin } from '../pay/routes';
import { payFor } from '../pay/service';
import { svipOrders } from './payable';
import { createSvipOrder, svipOrderStatus, svipPlans } from './service';

export const svipRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/svip/plans', async () => ok(await svipPlans(db)));

  app.post('/api/svip/order', async (req) => {
    const user = await currentUser(db, req);
    const { plan_id } = validate(svipOrderBody, req.body);
    return ok(await createSvipOrder(db, user.uid, plan_id), '下单成功');
  });

  app.post('/api/svip/pay/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    const { type } = validate(payBody, req.body);
    const answer = await payFor(svipOrders, db, user.uid, id, type, clientOrigin(req));
    return ok(answer, answer.status === 'success' ? '支付成功' : '请扫码支付');
  });

  app.get('/api/svip/order/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    return ok(await svipOrderStatus(db, user.uid, id));
  });
};
