import type { FastifyPluginAsync } from 'fastify';
import { signMonthQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { currentMonth, signIn, signInfo, signMonth } from './service';

export const signRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/user/sign/info', async (req) => {
    const user = await currentUser(db, req);
    return ok(await signInfo(db, user.uid));
  });

  app.get('/api/user/sign/month', async (req) => {
    const user = await currentUser(db, req);
    const { month } = validate(signMonthQuery, req.query);
    return ok(await signMonth(db, user.uid, month ?? currentMonth()));
  });

  app.post('/api/user/sign/create', async (req) => {
    const user = await currentUser(db, req);
    const answer = await signIn(db, user.uid);
    return ok(answer, answer.reward > 0 ? `签到成功，获得${answer.reward}积分` : '签到成功');
  });
};
