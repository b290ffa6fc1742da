/**
 * Lists the user centre shows for other features: followed live anchors, presell orders. They
 * read real tables and may be empty. (Promotion orders: src/modules/distribution.)
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  liveAnchor,
  liveRoom,
  merchant,
  storeOrder,
  storeOrderProduct,
  storePresellOrder,
  userAnchorFollow,
} from '../../db/schema';
import { onPage } from '../../lib/paging';

/** The anchor's room on air now (the latest one), or null. */
const liveRoomOf = sql<number | null>`(select ${liveRoom.id} from ${liveRoom} where ${liveRoom.anchor_id} = ${liveAnchor.id} and ${liveRoom.status} = 1 order by ${liveRoom.start_time} desc limit 1)`;

/** `GET /api/user/anchor/lst`: live anchors the user follows, with the room they are live in. */
export async function followedAnchors(db: Db, uid: number, page: number, limit: number) {
  const where = eq(userAnchorFollow.uid, uid);
  const list = await onPage(
    db
      .select({
        anchor_id: liveAnchor.id,
        nickname: liveAnchor.nickname,
        avatar: liveAnchor.avatar,
        fans: liveAnchor.fans,
        live_room_id: liveRoomOf,
        mer_id: liveAnchor.mer_id,
        mer_name: merchant.mer_name,
        created_at: userAnchorFollow.created_at,
      })
      .from(userAnchorFollow)
      .innerJoin(liveAnchor, eq(liveAnchor.id, userAnchorFollow.anchor_id))
      .leftJoin(merchant, eq(merchant.id, liveAnchor.mer_id))
      .where(where)
      .orderBy(desc(userAnchorFollow.created_at), desc(userAnchorFollow.id))
      .$dynamic(),
    { page, limit },
  );
  return {
    count: await db.$count(userAnchorFollow, where),
    list: list.map((a) => ({ ...a, is_live: a.live_room_id !== null })),
  };
}

/**
 * `GET /api/user/presell_order`: the user's presell orders (activity_type 2), newest first, each
 * with its purchase: deposit, final amount and window; `server_time` (epoch seconds) is the clock
 * the page compares the final window with (去付尾款), not the browser's.
 */
export async function presellOrders(db: Db, uid: number, page: number, limit: number) {
  const where = and(eq(storeOrder.uid, uid), eq(storeOrder.is_del, false), eq(storeOrder.activity_type, 2));
  const orders = await onPage(
    db
      .select({
        order_id: storeOrder.id,
        order_sn: storeOrder.order_sn,
        group_order_id: storeOrder.group_order_id,
        mer_name: merchant.mer_name,
        status: storeOrder.status,
        paid: storeOrder.paid,
        is_cancel: storeOrder.is_cancel,
        pay_price: storeOrder.pay_price,
        total_num: storeOrder.total_num,
        created_at: storeOrder.created_at,
        presell: {
          status: storePresellOrder.status,
          presell_type: storePresellOrder.presell_type,
          deposit_price: storePresellOrder.deposit_price,
          final_price: storePresellOrder.final_price,
          coupon_price: storePresellOrder.coupon_price,
          pay_price: storePresellOrder.pay_price,
          final_start_time: storePresellOrder.final_start_time,
          final_end_time: storePresellOrder.final_end_time,
          delivery_day: storePresellOrder.delivery_day,
        },
      })
      .from(storeOrder)
      .innerJoin(merchant, eq(merchant.id, storeOrder.mer_id))
      .leftJoin(storePresellOrder, eq(storePresellOrder.order_id, storeOrder.id))
      .where(where)
      .orderBy(desc(storeOrder.created_at), desc(storeOrder.id))
      .$dynamic(),
    { page, limit },
  );
  const lines = orders.length
    ? await db
        .select({ order_id: storeOrderProduct.order_id, title: storeOrderProduct.title, image: storeOrderProduct.image, sku: storeOrderProduct.sku, product_num: storeOrderProduct.product_num })
        .from(storeOrderProduct)
        .where(inArray(storeOrderProduct.order_id, orders.map((o) => o.order_id)))
    : [];
  const [{ n }] = await db.select({ n: count() }).from(storeOrder).where(where);
  return {
    server_time: Math.floor(Date.now() / 1000),
    count: n,
    list: orders.map((o) => ({ ...o, goods: lines.filter((l) => l.order_id === o.order_id) })),
  };
}
