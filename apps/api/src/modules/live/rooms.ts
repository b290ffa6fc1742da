/**
 * What the live pages read: rooms by status, one room with its pinned goods, an anchor's
 * profile with their rooms and replays. Times are epoch seconds.
 */
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveAnchor, liveRoom, liveRoomGoods, merchant, storeProduct, storeProductAttrValue, userAnchorFollow } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { onPage } from '../../lib/paging';

export const ROOM_STATUS_TEXT = { 0: '预告', 1: '直播中', 2: '回放' } as const;
export type RoomStatus = keyof typeof ROOM_STATUS_TEXT;

const roomColumns = {
  id: liveRoom.id,
  title: liveRoom.title,
  cover: liveRoom.cover,
  status: liveRoom.status,
  start_time: sql<number>`extract(epoch from ${liveRoom.start_time})::int`,
  viewers: liveRoom.viewers,
  likes: liveRoom.likes,
  anchor_id: liveAnchor.id,
  anchor_name: liveAnchor.nickname,
  anchor_avatar: liveAnchor.avatar,
};

const withText = <R extends { status: number }>(r: R) => ({ ...r, status_text: ROOM_STATUS_TEXT[r.status as RoomStatus] });

/** Live rooms first by their start, coming ones soonest first, replays latest first. */
const roomOrder = (status: RoomStatus) => (status === 0 ? asc(liveRoom.start_time) : desc(liveRoom.start_time));

/** `GET /api/live/room/lst {status, page, limit}` */
export async function roomList(db: Db, q: { status: RoomStatus; page: number; limit: number }) {
  const where = eq(liveRoom.status, q.status);
  const list = await onPage(
    db
      .select(roomColumns)
      .from(liveRoom)
      .innerJoin(liveAnchor, eq(liveAnchor.id, liveRoom.anchor_id))
      .where(where)
      .orderBy(roomOrder(q.status), desc(liveRoom.id))
      .$dynamic(),
    q,
  );
  const [{ total }] = await db.select({ total: count() }).from(liveRoom).where(where);
  return { count: total, list: list.map(withText) };
}

export async function isFollowing(db: Db, uid: number | null, anchorId: number) {
  if (uid === null) return false;
  return (await db.$count(userAnchorFollow, and(eq(userAnchorFollow.uid, uid), eq(userAnchorFollow.anchor_id, anchorId)))) > 0;
}

async function anchorCard(db: Db, id: number) {
  const [anchor] = await db
    .select({
      id: liveAnchor.id,
      nickname: liveAnchor.nickname,
      avatar: liveAnchor.avatar,
      intro: liveAnchor.intro,
      fans: liveAnchor.fans,
      mer_id: merchant.id,
      mer_name: merchant.mer_name,
    })
    .from(liveAnchor)
    .innerJoin(merchant, eq(merchant.id, liveAnchor.mer_id))
    .where(eq(liveAnchor.id, id));
  return anchor;
}

/** Pinned goods in order, each with the SKU the room sells (the cheapest one in stock). */
async function pinnedGoods(db: Db, roomId: number) {
  const goods = await db
    .select({
      product_id: storeProduct.id,
      store_name: storeProduct.store_name,
      image: storeProduct.image,
      price: storeProduct.price,
      ot_price: storeProduct.ot_price,
      sales: storeProduct.sales,
      stock: storeProduct.stock,
      unit_name: storeProduct.unit_name,
    })
    .from(liveRoomGoods)
    .innerJoin(storeProduct, eq(storeProduct.id, liveRoomGoods.product_id))
    .where(and(eq(liveRoomGoods.room_id, roomId), eq(storeProduct.is_show, true)))
    .orderBy(asc(liveRoomGoods.sort), asc(storeProduct.id));
  const skus = await db
    .selectDistinctOn([storeProductAttrValue.product_id], {
      product_id: storeProductAttrValue.product_id,
      unique: storeProductAttrValue.unique,
      sku: storeProductAttrValue.sku,
      price: storeProductAttrValue.price,
    })
    .from(storeProductAttrValue)
    .where(and(inArray(storeProductAttrValue.product_id, goods.length ? goods.map((g) => g.product_id) : [0]), gt(storeProductAttrValue.stock, 0)))
    .orderBy(storeProductAttrValue.product_id, asc(storeProductAttrValue.price), asc(storeProductAttrValue.id));
  const byGoods = new Map(skus.map((s) => [s.product_id, s]));
  return goods.map((g, i) => {
    const sku = byGoods.get(g.product_id);
    return { ...g, index: i + 1, unique: sku?.unique ?? null, sku: sku?.sku ?? '', price: sku?.price ?? g.price };
  });
}

export async function roomRow(db: Db, id: number) {
  const [room] = await db.select().from(liveRoom).where(eq(liveRoom.id, id));
  if (!room) throw notFound('直播间不存在');
  return room;
}

/** `GET /api/live/room/detail/:id`: the room, its stream, its anchor (followed or not) and pinned goods. */
export async function roomDetail(db: Db, id: number, uid: number | null) {
  const room = await roomRow(db, id);
  const anchor = await anchorCard(db, room.anchor_id);
  return {
    id: room.id,
    title: room.title,
    cover: room.cover,
    status: room.status,
    status_text: ROOM_STATUS_TEXT[room.status as RoomStatus],
    start_time: Math.floor(room.start_time.getTime() / 1000),
    stream_url: room.status === 0 ? '' : room.stream_url,
    viewers: room.viewers,
    likes: room.likes,
    anchor: { ...anchor, is_follow: await isFollowing(db, uid, anchor.id) },
    goods: await pinnedGoods(db, room.id),
  };
}

/** `GET /api/live/anchor/detail/:id`: profile, followed or not, rooms (live and coming) and replays. */
export async function anchorProfile(db: Db, id: number, uid: number | null) {
  const anchor = await anchorCard(db, id);
  if (!anchor) throw notFound('主播不存在');
  const rooms = await db
    .select(roomColumns)
    .from(liveRoom)
    .innerJoin(liveAnchor, eq(liveAnchor.id, liveRoom.anchor_id))
    .where(eq(liveRoom.anchor_id, id))
    .orderBy(asc(liveRoom.status), desc(liveRoom.start_time), desc(liveRoom.id))
    .limit(60);
  const all = rooms.map(withText);
  return {
    ...anchor,
    is_follow: await isFollowing(db, uid, id),
    is_live: all.some((r) => r.status === 1),
    rooms: all.filter((r) => r.status !== 2),
    replays: all.filter((r) => r.status === 2),
  };
}
