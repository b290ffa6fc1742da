/**
 * Statements of seckill attempts, per call (cart/create → order/check → order/create), after a
 * first buyer warmed the process's caches (and the stock gate): one that makes an order, and the
 * two kinds of losing ones (another shopper once the goods sold out, the winner over the limit).
 */
import type { Db } from '../db/client';
import { countStatements } from './count-statements';
import { attemptOnce, goodsOnSale, shoppers } from './seckill-load';

export interface SeckillStatements {
  /** per call of the successful attempt */
  success: Record<string, number>;
  soldOut: number;
  overLimit: number;
}

export async function seckillStatements(db: Db, base: string): Promise<SeckillStatements> {
  const goods = await goodsOnSale(db, 2);
  const [first, second, third] = await shoppers(db, 3);
  await attemptOnce(base, first.token, goods);
  const counter = countStatements();
  const success: Record<string, number> = {};
  const answer = await attemptOnce(base, second.token, goods, (step) => {
    success[step] = counter.take();
  });
  if (answer.status !== 200) throw new Error(`the profiled attempt was refused: ${answer.message}`);
  const lost = async (token: string) => {
    counter.take();
    const late = await attemptOnce(base, token, goods);
    if (late.status === 200) throw new Error('the profiled losing attempt made an order');
    return counter.take();
  };
  return { success, soldOut: await lost(third.token), overLimit: await lost(second.token) };
}
