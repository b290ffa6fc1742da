/**
 * Statements of one successful seckill attempt on PostgreSQL, per call (cart/create → order/check →
 * order/create), after a first buyer warmed the process's caches (and the stock gate).
 */
import type { Db } from '../db/client';
import { countStatements } from './count-statements';
import { attemptOnce, goodsOnSale, shoppers } from './seckill-load';

export async function seckillStatements(db: Db, base: string): Promise<Record<string, number>> {
  const goods = await goodsOnSale(db, 10);
  const [first, second] = await shoppers(db, 2);
  await attemptOnce(base, first.token, goods);
  const counter = countStatements();
  const steps: Record<string, number> = {};
  const answer = await attemptOnce(base, second.token, goods, (step) => {
    steps[step] = counter.take();
  });
  if (answer.status !== 200) throw new Error(`the profiled attempt was refused: ${answer.message}`);
  return steps;
}
