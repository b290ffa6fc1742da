/** What order/check and order/create read from the database to price a checkout. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { storeCart, storeCategory, systemConfig } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { assertQuantity, findSkus, goodsImage, type SkuGoods } from '../cart/goods';
import { isActivityGoods, ProductType } from '../activity/kind';
import { activityKind } from '../activity/registry';
import type { PriceLine } from './pricing';

export interface CheckoutLine extends PriceLine {
  goods: SkuGoods;
  is_new: boolean;
  activity_ref: number;
}

const checkoutCarts = (db: Db) =>
  prepared(db, 'checkout_carts', (d) =>
    d
      .select()
      .from(storeCart)
      .where(
        and(
          eq(storeCart.uid, sql.placeholder('uid')),
          sql`${storeCart.id} = any(${sql.placeholder('ids')}::integer[])`,
        ),
      )
      .orderBy(storeCart.id)
      .prepare('checkout_carts'),
  );

export const CART_CHANGED = '购物车商品不存在，请刷新页面';

/** The cart lines of a checkout, each the user's and buyable in its quantity now. */
export async function checkoutLines(
  db: Db,
  uid: number,
  cartIds: number[],
  paths: (ids: number[]) => Promise<Record<number, number[]>> = (ids) => categoryPaths(db, ids),
): Promise<CheckoutLine[]> {
  const carts = await checkoutCarts(db).execute({ uid, ids: cartIds });
  if (carts.length !== cartIds.length) throw badRequest(CART_CHANGED);
  if (carts.some((c) => c.is_new) && carts.length > 1) throw badRequest('立即购买的商品需单独结算');
  const goods = new Map<string, SkuGoods>();
  for (const type of new Set(carts.map((c) => c.product_type))) {
    const kind = activityKind(type);
    if (type !== ProductType.normal && !kind) throw badRequest('暂不支持该类型的商品');
    const items = carts
      .filter((c) => c.product_type === type)
      .map((c) => ({ product_id: c.product_id, unique: c.product_attr_unique }));
    const found = await (kind ? kind.findSkus(db, items) : findSkus(db, items));
    for (const [unique, g] of found) goods.set(`${type}:${unique}`, g);
  }
  const known = await paths([...new Set([...goods.values()].map((g) => g.cate_id))]);
  const categories = (id: number) => known[id] ?? [id];
  const lines: CheckoutLine[] = [];
  for (const c of carts) {
    const g = goods.get(`${c.product_type}:${c.product_attr_unique}`);
    if (!g) throw badRequest('商品规格已不存在，请返回购物车修改');
    const kind = activityKind(c.product_type);
    if (kind && isActivityGoods(g)) await kind.assertOpen(db, g, uid, c.activity_ref);
    assertQuantity(g, c.cart_num, g.title);
    lines.push({
      cart_id: c.id,
      mer_id: g.mer_id,
      product_id: g.product_id,
      categories: categories(g.cate_id),
      price: g.price,
      num: c.cart_num,
      own_price: kind !== undefined,
      couponable: kind?.couponable ?? true,
      goods: g,
      is_new: c.is_new,
      activity_ref: c.activity_ref,
    });
  }
  return lines;
}

/** Each of the categories with its ancestors (category scope of platform coupons), by id. */
export async function categoryPaths(db: Db, ids: number[]): Promise<Record<number, number[]>> {
  const rows = await db.execute(sql`
    with recursive up(leaf, id, pid, depth) as (
      select id, id, pid, 0 from ${storeCategory} where id in ${sql.raw(`(${ids.map(Number).join(',') || 0})`)}
      union all
      select up.leaf, c.id, c.pid, up.depth + 1 from ${storeCategory} c join up on c.id = up.pid where up.depth < 5
    )
    select leaf, id from up`);
  const paths: Record<number, number[]> = {};
  for (const r of (rows as unknown as { rows: { leaf: number; id: number }[] }).rows) {
    (paths[Number(r.leaf)] ??= []).push(Number(r.id));
  }
  return paths;
}

/** Points settings in `system_config` (defaults: on, 1 point = 1 fen, at most 50% of the amount). */
export async function pointsSettings(db: Db) {
  const keys = ['integral_status', 'integral_fen_per_point', 'integral_max_rate'];
  const rows = await db.select().from(systemConfig).where(inArray(systemConfig.key, keys));
  const value = (key: string, fallback: number) => {
    const v = Number(rows.find((r) => r.key === key)?.value ?? fallback);
    return Number.isFinite(v) && v >= 0 ? Math.floor(v) : fallback;
  };
  return {
    enabled: value('integral_status', 0) === 1,
    fenPerPoint: value('integral_fen_per_point', 1),
    maxRate: Math.min(100, value('integral_max_rate', 50)),
  };
}

export const lineImage = (l: CheckoutLine) => goodsImage(l.goods);
