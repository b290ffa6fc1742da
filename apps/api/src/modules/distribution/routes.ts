import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { requiredText, validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { currentUser } from '../auth/token';
import { MAX_CREDIT_FEN } from '../pay/credit';
import { bindSpread } from './binding';
import { brokerageWithdrawals, spreadInfo, spreadOrders } from './queries';
import { withdrawBrokerage } from './withdraw';

export const spreadCodeField = requiredText('邀请码', 16).regex(/^[A-Za-z0-9]+$/, '邀请码格式错误');

const bindBody = z.object({ code: spreadCodeField });

const withdrawBody = z.object({
  /** fen */
  price: z
    .number({ error: '请输入提现金额' })
    .int('提现金额格式错误')
    .min(1, '提现金额必须大于0')
    .max(MAX_CREDIT_FEN, '提现金额过大'),
});

export const distributionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/user/spread/info', async (req) => {
    const user = await currentUser(db, req);
    return ok(await spreadInfo(db, user.uid));
  });

  app.post('/api/user/spread/bind', async (req) => {
    const user = await currentUser(db, req);
    const { code } = validate(bindBody, req.body);
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
    const { price } = validate(withdrawBody, req.body);
    return ok(await withdrawBrokerage(db, user.uid, price), '提现成功，已转入余额');
  });
};
