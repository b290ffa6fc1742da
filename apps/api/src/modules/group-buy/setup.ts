/** Putting goods on group buy (seed, tests): a copy of a normal goods with SKUs of its own. */
import type { Db } from '../../db/client';
import { storeCombinationProduct, storeCombinationSku } from '../../db/schema';
import { copyGoods, insertedId, pieces, type CopySource } from '../activity/copy-goods';

export interface GroupBuyGoodsInput extends CopySource {
  title?: string;
  /** group price of each SKU from its normal price (fen) */
  price: (normal: number) => number;
  people: number;
  effective_hours: number;
  once_num: number;
  start_time: Date;
  stop_time: Date;
  /** pieces put on sale per SKU, and how many are already sold (demo progress) */
  quota: number;
  sold?: number;
  sort?: number;
}

/** Answers the group-buy goods id and its SKU uniques (in the normal SKUs' order). */
export function addGroupBuyGoods(db: Db, g: GroupBuyGoodsInput): Promise<{ id: number; uniques: string[] }> {
  return copyGoods(db, g, {
    terms: (s) => ({ price: Math.max(1, g.price(s.price)) }),
    goods: (p, copies) =>
      insertedId(
        db
          .insert(storeCombinationProduct)
          .values({
            product_id: p.id,
            mer_id: p.mer_id,
            title: g.title ?? p.store_name.slice(0, 64),
            price: Math.min(...copies.map((c) => c.terms.price)),
            people: g.people,
            effective_hours: g.effective_hours,
            once_num: g.once_num,
            start_time: g.start_time,
            stop_time: g.stop_time,
            sort: g.sort ?? 0,
          })
          .returning({ id: storeCombinationProduct.id }),
      ),
    skus: (id, copies) =>
      db.insert(storeCombinationSku).values(
        copies.map((c) => ({
          combination_id: id,
          ...c.keys,
          price: c.terms.price,
          ot_price: c.source.price,
          ...pieces(g.quota, g.sold),
        })),
      ),
  });
}
