import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { COUPON_TYPES, type CouponType } from '../../db/schema';
import { ok } from '../../http/envelope';
import { idField, idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageFields } from '../../lib/paging';
import { currentUser } from '../auth/token';
import { optionalUser } from '../catalog/viewer';
import { receiveCoupon } from './claim';
import { couponGoods } from './coupon-goods';
import { centreOffers, goodsOffers, shopOffers } from './offers';

const couponType = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v),
  z
    .number({ error: '优惠券类型必须是0、1、10、11或12' })
    .refine((t): t is CouponType => (COUPON_TYPES as readonly number[]).includes(t), '优惠券类型必须是0、1、10、11或12')
    .optional(),
);

const centreQuery = z.object({
  type: couponType,
  ...pageFields({ limit: 12 }),
});

/** A required id of the query string; missing or empty → '请选择<what>'. */
const requiredId = (label: string, what: string) =>
  z
    .preprocess((v) => (v === '' ? undefined : v), idField(label).optional())
    .refine((v): v is number => v !== undefined, `请选择${what}`)
    .transform((v) => v as number);

const productQuery = z.object({ product_id: requiredId('商品ID', '商品') });

const couponGoodsQuery = z.object({
  coupon_id: requiredId('优惠券ID', '优惠券'),
  ...pageFields({ limit: 20 }),
});

/** Claiming coupons and the lists that offer them. The viewer's own coupons: `/api/coupon/list`. */
export const couponOfferRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const viewerId = async (req: Parameters<typeof optionalUser>[1]) => (await optionalUser(db, req))?.uid ?? null;

  app.get('/api/coupon/getlst', async (req) => {
    const q = validate(centreQuery, req.query);
    return ok(await centreOffers(db, await viewerId(req), { ...q, type: q.type as CouponType | undefined }));
  });

  app.get('/api/coupon/store/:mer_id', async (req) => {
    const { id } = validate(idParams('店铺ID'), { id: (req.params as { mer_id: string }).mer_id });
    return ok(await shopOffers(db, await viewerId(req), id));
  });

  app.get('/api/coupon/product', async (req) => {
    const { product_id } = validate(productQuery, req.query);
    return ok(await goodsOffers(db, await viewerId(req), product_id));
  });

  app.post('/api/coupon/receive/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('优惠券ID'), req.params);
    return ok(await receiveCoupon(db, user.uid, id), '领取成功');
  });

  app.get('/api/product/spu/coupon_product', async (req) => {
    const q = validate(couponGoodsQuery, req.query);
    return ok(await couponGoods(db, await viewerId(req), q));
  });
};
