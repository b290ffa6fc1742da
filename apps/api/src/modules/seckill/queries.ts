/**
 * What the seckill pages read: the slot tabs (`select`), the goods of one slot window (`lst`)
 * and one seckill goods (`detail`). Times are epoch seconds; `server_time` is the server's clock
 * for the pages' countdowns.
 */
import type { SeckillButton } from '@mall/contracts';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  storeProduct,
  storeSeckillActivity,
  storeSeckillProduct,
  storeSeckillSku,
  storeSeckillTime,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { epochSeconds } from '../../lib/epoch-seconds';
import { activityDetailSkus } from '../activity/detail-skus';
import { shownActivityGoods, skuTotals } from '../activity/goods-list';
import { goodsDetail } from '../catalog/goods-detail';
import { boughtOf } from './goods';
import {
  goodsWindow,
  SLOT_STATE_TEXT,
  stateAt,
  windowFor,
  windowsAround,
  type Slot,
  type SlotState,
  type Window,
} from './slots';

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

async function slots(db: Db): Promise<Slot[]> {
  return db
    .select({
      id: storeSeckillTime.id,
      title: storeSeckillTime.title,
      start_hour: storeSeckillTime.start_hour,
      end_hour: storeSeckillTime.end_hour,
    })
    .from(storeSeckillTime)
    .where(eq(storeSeckillTime.is_show, true))
    .orderBy(asc(storeSeckillTime.start_hour));
}

function windowView(w: Window, now: number) {
  const state = stateAt(w, now);
  return {
    id: w.slot.id,
    title: w.slot.title,
    day: w.day,
    start_time: hh(w.slot.start_hour),
    end_time: hh(w.slot.end_hour),
    start: epochSeconds(w.start),
    stop: epochSeconds(w.stop),
    state,
    state_text: SLOT_STATE_TEXT[state],
  };
}

/** `GET /api/store/product/seckill/select`: slot tabs around now; `index` is the one running (or next). */
export async function seckillSlots(db: Db, now = Date.now()) {
  const { list, index } = windowsAround(await slots(db), now);
  return { server_time: epochSeconds(now), index, list: list.map((w) => windowView(w, now)) };
}

const button = (state: SlotState, stock: number): SeckillButton =>
  state === 0 ? 'ended' : state === 2 ? 'upcoming' : stock > 0 ? 'buy' : 'sold_out';

const percent = (quota: number, stock: number) => (quota > 0 ? Math.floor(((quota - stock) * 100) / quota) : 100);

/**
 * `GET /api/store/product/seckill/lst {start_time, end_time, page, limit}`: the goods of the slot
 * window [start_time, end_time) (epoch seconds, one of the windows `select` answers).
 */
export async function seckillGoods(
  db: Db,
  q: { start_time: number; end_time: number; page: number; limit: number },
  now = Date.now(),
) {
  const w = windowFor(await slots(db), q.start_time * 1000, q.end_time * 1000);
  if (!w) throw badRequest('秒杀时间段不存在');
  const { rows, total } = await shownActivityGoods(
    db,
    storeSeckillProduct,
    {
      id: storeSeckillProduct.id,
      product_id: storeProduct.id,
      store_name: storeProduct.store_name,
      image: storeProduct.image,
      price: storeSeckillProduct.price,
      ot_price: storeProduct.price,
      unit_name: storeProduct.unit_name,
    },
    and(
      eq(storeSeckillProduct.time_id, w.slot.id),
      eq(storeSeckillActivity.is_show, true),
      lte(storeSeckillActivity.start_day, w.day),
      gte(storeSeckillActivity.end_day, w.day),
    ),
    [asc(storeSeckillProduct.sort), asc(storeSeckillProduct.id)],
    q,
    { table: storeSeckillActivity, on: eq(storeSeckillActivity.id, storeSeckillProduct.activity_id) },
  );
  const totals = await skuTotals(
    db,
    storeSeckillSku,
    storeSeckillSku.seckill_product_id,
    rows.map((r) => r.id),
  );
  const state = stateAt(w, now);
  return {
    server_time: epochSeconds(now),
    slot: windowView(w, now),
    count: total,
    list: rows.map((r) => {
      const t = totals.get(r.id) ?? { quota: 0, stock: 0 };
      return {
        ...r,
        quota: t.quota,
        stock: t.stock,
        sales: t.quota - t.stock,
        percent: percent(t.quota, t.stock),
        button: button(state, t.stock),
      };
    }),
  };
}

/**
 * `GET /api/store/product/seckill/detail/:id`: the goods page of the normal goods with the
 * seckill SKUs (price, stock, their own `unique`), the window it sells in now or next, the
 * activity's limits and what the viewer has bought of them.
 */
export async function seckillDetail(db: Db, id: number, uid: number | null, now = Date.now()) {
  const [row] = await db
    .select({ p: storeSeckillProduct, a: storeSeckillActivity, t: storeSeckillTime })
    .from(storeSeckillProduct)
    .innerJoin(storeSeckillActivity, eq(storeSeckillActivity.id, storeSeckillProduct.activity_id))
    .innerJoin(storeSeckillTime, eq(storeSeckillTime.id, storeSeckillProduct.time_id))
    .where(
      and(
        eq(storeSeckillProduct.id, id),
        eq(storeSeckillProduct.is_show, true),
        eq(storeSeckillActivity.is_show, true),
      ),
    );
  if (!row) throw notFound('秒杀商品不存在或已下架');
  const goods = await goodsDetail(db, row.p.product_id, uid);
  const { sku, quota, stock } = await activityDetailSkus(
    db,
    storeSeckillSku,
    storeSeckillSku.seckill_product_id,
    id,
    goods.sku,
    (s) => ({ unique: s.unique, price: s.price, ot_price: s.ot_price, stock: s.stock }),
  );
  const w = goodsWindow(row.t, row.a.start_day, row.a.end_day, now);
  const state = stateAt(w, now);
  return {
    ...goods,
    price: row.p.price,
    ot_price: goods.price,
    stock,
    once_min_count: 1,
    once_max_count: row.a.once_num,
    sku,
    seckill: {
      id,
      activity_id: row.a.id,
      title: row.a.title,
      once_num: row.a.once_num,
      all_num: row.a.all_num,
      quota,
      sales: quota - stock,
      percent: percent(quota, stock),
      slot: { id: row.t.id, title: row.t.title, start_time: hh(row.t.start_hour), end_time: hh(row.t.end_hour) },
      day: w.day,
      start: epochSeconds(w.start),
      stop: epochSeconds(w.stop),
      state,
      state_text: SLOT_STATE_TEXT[state],
      button: button(state, stock),
      server_time: epochSeconds(now),
      bought: uid === null ? null : await boughtOf(db, uid, row.a.id, now),
    },
  };
}
