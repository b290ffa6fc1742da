/**
 * POST /api/v2/order/create: turns a checkout key into one group order and one order per
 * merchant, in one transaction. Stock is taken with conditional updates (never below zero; the
 * CHECK constraint backs it), coupons are marked used only while unused, points only while
 * held. A repeated request (same request id) answers the order the first one made.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderCheckout,
  storeCouponUser,
  storeGroupOrder,
  userBill,
  users,
  type AddressSnapshot,
  type ReceiptData,
} from '../../db/schema';
import { ApiError, badRequest } from '../../http/envelope';
import { timers } from '../../lib/timers';
import { ActivityHolds, activityLinesByType } from '../activity/holds';
import { isActivityGoods } from '../activity/kind';
import { activityKind } from '../activity/registry';
import type { SkuGoods } from '../cart/goods';
import { lineImage } from './inputs';
import { markPaid, takeStock } from './lifecycle';
import { addSales } from './sales';
import { CHECKOUT_EXPIRED } from '@mall/contracts';
import { CHECKOUT_TTL_SECONDS, priceFor, snapshotChoice, type CheckoutSnapshot } from './check';
import { checkoutReads, type CheckoutReads } from './checkout-reads';
import { usableQuote } from './quote';
import { writeOrder, type NewOrder } from './write-order';

/** Reads without the shared cache (scripts, seeds). */
const uncached = checkoutReads();

export interface CreateInput {
  key: string;
  request_id: string;
  address_id: number;
  mark: Record<string, string>;
  receipt_data: ReceiptData | null;
}

export interface CreatedOrder {
  group_order_id: number;
  group_order_sn: string;
  pay_price: number;
  /** 1 when nothing is left to pay (paid at once) */
  paid: 0 | 1;
}

/** Unpaid group orders close after this many seconds (config ORDER_CLOSE_SECONDS, default 15 minutes). */
export const orderCloseSeconds = (): number => timers().orderCloseSeconds;

async function existing(db: Db, uid: number, requestId: string): Promise<CreatedOrder | null> {
  const [row] = await db
    .select()
    .from(storeGroupOrder)
    .where(and(eq(storeGroupOrder.uid, uid), eq(storeGroupOrder.request_id, requestId)));
  return row
    ? {
        group_order_id: row.id,
        group_order_sn: row.group_order_sn,
        pay_price: row.pay_price,
        paid: row.status === 1 ? 1 : 0,
      }
    : null;
}

type Rows<T> = { rows: T[] };

/** The order a request id made already, else the checkout of the key while it is valid: one statement. */
async function doneOrCheckout(db: Db, uid: number, requestId: string, key: string) {
  const result = (await db.execute(sql`
    select
      (select json_build_object('id', g.id, 'sn', g.group_order_sn, 'pay_price', g.pay_price, 'status', g.status)
         from ${storeGroupOrder} g where g.uid = ${uid} and g.request_id = ${requestId}) as done,
      (select json_build_object('input', c.input, 'pay_price', c.pay_price)
         from ${orderCheckout} c
         where c.key = ${key} and c.uid = ${uid}
           and c.created_at > now() - make_interval(secs => ${CHECKOUT_TTL_SECONDS})) as checkout
  `)) as unknown as Rows<{
    done: { id: number; sn: string; pay_price: number; status: number } | null;
    checkout: { input: CheckoutSnapshot; pay_price: number } | null;
  }>;
  const [{ done, checkout }] = result.rows;
  return {
    done: done
      ? ({
          group_order_id: done.id,
          group_order_sn: done.sn,
          pay_price: done.pay_price,
          paid: done.status === 1 ? 1 : 0,
        } satisfies CreatedOrder)
      : null,
    checkout: checkout ? { snapshot: checkout.input, pay_price: checkout.pay_price } : null,
  };
}

/** Thrown inside the transaction when another request made the order first: roll back, answer that one. */
class AlreadyCreated extends Error {}

export async function createOrder(
  db: Db,
  uid: number,
  input: CreateInput,
  reads: CheckoutReads = uncached,
): Promise<CreatedOrder> {
  const { done, checkout } = await doneOrCheckout(db, uid, input.request_id, input.key);
  if (done) return done;
  if (!checkout) throw badRequest(CHECKOUT_EXPIRED);
  const { snapshot, pay_price } = checkout;
  if (input.address_id && input.address_id !== snapshot.address_id) throw badRequest('收货地址已变化，请刷新页面');
  const holds = new ActivityHolds();
  try {
    const quote = usableQuote(snapshot.quote);
    if (quote && inOneStatement(quote)) return await createIn(db, uid, input, pay_price, holds, quote, false);
    return await db.transaction(async (tx) =>
      createIn(
        tx,
        uid,
        input,
        pay_price,
        holds,
        quote ??
          (await priceFor(
            tx,
            uid,
            {
              cart_ids: snapshot.cart_ids,
              address_id: snapshot.address_id,
              choice: snapshotChoice(snapshot),
              use_integral: snapshot.use_integral,
            },
            reads,
          )),
        true,
      ),
    );
  } catch (err) {
    await holds.release();
    // a concurrent duplicate that committed first: its order is this request's answer (this
    // attempt may also have failed on what that one took, e.g. the cart lines it used up)
    const made = await existing(db, uid, input.request_id);
    if (made) return made;
    if (err instanceof AlreadyCreated) throw new ApiError(500, '服务器错误');
    throw err;
  }
}

type Priced = Pick<Awaited<ReturnType<typeof priceFor>>, 'lines' | 'address' | 'pricing'>;

/**
 * An order that writes nothing but its own rows and what its activities take in the same
 * statement (a flash sale's: no coupon, no points, no normal stock, something to pay) is written
 * by that one statement alone: no transaction held open across round trips to the database.
 */
function inOneStatement({ lines, pricing }: Priced): boolean {
  return (
    pricing.pay_price > 0 &&
    pricing.integral.points === 0 &&
    Object.keys(pricing.choice).length === 0 &&
    lines.every((l) => isActivityGoods(l.goods) && activityKind(l.goods.activity_type)?.takeInStatement)
  );
}

/** `inTransaction`: `db` is the order's transaction, else the order is one statement (see `inOneStatement`). */
async function createIn(
  db: Db,
  uid: number,
  input: CreateInput,
  checkedPrice: number,
  holds: ActivityHolds,
  { lines, address, pricing }: Priced,
  inTransaction: boolean,
): Promise<CreatedOrder> {
  if (!address) throw badRequest('请选择地址');
  if (pricing.pay_price !== checkedPrice) throw badRequest('订单金额已变化，请刷新页面');
  const merIds = new Set(pricing.merchants.map((m) => String(m.mer_id)));
  for (const merId of Object.keys(input.mark)) if (!merIds.has(merId)) throw badRequest('留言的店铺不在订单中');
  // before any write: a seckill attempt the stock gate refuses costs the database these reads only
  await holds.hold(db, uid, lines);

  const activityLines = activityLinesByType(lines);
  const takes = inTransaction
    ? []
    : [...activityLines].map(([type, taken]) => activityKind(type)!.takeInStatement!(uid, taken, sql`g`));
  // claims the request id first: a concurrent duplicate waits here, then finds it taken
  const { group } = await writeOrder(db, newOrder(uid, input, { lines, pricing }, address), takes);
  if (!group) throw new AlreadyCreated();
  const paid = inTransaction && (await takeTheRest(db, uid, group.id, { lines, pricing }, activityLines));
  return {
    group_order_id: group.id,
    group_order_sn: group.group_order_sn,
    pay_price: group.pay_price,
    paid: paid ? 1 : 0,
  };
}

/** The rows of the order as `writeOrder` writes them. */
function newOrder(
  uid: number,
  input: CreateInput,
  { lines, pricing }: Pick<Priced, 'lines' | 'pricing'>,
  address: NonNullable<Priced['address']>,
): NewOrder {
  const addressSnapshot: AddressSnapshot = {
    real_name: address.real_name,
    phone: address.phone,
    province_id: address.province_id,
    province: address.province,
    city_id: address.city_id,
    city: address.city,
    district_id: address.district_id,
    district: address.district,
    street_id: address.street_id,
    street: address.street,
    detail: address.detail,
  };
  const line = new Map(lines.map((l) => [l.cart_id, l]));
  return {
    uid,
    closeSeconds: orderCloseSeconds(),
    group: {
      request_id: input.request_id,
      total_num: pricing.total_num,
      total_price: pricing.total_price,
      total_postage: pricing.total_postage,
      coupon_price: pricing.coupon_price,
      integral: pricing.integral.points,
      integral_price: pricing.integral.price,
      pay_price: pricing.pay_price,
      address: addressSnapshot,
    },
    orders: pricing.merchants.map((m) => ({
      mer_id: m.mer_id,
      total_num: m.total_num,
      total_price: m.total_price,
      pay_postage: m.postage_price,
      coupon_price: m.coupon_price,
      platform_coupon_price: m.platform_coupon_price,
      coupon_user_id: m.coupon_user_id,
      integral: m.integral,
      integral_price: m.integral_price,
      pay_price: m.pay_price,
      mark: input.mark[String(m.mer_id)] ?? '',
      receipt: input.receipt_data,
      activity_type: Math.max(0, ...m.lines.map((pl) => activityTypeOf(line.get(pl.cart_id)!.goods))),
    })),
    lines: pricing.merchants.flatMap((m) =>
      m.lines.map((pl) => {
        const l = line.get(pl.cart_id)!;
        return {
          mer_id: m.mer_id,
          product_id: l.product_id,
          product_attr_unique: l.goods.unique,
          product_num: l.num,
          title: l.goods.title,
          image: lineImage(l),
          sku: l.goods.sku,
          price: pl.price,
          total_price: pl.total_price,
          coupon_price: pl.coupon_price,
          platform_coupon_price: pl.platform_coupon_price,
          integral_price: pl.integral_price,
          pay_price: pl.pay_price,
        };
      }),
    ),
    // once: a second order of the same key (a quote did not read the cart) finds its lines gone
    cartIds: lines.map((l) => l.cart_id),
  };
}

/**
 * Inside the order's transaction, after its rows: the coupons, the points, the normal stock, the
 * activities' takes; paid at once when nothing is left to pay. Answers whether it was paid.
 */
async function takeTheRest(
  tx: Db,
  uid: number,
  groupId: number,
  { lines, pricing }: Pick<Priced, 'lines' | 'pricing'>,
  activityLines: ReturnType<typeof activityLinesByType>,
): Promise<boolean> {
  const couponIds = Object.values(pricing.choice);
  if (couponIds.length > 0) {
    const used = await tx
      .update(storeCouponUser)
      .set({ status: 1, use_time: sql`now()`, group_order_id: groupId })
      .where(
        and(
          eq(storeCouponUser.uid, uid),
          inArray(storeCouponUser.id, couponIds),
          eq(storeCouponUser.status, 0),
          sql`${storeCouponUser.end_time} > now()`,
        ),
      )
      .returning({ id: storeCouponUser.id });
    if (used.length !== couponIds.length) throw badRequest('优惠券已使用或已过期，请刷新页面');
  }

  if (pricing.integral.points > 0) {
    const [user] = await tx
      .update(users)
      .set({ integral: sql`${users.integral} - ${pricing.integral.points}` })
      .where(and(eq(users.uid, uid), gte(users.integral, pricing.integral.points)))
      .returning({ integral: users.integral });
    if (!user) throw badRequest('积分不足，请刷新页面');
    await tx.insert(userBill).values({
      uid,
      category: 'integral',
      type: 'deduction',
      pm: 0,
      number: pricing.integral.points,
      balance: user.integral,
      title: '购买商品使用积分',
      mark: `使用了${pricing.integral.points}个积分，抵扣${(pricing.integral.price / 100).toFixed(2)}元`,
      link_id: String(groupId),
    });
  }

  // stock last: its rows are the ones every buyer of the goods waits for, so they are held only
  // until the commit; in a fixed order so that concurrent orders never deadlock
  const short = await takeStock(
    tx,
    lines
      .filter((l) => !isActivityGoods(l.goods))
      .map((l) => ({ unique: l.goods.unique, product_id: l.product_id, num: l.num })),
  );
  if (short) throw badRequest(`「${lines.find((l) => l.goods.unique === short.unique)!.goods.title}」库存不足`);
  for (const [type, taken] of activityLines) await activityKind(type)!.take(tx, uid, groupId, taken);

  const paid = pricing.pay_price === 0 && (await markPaid(tx, groupId, 'balance'));
  if (paid) await addSales(tx, groupId);
  return paid;
}

const activityTypeOf = (g: SkuGoods) => (isActivityGoods(g) ? g.activity_type : 0);
