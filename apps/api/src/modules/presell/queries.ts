/**
 * What the presell pages read: the goods of one state (`lst`: 0 未开始, 1 正在进行, 2 已结束) and
 * one presell goods (`detail`). Times are epoch seconds; `server_time` is the server's clock for
 * the pages' countdowns.
 */
import { and, asc, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storePresell, storePresellSku, storeProduct } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { epochSeconds } from '../../lib/epoch-seconds';
import { getAgreement } from '../site/service';
import { activityDetailSkus } from '../activity/detail-skus';
import { shownActivityGoods, skuTotals } from '../activity/goods-list';
import { goodsDetail } from '../catalog/goods-detail';
import { presellState, STATE_TEXT, type PresellState } from './state';

function stateWhere(type: PresellState, now: Date): SQL {
  if (type === 0) return gt(storePresell.start_time, now);
  if (type === 1) return and(lte(storePresell.start_time, now), gt(storePresell.end_time, now))!;
  return lte(storePresell.end_time, now);
}

const times = (p: typeof storePresell.$inferSelect) => ({
  start_time: epochSeconds(p.start_time),
  end_time: epochSeconds(p.end_time),
  final_start_time: epochSeconds(p.final_start_time),
  final_end_time: epochSeconds(p.final_end_time),
});

/** `GET /api/store/product/presell/lst {type, page, limit}` */
export async function presellList(
  db: Db,
  q: { type: PresellState; page: number; limit: number },
  now = Date.now(),
) {
  const at = new Date(now);
  const order = q.type === 0 ? asc(storePresell.start_time) : q.type === 1 ? asc(storePresell.end_time) : desc(storePresell.end_time);
  const { rows, total } = await shownActivityGoods(
    db,
    storePresell,
    {
      p: storePresell,
      store_name: storeProduct.store_name,
      image: storeProduct.image,
      ot_price: storeProduct.price,
      unit_name: storeProduct.unit_name,
    },
    stateWhere(q.type, at),
    [asc(storePresell.sort), order, asc(storePresell.id)],
    q,
  );
  const totals = await skuTotals(
    db,
    storePresellSku,
    storePresellSku.presell_id,
    rows.map((r) => r.p.id),
  );
  return {
    server_time: epochSeconds(now),
    count: total,
    list: rows.map(({ p, ...r }) => {
      const t = totals.get(p.id) ?? { quota: 0, stock: 0 };
      return {
        id: p.id,
        product_id: p.product_id,
        store_name: r.store_name,
        image: r.image,
        unit_name: r.unit_name,
        presell_type: p.presell_type,
        price: p.price,
        deposit: p.deposit,
        final_price: p.presell_type === 2 ? p.price - p.deposit : 0,
        ot_price: r.ot_price,
        ...times(p),
        delivery_day: p.delivery_day,
        stock: t.stock,
        sales: t.quota - t.stock,
        state: q.type,
        state_text: STATE_TEXT[q.type],
      };
    }),
  };
}

/**
 * `GET /api/store/product/presell/detail/:id`: the goods page of the normal goods with the
 * presell SKUs (price, deposit, final amount, stock, their own `unique`), the windows, and the
 * presell agreement (定金不退) shown before the deposit is paid.
 */
export async function presellDetail(db: Db, id: number, uid: number | null, now = Date.now()) {
  const [p] = await db
    .select()
    .from(storePresell)
    .where(and(eq(storePresell.id, id), eq(storePresell.is_show, true)));
  if (!p) throw notFound('预售商品不存在或已下架');
  const goods = await goodsDetail(db, p.product_id, uid);
  const { sku, quota, stock } = await activityDetailSkus(
    db,
    storePresellSku,
    storePresellSku.presell_id,
    id,
    goods.sku,
    (s) => ({
      unique: s.unique,
      price: s.price,
      deposit: s.deposit,
      final_price: p.presell_type === 2 ? s.price - s.deposit : 0,
      ot_price: s.ot_price,
      stock: s.stock,
    }),
  );
  const state = presellState(p, now);
  const agree = await getAgreement(db, 'sys_product_presell_agree');
  return {
    ...goods,
    price: p.price,
    ot_price: goods.price,
    stock,
    sku,
    presell: {
      id,
      presell_type: p.presell_type,
      price: p.price,
      deposit: p.deposit,
      final_price: p.presell_type === 2 ? p.price - p.deposit : 0,
      ...times(p),
      delivery_day: p.delivery_day,
      quota,
      sales: quota - stock,
      state,
      state_text: STATE_TEXT[state],
      server_time: epochSeconds(now),
      agreement: agree ?? { title: '预售协议', content: '' },
    },
  };
}
