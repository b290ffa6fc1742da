/**
 * Withdrawing thawed brokerage to the balance: one conditional update takes it from the
 * promoter's withdrawable amount (never below zero), and the balance gets it with a bill row.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSpread } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { creditUser } from '../pay/credit';
import { spreadSettings } from './settings';

/** The bill type of a withdrawal in user_bill. */
export const WITHDRAW_BILL = 'brokerage_withdraw';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Answers the new balance and the brokerage left. */
export async function withdrawBrokerage(db: Db, uid: number, price: number) {
  const { min_withdraw } = await spreadSettings(db);
  if (price < min_withdraw) throw badRequest(`最低提现金额为¥${yuan(min_withdraw)}`);
  return db.transaction(async (tx) => {
    const [left] = await tx
      .update(userSpread)
      .set({ brokerage_price: sql`${userSpread.brokerage_price} - ${price}` })
      .where(and(eq(userSpread.uid, uid), gte(userSpread.brokerage_price, price)))
      .returning({ brokerage_price: userSpread.brokerage_price });
    if (!left) throw badRequest('可提现佣金不足');
    const now_money = await creditUser(tx, uid, 'now_money', price, {
      type: WITHDRAW_BILL,
      title: '佣金提现',
      mark: `佣金提现到余额¥${yuan(price)}`,
    });
    return { now_money, brokerage_price: left.brokerage_price };
  });
}
