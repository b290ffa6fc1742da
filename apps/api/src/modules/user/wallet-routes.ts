import type { FastifyPluginAsync } from 'fastify';
import { heldCouponQuery, ledgerQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { userCoupons } from './coupons';
import { balanceBills, pointsInfo, pointsLedger } from './wallet';

export const walletRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/user/bill', async (req) => {
    const user = await currentUser(db, req);
    const { type, page, limit } = validate(ledgerQuery, req.query);
    return ok(await balanceBills(db, user.uid, type, page, limit));
  });

  app.get('/api/user/integral/info', async (req) => {
    const user = await currentUser(db, req);
    return ok(await pointsInfo(db, user.uid));
  });

  app.get('/api/user/integral/lst', async (req) => {
    const user = await currentUser(db, req);
    const { type, page, limit } = validate(ledgerQuery, req.query);
    return ok(await pointsLedger(db, user.uid, type, page, limit));
  });

  app.get('/api/coupon/list', async (req) => {
    const user = await currentUser(db, req);
    const { statusTag, page, limit } = validate(heldCouponQuery, req.query);
    return ok(await userCoupons(db, user.uid, statusTag, page, limit));
  });
};
