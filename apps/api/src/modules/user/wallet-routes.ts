import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { currentUser } from '../auth/token';
import { userCoupons } from './coupons';
import { balanceBills, pointsInfo, pointsLedger } from './wallet';

/** A tab number from a query string: '', missing → 0. */
const tab = (error: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? 0 : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { error }),
  );

const billQuery = pageQuery.extend({ type: tab('账单类型必须是0（全部）、1（支出）或2（收入）') });
const couponQuery = pageQuery.extend({ statusTag: tab('优惠券状态必须是0（未使用）、1（已使用）或2（已过期）') });

export const walletRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/user/bill', async (req) => {
    const user = await currentUser(db, req);
    const { type, page, limit } = validate(billQuery, req.query);
    return ok(await balanceBills(db, user.uid, type, page, limit));
  });

  app.get('/api/user/integral/info', async (req) => {
    const user = await currentUser(db, req);
    return ok(await pointsInfo(db, user.uid));
  });

  app.get('/api/user/integral/lst', async (req) => {
    const user = await currentUser(db, req);
    const { type, page, limit } = validate(billQuery, req.query);
    return ok(await pointsLedger(db, user.uid, type, page, limit));
  });

  app.get('/api/coupon/list', async (req) => {
    const user = await currentUser(db, req);
    const { statusTag, page, limit } = validate(couponQuery, req.query);
    return ok(await userCoupons(db, user.uid, statusTag, page, limit));
  });
};
