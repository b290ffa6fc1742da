/**
 * What the bargain pages read: the goods open for bargains (`lst`), one bargain goods (`detail`),
 * one bargain with its helpers (`status`, public: it is the page a share link opens) and the
 * user's bargains (`my`). Times are epoch seconds; `server_time` is the server's clock for the
 * pages' countdowns. Money in fen.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  storeBargain,
  storeBargainHelp,
  storeBargainProduct,
  storeBargainSku,
  storeProduct,
  users,
} from '../../db/schema';
import { notFound } from '../../http/envelope';
import { epochSeconds } from '../../lib/epoch-seconds';
import { onPage } from '../../lib/paging';
import { activityDetailSkus } from '../activity/detail-skus';
import { shownActivityGoods } from '../activity/goods-list';
import { goodsDetail } from '../catalog/goods-detail';
import { GOODS_GONE, NOT_FOUND } from './messages';

/** 1 砍价中, 10 砍价成功 / 已购买, -1 已结束; one past its end is ended even before the expiry job passes. */
function stateOf(
  b: { status: number; ends_at: Date; group_order_id: number | null; bought_at: Date | null },
  now: number,
) {
  const status = b.status === 1 && b.ends_at.getTime() <= now && b.group_order_id === null ? -1 : b.status;
  const text = status === 1 ? '砍价中' : status === -1 ? '已结束' : b.bought_at ? '已购买' : '砍价成功';
  return { status, status_text: text };
}

/** How far the price has come from the original towards the floor, in percent. */
const progress = (b: { ot_price: number; min_price: number; price: number }) =>
  Math.floor(((b.ot_price - b.price) * 100) / (b.ot_price - b.min_price));

/** Lowest original and floor price, stock and number of bargains per bargain goods. */
async function goodsFigures(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { price: number; min_price: number; stock: number; people: number }>();
  const skus = await db
    .select({
      id: storeBargainSku.bargain_product_id,
      price: sql<number>`min(${storeBargainSku.price})::int`,
      min_price: sql<number>`min(${storeBargainSku.min_price})::int`,
      stock: sql<number>`sum(${storeBargainSku.stock})::int`,
    })
    .from(storeBargainSku)
    .where(inArray(storeBargainSku.bargain_product_id, ids))
    .groupBy(storeBargainSku.bargain_product_id);
  const people = await db
    .select({ id: storeBargain.bargain_product_id, n: count() })
    .from(storeBargain)
    .where(inArray(storeBargain.bargain_product_id, ids))
    .groupBy(storeBargain.bargain_product_id);
  const n = new Map(people.map((p) => [p.id, p.n]));
  return new Map(skus.map((s) => [s.id, { ...s, people: n.get(s.id) ?? 0 }]));
}

/** `GET /api/store/product/bargain/lst {page, limit}`: goods open for new bargains now. */
export async function bargainGoods(db: Db, q: { page: number; limit: number }, now = new Date()) {
  const { rows, total } = await shownActivityGoods(
    db,
    storeBargainProduct,
    {
      id: storeBargainProduct.id,
      product_id: storeProduct.id,
      store_name: storeProduct.store_name,
      image: storeProduct.image,
      unit_name: storeProduct.unit_name,
      help_num: storeBargainProduct.help_num,
      stop_time: storeBargainProduct.stop_time,
    },
    and(lte(storeBargainProduct.start_time, now), gt(storeBargainProduct.stop_time, now)),
    [asc(storeBargainProduct.sort), desc(storeBargainProduct.id)],
    q,
  );
  const figures = await goodsFigures(
    db,
    rows.map((r) => r.id),
  );
  return {
    server_time: epochSeconds(now),
    count: total,
    list: rows.map((r) => ({
      ...r,
      stop_time: epochSeconds(r.stop_time),
      ...(figures.get(r.id) ?? { price: 0, min_price: 0, stock: 0, people: 0 }),
    })),
  };
}

/**
 * `GET /api/store/product/bargain/detail/:id`: the goods page of the normal goods with the
 * bargain SKUs (original and floor price, stock, their own `unique`), the rules and window, and
 * the viewer's bargain of these goods in progress.
 */
export async function bargainDetail(db: Db, id: number, uid: number | null, now = new Date()) {
  const [row] = await db
    .select()
    .from(storeBargainProduct)
    .where(and(eq(storeBargainProduct.id, id), eq(storeBargainProduct.is_show, true)));
  if (!row) throw notFound(GOODS_GONE);
  const goods = await goodsDetail(db, row.product_id, uid);
  const { sku } = await activityDetailSkus(
    db,
    storeBargainSku,
    storeBargainSku.bargain_product_id,
    id,
    goods.sku,
    (s) => ({ unique: s.unique, price: s.price, ot_price: s.price, min_price: s.min_price, stock: s.stock }),
  );
  const figures = (await goodsFigures(db, [id])).get(id)!;
  const [mine] =
    uid === null
      ? []
      : await db
          .select({ id: storeBargain.id })
          .from(storeBargain)
          .where(
            and(
              eq(storeBargain.bargain_product_id, id),
              eq(storeBargain.uid, uid),
              eq(storeBargain.status, 1),
              gt(storeBargain.ends_at, now),
            ),
          );
  const state = now < row.start_time ? 0 : now < row.stop_time ? 1 : 2;
  return {
    ...goods,
    price: figures.price,
    ot_price: figures.price,
    stock: figures.stock,
    once_min_count: 1,
    once_max_count: 1,
    sku,
    bargain: {
      id,
      min_price: figures.min_price,
      help_num: row.help_num,
      hours: row.hours,
      people: figures.people,
      start_time: epochSeconds(row.start_time),
      stop_time: epochSeconds(row.stop_time),
      state,
      state_text: ['未开始', '进行中', '已结束'][state],
      server_time: epochSeconds(now),
      my_bargain_id: mine?.id ?? null,
    },
  };
}

/**
 * `GET /api/store/product/bargain/status/:id`: a bargain with its goods, owner, helpers (newest
 * first) and what the viewer can do: help (a logged-in friend who has not helped) or buy (the
 * owner). The buying key goes to the owner only.
 */
export async function bargainStatus(db: Db, id: number, uid: number | null, now = Date.now()) {
  const [row] = await db
    .select({
      b: storeBargain,
      sku: storeBargainSku.sku,
      product_id: storeProduct.id,
      store_name: storeProduct.store_name,
      image: storeProduct.image,
      owner: { nickname: users.nickname, avatar: users.avatar },
    })
    .from(storeBargain)
    .innerJoin(storeBargainSku, eq(storeBargainSku.id, storeBargain.bargain_sku_id))
    .innerJoin(storeBargainProduct, eq(storeBargainProduct.id, storeBargain.bargain_product_id))
    .innerJoin(storeProduct, eq(storeProduct.id, storeBargainProduct.product_id))
    .innerJoin(users, eq(users.uid, storeBargain.uid))
    .where(eq(storeBargain.id, id));
  if (!row) throw notFound(NOT_FOUND);
  const b = row.b;
  const helps = await db
    .select({
      uid: users.uid,
      nickname: users.nickname,
      avatar: users.avatar,
      amount: storeBargainHelp.price,
      at: storeBargainHelp.created_at,
    })
    .from(storeBargainHelp)
    .innerJoin(users, eq(users.uid, storeBargainHelp.uid))
    .where(eq(storeBargainHelp.bargain_id, id))
    .orderBy(desc(storeBargainHelp.id));
  const state = stateOf(b, now);
  const isOwner = uid === b.uid;
  const helped = uid === null ? undefined : helps.find((h) => h.uid === uid);
  return {
    id: b.id,
    ...state,
    ot_price: b.ot_price,
    min_price: b.min_price,
    price: b.price,
    help_num: b.help_num,
    help_count: b.help_count,
    percent: progress(b),
    ends_at: epochSeconds(b.ends_at),
    server_time: epochSeconds(now),
    goods: {
      id: b.bargain_product_id,
      product_id: row.product_id,
      store_name: row.store_name,
      image: row.image,
      sku: row.sku,
    },
    owner: row.owner,
    helps: helps.map((h) => ({ nickname: h.nickname, avatar: h.avatar, amount: h.amount, time: epochSeconds(h.at) })),
    viewer: {
      is_owner: isOwner,
      helped_amount: helped?.amount ?? null,
      can_help: uid !== null && !isOwner && !helped && state.status === 1 && b.group_order_id === null,
      can_buy: isOwner && b.group_order_id === null && (state.status === 1 || (state.status === 10 && !b.bought_at)),
      unique: isOwner ? b.unique : null,
      group_order_id: isOwner ? b.group_order_id : null,
    },
  };
}

/** `GET /api/store/product/bargain/my {page, limit}`: the user's bargains, newest first. */
export async function myBargains(db: Db, uid: number, q: { page: number; limit: number }, now = Date.now()) {
  const rows = await onPage(
    db
      .select({
        b: storeBargain,
        sku: storeBargainSku.sku,
        product_id: storeProduct.id,
        store_name: storeProduct.store_name,
        image: storeProduct.image,
      })
      .from(storeBargain)
      .innerJoin(storeBargainSku, eq(storeBargainSku.id, storeBargain.bargain_sku_id))
      .innerJoin(storeBargainProduct, eq(storeBargainProduct.id, storeBargain.bargain_product_id))
      .innerJoin(storeProduct, eq(storeProduct.id, storeBargainProduct.product_id))
      .where(eq(storeBargain.uid, uid))
      .orderBy(desc(storeBargain.id))
      .$dynamic(),
    q,
  );
  const [{ total }] = await db.select({ total: count() }).from(storeBargain).where(eq(storeBargain.uid, uid));
  return {
    count: total,
    list: rows.map(({ b, ...g }) => ({
      id: b.id,
      ...stateOf(b, now),
      ot_price: b.ot_price,
      min_price: b.min_price,
      price: b.price,
      help_num: b.help_num,
      help_count: b.help_count,
      percent: progress(b),
      ends_at: epochSeconds(b.ends_at),
      goods: { id: b.bargain_product_id, ...g },
    })),
  };
}
