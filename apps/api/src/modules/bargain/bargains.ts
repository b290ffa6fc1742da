/**
 * Starting a bargain and helping one. A help locks the bargain's row, so two helps at the same
 * time take their steps one after the other and only one of them can take the last step; its
 * row (unique per bargain and helper) and the new price are written in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeBargain, storeBargainHelp, storeBargainProduct, storeBargainSku, storeProduct } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { helpAmount } from './help-amount';
import { ALREADY_STARTED, ENDED, GOODS_GONE, HELPED, NO_STOCK, NOT_FOUND, OWN_BARGAIN } from './messages';

/** Starts the user's bargain of one SKU of bargain goods; answers its id. */
export async function startBargain(db: Db, uid: number, goodsId: number, unique: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sku: storeBargainSku, goods: storeBargainProduct, on_sale: storeProduct.is_show })
      .from(storeBargainSku)
      .innerJoin(storeBargainProduct, eq(storeBargainProduct.id, storeBargainSku.bargain_product_id))
      .innerJoin(storeProduct, eq(storeProduct.id, storeBargainProduct.product_id))
      .where(and(eq(storeBargainSku.unique, unique), eq(storeBargainSku.bargain_product_id, goodsId)));
    if (!row || !row.goods.is_show || !row.on_sale) throw notFound(GOODS_GONE);
    if (now < row.goods.start_time) throw badRequest('砍价活动未开始');
    if (now >= row.goods.stop_time) throw badRequest('砍价活动已结束');
    if (row.sku.stock <= 0) throw badRequest(NO_STOCK);
    // a bargain of these goods that ran out of time ends now, before the expiry job passes
    await tx
      .update(storeBargain)
      .set({ status: -1 })
      .where(
        and(
          eq(storeBargain.bargain_product_id, goodsId),
          eq(storeBargain.uid, uid),
          eq(storeBargain.status, 1),
          lte(storeBargain.ends_at, now),
          isNull(storeBargain.group_order_id),
        ),
      );
    const ends = Math.min(now.getTime() + row.goods.hours * 3_600_000, row.goods.stop_time.getTime());
    const [made] = await tx
      .insert(storeBargain)
      .values({
        bargain_product_id: goodsId,
        bargain_sku_id: row.sku.id,
        uid,
        unique: randomBytes(6).toString('hex'),
        ot_price: row.sku.price,
        min_price: row.sku.min_price,
        price: row.sku.price,
        help_num: row.goods.help_num,
        ends_at: new Date(ends),
      })
      .onConflictDoNothing() // one bargain in progress per user and goods (a partial unique index)
      .returning({ id: storeBargain.id });
    if (!made) throw badRequest(ALREADY_STARTED);
    return made.id;
  });
}

export interface Help {
  /** fen taken off by this help */
  amount: number;
  price: number;
  help_count: number;
  status: number;
}

/** A friend's help: lowers the price by a random amount; the configured last help lands on the floor. */
export async function helpBargain(db: Db, uid: number, bargainId: number, now = Date.now()): Promise<Help> {
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(storeBargain).where(eq(storeBargain.id, bargainId)).for('update');
    if (!b) throw notFound(NOT_FOUND);
    if (b.uid === uid) throw badRequest(OWN_BARGAIN);
    if (b.status !== 1 || b.ends_at.getTime() <= now || b.group_order_id !== null) throw badRequest(ENDED);
    const amount = helpAmount(b.price - b.min_price, b.help_num - b.help_count);
    const [helped] = await tx
      .insert(storeBargainHelp)
      .values({ bargain_id: b.id, uid, price: amount })
      .onConflictDoNothing()
      .returning({ id: storeBargainHelp.id });
    if (!helped) throw badRequest(HELPED);
    const [after] = await tx
      .update(storeBargain)
      .set({
        price: sql`${storeBargain.price} - ${amount}`,
        help_count: sql`${storeBargain.help_count} + 1`,
        status: sql`case when ${storeBargain.help_count} + 1 = ${storeBargain.help_num} then 10 else 1 end`,
      })
      .where(and(eq(storeBargain.id, b.id), eq(storeBargain.status, 1), eq(storeBargain.help_count, b.help_count)))
      .returning({ price: storeBargain.price, help_count: storeBargain.help_count, status: storeBargain.status });
    if (!after) throw badRequest(ENDED);
    return { amount, ...after };
  });
}
