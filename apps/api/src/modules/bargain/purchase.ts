/**
 * Buying a bargain inside the order's transaction. Taking: the bargain is claimed for the group
 * order by a conditional update (the owner's, not claimed, not ended, still at the line's price),
 * then one piece of the bargain SKU's stock (never below zero). Releasing: the claim is cleared
 * by a conditional update, so the stock goes back exactly once however often a close runs.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeBargain, storeBargainSku } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { ActivityLine } from '../activity/kind';
import type { BargainGoods } from './goods';
import { ENDED, NO_STOCK, ONE_PIECE, PRICE_CHANGED } from './messages';

export async function takeBargains(tx: Db, uid: number, groupOrderId: number, lines: ActivityLine<BargainGoods>[]) {
  const sorted = [...lines].sort((a, b) => a.goods.bargain.id - b.goods.bargain.id);
  for (const { goods, num, activity_ref } of sorted) {
    if (num !== 1) throw badRequest(ONE_PIECE);
    const [claimed] = await tx
      .update(storeBargain)
      .set({ group_order_id: groupOrderId })
      .where(
        and(
          eq(storeBargain.id, activity_ref),
          eq(storeBargain.unique, goods.unique),
          eq(storeBargain.uid, uid),
          isNull(storeBargain.group_order_id),
          isNull(storeBargain.bought_at),
          or(eq(storeBargain.status, 10), and(eq(storeBargain.status, 1), gt(storeBargain.ends_at, sql`now()`))),
        ),
      )
      .returning({ price: storeBargain.price });
    if (!claimed) throw badRequest(ENDED);
    // a friend's help between order/check and order/create changed the price the order was priced at
    if (claimed.price !== goods.price) throw badRequest(PRICE_CHANGED);
  }
  // goods rows last, in id order (see order/lifecycle.ts)
  for (const { goods } of [...sorted].sort((a, b) => a.goods.bargain.sku_id - b.goods.bargain.sku_id)) {
    const taken = await tx
      .update(storeBargainSku)
      .set({ stock: sql`${storeBargainSku.stock} - 1` })
      .where(and(eq(storeBargainSku.id, goods.bargain.sku_id), gt(storeBargainSku.stock, 0)))
      .returning({ id: storeBargainSku.id });
    if (taken.length === 0) throw badRequest(NO_STOCK);
  }
}

/** An unpaid order closed: its bargains can be bought again and their pieces go back; answers how many. */
export async function releaseBargains(tx: Db, groupOrderId: number): Promise<number> {
  const released = await tx
    .update(storeBargain)
    .set({ group_order_id: null })
    .where(and(eq(storeBargain.group_order_id, groupOrderId), isNull(storeBargain.bought_at)))
    .returning({ sku_id: storeBargain.bargain_sku_id });
  released.sort((a, b) => a.sku_id - b.sku_id);
  for (const r of released) {
    await tx
      .update(storeBargainSku)
      .set({ stock: sql`${storeBargainSku.stock} + 1` })
      .where(eq(storeBargainSku.id, r.sku_id));
  }
  return released.length;
}

/** The order buying the bargains was paid: they succeeded (status 10) and are bought. */
export async function bargainsPaid(tx: Db, groupOrderId: number): Promise<void> {
  await tx
    .update(storeBargain)
    .set({ status: 10, bought_at: sql`now()` })
    .where(and(eq(storeBargain.group_order_id, groupOrderId), isNull(storeBargain.bought_at)));
}
