import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { LedgerTab } from '@mall/contracts';
import type { Db } from '../../db/client';
import { userBill, users } from '../../db/schema';
import { onPage } from '../../lib/paging';
import { expiringSoon, POINTS_SOURCES, remainingLots } from './points';

type Category = 'now_money' | 'integral';

/** type: 0 all, 1 out (支出), 2 in (收入). */
function billWhere(uid: number, category: Category, type: LedgerTab): SQL {
  return and(
    eq(userBill.uid, uid),
    eq(userBill.category, category),
    type === 0 ? undefined : eq(userBill.pm, type === 1 ? 0 : 1),
  )!;
}

async function billPage(db: Db, uid: number, category: Category, type: LedgerTab, page: number, limit: number) {
  const where = billWhere(uid, category, type);
  const rows = await onPage(
    db
      .select({
        id: userBill.id,
        type: userBill.type,
        title: userBill.title,
        mark: userBill.mark,
        pm: userBill.pm,
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
  return { count: await db.$count(userBill, where), rows };
}

async function userTotals(db: Db, uid: number) {
  const [row] = await db
    .select({ now_money: users.now_money, integral: users.integral })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}

/** `GET /api/user/bill`: the balance (fen) and its entries; every change of the balance is one. */
export async function balanceBills(db: Db, uid: number, type: LedgerTab, page: number, limit: number) {
  const [{ count, rows }, totals] = await Promise.all([
    billPage(db, uid, 'now_money', type, page, limit),
    userTotals(db, uid),
  ]);
  return { now_money: totals.now_money, count, list: rows };
}

/** `GET /api/user/integral/info`: total, earned, spent, and the points about to expire. */
export async function pointsInfo(db: Db, uid: number, now = new Date()) {
  const [entries, totals] = await Promise.all([
    db
      .select({ pm: userBill.pm, number: userBill.number, created_at: userBill.created_at })
      .from(userBill)
      .where(billWhere(uid, 'integral', 0)),
    userTotals(db, uid),
  ]);
  const sum = (pm: number) => entries.filter((e) => e.pm === pm).reduce((s, e) => s + e.number, 0);
  const soon = expiringSoon(remainingLots(entries), now);
  return {
    integral: totals.integral,
    earned: sum(1),
    spent: sum(0),
    expiring: soon ? { number: Math.min(soon.number, totals.integral), expires_at: soon.expires_at } : null,
  };
}

/** `GET /api/user/integral/lst`: the points ledger with where each change came from. */
export async function pointsLedger(db: Db, uid: number, type: LedgerTab, page: number, limit: number) {
  const { count, rows } = await billPage(db, uid, 'integral', type, page, limit);
  return { count, list: rows.map((r) => ({ ...r, source: POINTS_SOURCES[r.type] ?? '其他' })) };
}
