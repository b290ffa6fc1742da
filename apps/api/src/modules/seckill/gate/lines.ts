/**
 * The seckill side of the stock gate: lines of seckill goods as the gate counts them, the early
 * refusal of cart/create (sold out, over the limit: answered without the database), the hold of a
 * buy-now and the reservation of order/create.
 */
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/envelope';
import { shanghaiDay } from '../../../lib/shanghai-day';
import type { ActivityLine, BuyNowItem } from '../../activity/kind';
import type { SeckillGoods } from '../goods';
import { NO_STOCK, OVER_LIMIT } from '../messages';
import { stockGate } from './current';
import { countGateAnswer } from './stats';
import type { GateLine, GateMode, GateRefusal } from './stock-gate';

const MESSAGE: Record<GateRefusal, string> = { sold_out: NO_STOCK, over_limit: OVER_LIMIT };

export const gateLine = (g: SeckillGoods, num: number): GateLine => ({
  activity_id: g.seckill.activity_id,
  sku_id: g.seckill.sku_id,
  num,
  once_num: g.seckill.once_num,
  all_num: g.seckill.all_num,
});

/** Seckill SKUs this process has read (by `unique`): what a later cart/create needs to ask the gate alone. */
const MAX_KNOWN = 10_000;
const known = new Map<string, { product_id: number; line: GateLine }>();

export function rememberSeckillSku(g: SeckillGoods): void {
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(g.unique, { product_id: g.product_id, line: gateLine(g, 0) });
}

/** Throws the shopper's reason when the gate refuses the lines (`hold`, `reserve`: takes them when not). */
export async function askGate(
  db: Db,
  uid: number,
  lines: GateLine[],
  mode: GateMode,
  day = shanghaiDay(Date.now()),
): Promise<void> {
  const refusal = await stockGate().check(db, uid, lines, day, mode);
  countGateAnswer(mode === 'reserve' ? 'order_create' : 'cart_create', refusal);
  if (refusal) throw badRequest(MESSAGE[refusal]);
}

/** cart/create of a seckill SKU this process knows: sold out or over the limit → refused before any database work. */
export async function refuseFromGate(db: Db, uid: number, item: BuyNowItem): Promise<void> {
  const k = known.get(item.product_attr_unique);
  if (!item.is_new || !k || k.product_id !== item.product_id) return;
  await askGate(db, uid, [{ ...k.line, num: item.cart_num }], 'ask');
}

/** order/create: reserves the pieces and the quota (the shopper's hold becomes the reservation); answers how to give them back when no order is made. */
export async function holdSeckill(
  db: Db,
  uid: number,
  lines: ActivityLine<SeckillGoods>[],
): Promise<() => Promise<void>> {
  const day = shanghaiDay(Date.now());
  const wanted = lines.map((l) => gateLine(l.goods, l.num));
  await askGate(db, uid, wanted, 'reserve', day);
  return () =>
    stockGate().giveBack(
      wanted.map((l) => ({ activity_id: l.activity_id, sku_id: l.sku_id, uid, day, stock: l.num, quota: l.num })),
    );
}
