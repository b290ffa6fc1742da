import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userBill, users } from '../../db/schema';
import { CHINA_AREA_ID } from '../auth/phone';

/** Largest single credit: ¥1,000,000.00. */
export const MAX_CREDIT_FEN = 100_000_000;

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
      .update(users)
      .set({ now_money: sql`${users.now_money} + ${fen}` })
      .where(and(eq(users.area_id, CHINA_AREA_ID), eq(users.phone, phone)))
      .returning({ uid: users.uid, now_money: users.now_money });
    if (!user) return null;
    await tx.insert(userBill).values({
      uid: user.uid,
      category: 'now_money',
      type: 'recharge',
      pm: 1,
      number: fen,
      balance: user.now_money,
      title: '系统充值',
      mark,
    });
    return user.now_money;
  });
}
