/** Putting goods on bargain (seed, tests): a copy of a normal goods with its SKUs' original and floor prices. */
import type { Db } from '../../db/client';
import { storeBargainProduct, storeBargainSku } from '../../db/schema';
import { copyGoods, insertedId, pieces, type CopySource } from '../activity/copy-goods';

export interface BargainGoodsInput extends CopySource {
  /** floor price of each SKU from its normal price (fen) */
  minPrice: (normal: number) => number;
  help_num: number;
  hours: number;
  start_time: Date;
  stop_time: Date;
  /** pieces per SKU */
  quota: number;
  sort?: number;
}

/** Answers the bargain goods id and its SKU uniques (in the normal SKUs' order). */
export function addBargainGoods(db: Db, g: BargainGoodsInput): Promise<{ id: number; uniques: string[] }> {
  return copyGoods(db, g, {
    // every help takes at least one fen off
    terms: (s) => ({ price: s.price, min_price: Math.max(1, Math.min(g.minPrice(s.price), s.price - g.help_num)) }),
    goods: (p) =>
      insertedId(
        db
          .insert(storeBargainProduct)
          .values({
            product_id: p.id,
            mer_id: p.mer_id,
            help_num: g.help_num,
            hours: g.hours,
            start_time: g.start_time,
            stop_time: g.stop_time,
            sort: g.sort ?? 0,
          })
          .returning({ id: storeBargainProduct.id }),
      ),
    skus: (id, copies) =>
      db
        .insert(storeBargainSku)
        .values(copies.map((c) => ({ bargain_product_id: id, ...c.keys, ...c.terms, ...pieces(g.quota) }))),
  });
}
