import type { FastifyPluginAsync } from 'fastify';
import { brokerageWithdrawBody, spreadBindBody } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { currentUser } from '../auth/token';
import { bindSpread } from './binding';
import { brokerageWithdrawals, spreadInfo, spreadOrders } from './queries';
import { withdrawBrokerage } from './withdraw';

export const distributionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/user/spread/info', async (req) => {
    const user = await currentUser(db, req);
    return ok(await spreadInfo(db, user.uid));
  });

  app.post('/api/user/spread/bind', async (req) => {
    const user = await currentUser(db, req);
    const { code } = validate(spreadBindBody, req.body);
    await bindSpread(db, user.uid, code);
    return ok(null, '绑定成功');
  });

  app.get('/api/user/spread_order', async (req) => {
    const user = await currentUser(db, req);
    const { page, limit } = validate(pageQuery, req.query);
    return ok(await spreadOrders(db, user.uid, page, limit));
  });

  app.get('/api/user/brokerage_list', async (req) => {
    const user = await currentUser(db, req);
    const { page, limit } = validate(pageQuery, req.query);
    return ok(await brokerageWithdrawals(db, user.uid, page, limit));
  });

  app.post('/api/user/brokerage/withdraw', async (req) => {
    const user = await currentUser(db, req);
    const { price } = validate(brokerageWithdrawBody, req.body);
    return ok(await withdrawBrokerage(db, user.uid, price), '提现成功，已转入余额');
  });
};
