/**
 * What the group-buy pages read: the goods on group buy (`lst`), one goods with its open groups
 * (`detail`) and one group (`group`). Times are epoch seconds; `server_time` is the server's
 * clock for the pages' countdowns.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  storeCombinationGroup,
  storeCombinationMember,
  storeCombinationProduct,
  storeCombinationSku,
  storeProduct,
  users,
} from '../../db/schema';
import { notFound } from '../../http/envelope';
import { epochSeconds } from '../../lib/epoch-seconds';
import { activityDetailSkus } from '../activity/detail-skus';
import { shownActivityGoods, skuTotals } from '../activity/goods-list';
import { goodsDetail } from '../catalog/goods-detail';
import { joinRefusal } from './goods';
import { GROUP_STATUS_TEXT, NO_GROUP } from './texts';

/** The group a group order joins or opens, or null (not a group-buy order). */
export async function groupOfOrder(db: Db, groupOrderId: number): Promise<number | null> {
  const [m] = await db
    .select({ group_id: storeCombinationMember.group_id })
    .from(storeCombinationMember)
    .where(eq(storeCombinationMember.group_order_id, groupOrderId));
  return m?.group_id ?? null;
}

/** `GET /api/store/product/group/lst {page, limit}`: goods on group buy now. */
export async function groupBuyList(db: Db, q: { page: number; limit: number }, now = Date.now()) {
  const at = new Date(now);
  const { rows, total } = await shownActivityGoods(
    db,
    storeCombinationProduct,
    {
      id: storeCombinationProduct.id,
      product_id: storeProduct.id,
      title: storeCombinationProduct.title,
      store_name: storeProduct.store_name,
      image: storeProduct.image,
      unit_name: storeProduct.unit_name,
      price: storeCombinationProduct.price,
      ot_price: storeProduct.price,
      people: storeCombinationProduct.people,
      stop: storeCombinationProduct.stop_time,
    },
    and(lte(storeCombinationProduct.start_time, at), gt(storeCombinationProduct.stop_time, at)),
    [asc(storeCombinationProduct.sort), asc(storeCombinationProduct.id)],
    q,
  );
  const totals = await skuTotals(
    db,
    storeCombinationSku,
    storeCombinationSku.combination_id,
    rows.map((r) => r.id),
  );
  return {
    server_time: epochSeconds(now),
    count: total,
    list: rows.map(({ stop, ...r }) => {
      const t = totals.get(r.id) ?? { quota: 0, stock: 0 };
      return { ...r, stop: epochSeconds(stop), stock: t.stock, sales: t.quota - t.stock };
    }),
  };
}

/** Paid members of groups, leader first, with their nickname and avatar. */
async function membersOf(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return new Map<number, { uid: number; nickname: string; avatar: string; is_leader: boolean }[]>();
  const rows = await db
    .select({
      group_id: storeCombinationMember.group_id,
      uid: users.uid,
      nickname: users.nickname,
      avatar: users.avatar,
      is_leader: storeCombinationMember.is_leader,
    })
    .from(storeCombinationMember)
    .innerJoin(users, eq(users.uid, storeCombinationMember.uid))
    .where(and(inArray(storeCombinationMember.group_id, groupIds), eq(storeCombinationMember.paid, true)))
    .orderBy(sql`${storeCombinationMember.is_leader} desc`, asc(storeCombinationMember.id));
  const map = new Map<number, { uid: number; nickname: string; avatar: string; is_leader: boolean }[]>();
  for (const { group_id, ...m } of rows) map.set(group_id, [...(map.get(group_id) ?? []), m]);
  return map;
}

const memberView = (m: { uid: number; nickname: string; avatar: string; is_leader: boolean }) => ({
  nickname: m.nickname,
  avatar: m.avatar,
  is_leader: m.is_leader,
});

async function visibleGoods(db: Db, id: number) {
  const [goods] = await db
    .select()
    .from(storeCombinationProduct)
    .where(and(eq(storeCombinationProduct.id, id), eq(storeCombinationProduct.is_show, true)));
  if (!goods) throw notFound('拼团商品不存在或已下架');
  return goods;
}

/**
 * `GET /api/store/product/group/detail/:id`: the goods page of the normal goods with the
 * group-buy SKUs (group price, stock, their own `unique`), the group terms and the groups one can
 * join now (paid leader, a seat left, not ended) with their members' avatars.
 */
export async function groupBuyDetail(db: Db, id: number, uid: number | null, now = Date.now()) {
  const goods = await visibleGoods(db, id);
  const detail = await goodsDetail(db, goods.product_id, uid);
  const { sku, quota, stock } = await activityDetailSkus(
    db,
    storeCombinationSku,
    storeCombinationSku.combination_id,
    id,
    detail.sku,
    (s) => ({ unique: s.unique, price: s.price, ot_price: s.ot_price, stock: s.stock }),
  );
  const groups = await db
    .select()
    .from(storeCombinationGroup)
    .where(
      and(
        eq(storeCombinationGroup.combination_id, id),
        eq(storeCombinationGroup.status, 0),
        gt(storeCombinationGroup.paid_num, 0),
        gt(storeCombinationGroup.ends_at, new Date(now)),
        sql`${storeCombinationGroup.joined} < ${storeCombinationGroup.people}`,
      ),
    )
    .orderBy(asc(storeCombinationGroup.ends_at))
    .limit(10);
  const members = await membersOf(
    db,
    groups.map((g) => g.id),
  );
  const state = now < goods.start_time.getTime() ? 'upcoming' : now >= goods.stop_time.getTime() ? 'ended' : 'open';
  return {
    ...detail,
    price: goods.price,
    ot_price: detail.price,
    stock,
    once_min_count: 1,
    once_max_count: goods.once_num,
    sku,
    normal_sku: detail.sku,
    group_buy: {
      id,
      title: goods.title,
      people: goods.people,
      effective_hours: goods.effective_hours,
      once_num: goods.once_num,
      quota,
      sales: quota - stock,
      start: epochSeconds(goods.start_time),
      stop: epochSeconds(goods.stop_time),
      state,
      server_time: epochSeconds(now),
    },
    groups: groups.map((g) => {
      const list = members.get(g.id) ?? [];
      return {
        id: g.id,
        people: g.people,
        paid_num: g.paid_num,
        left: g.people - g.paid_num,
        ends_at: epochSeconds(g.ends_at),
        leader: memberView(list.find((m) => m.is_leader) ?? list[0]),
        members: list.map(memberView),
        is_member: uid !== null && list.some((m) => m.uid === uid),
      };
    }),
  };
}

/**
 * `GET /api/store/product/group/get/:id`: one group for its page (and its share link): goods,
 * members, state, time left, and whether the viewer may join it (or why not).
 */
export async function groupBuyGroup(db: Db, groupId: number, uid: number | null, now = Date.now()) {
  const [group] = await db
    .select({ g: storeCombinationGroup, c: storeCombinationProduct, p: storeProduct })
    .from(storeCombinationGroup)
    .innerJoin(storeCombinationProduct, eq(storeCombinationProduct.id, storeCombinationGroup.combination_id))
    .innerJoin(storeProduct, eq(storeProduct.id, storeCombinationProduct.product_id))
    .where(and(eq(storeCombinationGroup.id, groupId), gt(storeCombinationGroup.paid_num, 0)));
  if (!group) throw notFound(NO_GROUP);
  const { g, c, p } = group;
  const list = (await membersOf(db, [g.id])).get(g.id) ?? [];
  const isMember = uid !== null && list.some((m) => m.uid === uid);
  const refusal = uid === null ? null : await joinRefusal(db, uid, g.id, c.id, now);
  return {
    id: g.id,
    status: g.status,
    status_text: GROUP_STATUS_TEXT[g.status],
    people: g.people,
    paid_num: g.paid_num,
    left: Math.max(0, g.people - g.paid_num),
    ends_at: epochSeconds(g.ends_at),
    server_time: epochSeconds(now),
    share_link: `/combination_status/${g.id}`,
    members: list.map(memberView),
    goods: {
      id: c.id,
      product_id: p.id,
      store_name: p.store_name,
      image: p.image,
      price: c.price,
      ot_price: p.price,
      unit_name: p.unit_name,
    },
    viewer: {
      logged_in: uid !== null,
      is_member: isMember,
      /** null: may join (after logging in, when logged out) */
      refusal,
    },
  };
}
