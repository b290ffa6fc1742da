import { and, eq, gte, sql } from 'drizzle-orm';
import { MAX_CREDIT_FEN } from '@mall/contracts';
import type { Db } from '../../db/client';
import { userBill, users } from '../../db/schema';
import { CHINA_AREA_ID } from '../auth/phone';

/** '12.5' → 1250 fen, exactly (no floating point); null when not a positive amount with ≤ 2 decimals. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen > 0 && fen <= MAX_CREDIT_FEN ? fen : null;
}

/** Credits a mainland user's balance and writes the bill, in one transaction; answers the new balance. */
export async function creditBalance(db: Db, phone: string, fen: number, mark = '后台充值'): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ uid: users.uid })
      .from(users)
      .where(and(eq(users.area_id, CHINA_AREA_ID), eq(users.phone, phone)));
    if (!user) return null;
    return creditUser(tx, user.uid, 'now_money', fen, { type: 'recharge', title: '系统充值', mark });
  });
}

export interface BillEntry {
  /** recharge, refund_order, refund_integral, ... */
  type: string;
  title: string;
  mark?: string;
  /** with a link (order or refund id) the bill is unique per kind: a second credit fails */
  link_id?: string;
}

/** Writes the bill row of a balance change: `pm` 1 credited, 0 debited `number`, leaving `balance`. */
async function writeBill(
  tx: Db,
  change: { uid: number; category: 'now_money' | 'integral'; pm: 0 | 1; number: number; balance: number },
  bill: BillEntry,
) {
  await tx.insert(userBill).values({
    ...change,
    type: bill.type,
    title: bill.title,
    mark: bill.mark ?? '',
    link_id: bill.link_id ?? '',
  });
}

/**
 * Adds money (fen) or points to a user and writes the bill row, in the caller's transaction;
 * answers the new balance. Every credit goes through here: never a bare balance update.
 */
export async function creditUser(
  tx: Db,
  uid: number,
  category: 'now_money' | 'integral',
  amount: number,
  bill: BillEntry,
): Promise<number> {
  const column = category === 'now_money' ? users.now_money : users.integral;
  const [user] = await tx
    .update(users)
    .set({ [category]: sql`${column} + ${amount}` })
    .where(eq(users.uid, uid))
    .returning({ balance: column });
  await writeBill(tx, { uid, category, pm: 1, number: amount, balance: user.balance }, bill);
  return user.balance;
}

/**
 * Takes money (fen) or points from a user and writes the bill row, in the caller's transaction;
 * answers the new balance, or null (nothing written) when the user holds less than `amount`.
 */
export async function debitUser(
  tx: Db,
  uid: number,
  category: 'now_money' | 'integral',
  amount: number,
  bill: BillEntry,
): Promise<number | null> {
  const column = category === 'now_money' ? users.now_money : users.integral;
  const [user] = await tx
    .update(users)
    .set({ [category]: sql`${column} - ${amount}` })
    .where(and(eq(users.uid, uid), gte(column, amount)))
    .returning({ balance: column });
  if (!user) return null;
  await writeBill(tx, { uid, category, pm: 0, number: amount, balance: user.balance }, bill);
  return user.balance;
}
