/** What the promoter reads: their distribution summary, promotion orders and withdrawals. */
import { and, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeOrder, userBill, userBrokerage, userSpread, users } from '../../db/schema';
import { onPage } from '../../lib/paging';
import { afterSalesSeconds } from '../after-sales/timers';
import { ensureSpreadRow, isPromoter, paidTotal } from './promoter';
import { maskPhone } from './rules';
import { freezeSeconds, spreadSettings } from './settings';
import { WITHDRAW_BILL } from './withdraw';

const sumOf = async (db: Db, where: ReturnType<typeof and>) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${userBrokerage.brokerage} - ${userBrokerage.refunded}), 0)::int` })
    .from(userBrokerage)
    .where(where);
  return Number(row.total);
};

/** GET /api/user/spread/info */
export async function spreadInfo(db: Db, uid: number) {
  const settings = await spreadSettings(db);
  const row = await ensureSpreadRow(db, uid);
  const promoter = await isPromoter(db, uid, settings);
  const [parent] = row.spread_uid
    ? await db.select({ nickname: users.nickname }).from(users).where(eq(users.uid, row.spread_uid))
    : [];
  const [withdrawn] = await db
    .select({ total: sql<number>`coalesce(sum(${userBill.number}), 0)::int` })
    .from(userBill)
    .where(and(eq(userBill.uid, uid), eq(userBill.category, 'now_money'), eq(userBill.type, WITHDRAW_BILL)));
  const [teamTwo] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userSpread)
    .where(sql`${userSpread.spread_uid} in (select ${userSpread.uid} from ${userSpread} where ${userSpread.spread_uid} = ${uid})`);
  return {
    spread_status: settings.enabled ? 1 : 0,
    is_promoter: promoter,
    mode: settings.mode,
    threshold: settings.threshold,
    paid_total: settings.mode === 'threshold' ? await paidTotal(db, uid) : null,
    /** the invite code, for promoters only */
    code: promoter ? row.code : null,
    rate_one: settings.rate_one,
    rate_two: settings.rate_two,
    freeze_days: settings.freeze_days,
    min_withdraw: settings.min_withdraw,
    brokerage_price: row.brokerage_price,
    frozen_price: await sumOf(db, and(eq(userBrokerage.uid, uid), eq(userBrokerage.status, 0))),
    withdrawn_price: Number(withdrawn.total),
    spread_count: await db.$count(userSpread, eq(userSpread.spread_uid, uid)),
    spread_count_two: Number(teamTwo.n),
    parent: parent ? { nickname: parent.nickname } : null,
  };
}

/**
 * GET /api/user/spread_order: the promoter's promotion orders, one entry per order and level,
 * the buyer masked. status -1 when refunds took all of it back, 0 while any of it is frozen.
 */
export async function spreadOrders(db: Db, uid: number, page: number, limit: number) {
  const freeze = freezeSeconds(await spreadSettings(db));
  const where = eq(userBrokerage.uid, uid);
  const rows = await onPage(
    db
      .select({
        order_id: userBrokerage.order_id,
        level: userBrokerage.level,
        order_sn: storeOrder.order_sn,
        pay_price: storeOrder.pay_price,
        take_time: storeOrder.take_time,
        phone: users.phone,
        brokerage: sql<number>`sum(${userBrokerage.brokerage} - ${userBrokerage.refunded})::int`,
        refunded: sql<number>`sum(${userBrokerage.refunded})::int`,
        max_status: sql<number>`max(${userBrokerage.status})::int`,
        frozen: sql<boolean>`bool_or(${userBrokerage.status} = 0)`,
        created_at: sql<string>`max(${userBrokerage.created_at})`,
      })
      .from(userBrokerage)
      .innerJoin(storeOrder, eq(storeOrder.id, userBrokerage.order_id))
      .innerJoin(users, eq(users.uid, userBrokerage.buyer_uid))
      .where(where)
      .groupBy(userBrokerage.order_id, userBrokerage.level, storeOrder.order_sn, storeOrder.pay_price, storeOrder.take_time, users.phone)
      .orderBy(desc(sql`max(${userBrokerage.created_at})`), desc(userBrokerage.order_id))
      .$dynamic(),
    { page, limit },
  );
  const [{ n }] = await db
    .select({ n: countDistinct(sql`(${userBrokerage.order_id}, ${userBrokerage.level})`) })
    .from(userBrokerage)
    .where(where);
  const freezeMs = Math.max(freeze, afterSalesSeconds()) * 1000;
  return {
    count: Number(n),
    list: rows.map((r) => {
      const status = r.frozen ? 0 : r.max_status === -1 ? -1 : 1;
      return {
        order_id: r.order_id,
        order_sn: r.order_sn,
        level: r.level,
        buyer: maskPhone(r.phone),
        pay_price: r.pay_price,
        brokerage: Number(r.brokerage),
        refunded: Number(r.refunded),
        status,
        /** when frozen brokerage is expected to thaw */
        thaw_at: status === 0 && r.take_time ? new Date(r.take_time.getTime() + freezeMs).toISOString() : null,
        created_at: new Date(r.created_at).toISOString(),
      };
    }),
  };
}

/** GET /api/user/brokerage_list: withdrawals to the balance, as written in the balance ledger. */
export async function brokerageWithdrawals(db: Db, uid: number, page: number, limit: number) {
  const where = and(eq(userBill.uid, uid), eq(userBill.category, 'now_money'), eq(userBill.type, WITHDRAW_BILL));
  const list = await onPage(
    db
      .select({
        id: userBill.id,
        title: userBill.title,
        mark: userBill.mark,
        number: userBill.number,
        balance: userBill.balance,
        created_at: userBill.created_at,
      })
      .from(userBill)
      .where(where)
      .orderBy(desc(userBill.created_at), desc(userBill.id))
      .$dynamic(),
    { page, limit },
  );
  return { count: await db.$count(userBill, where), list };
}
