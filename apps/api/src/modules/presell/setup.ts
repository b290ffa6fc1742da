/** Putting goods on presell (seed, tests): a copy of a normal goods and its SKUs. */
import type { Db } from '../../db/client';
import { storePresell, storePresellSku } from '../../db/schema';
import { copyGoods, insertedId, pieces, type CopySource } from '../activity/copy-goods';
import { DEPOSIT } from './state';

export interface PresellInput extends CopySource {
  presell_type: 1 | 2;
  /** presell price of each SKU from its normal price (fen) */
  price: (normal: number) => number;
  /** 定金预售: deposit of each SKU from its presell price (fen; a fifth unless given) */
  deposit?: (price: number) => number;
  start_time: Date;
  end_time: Date;
  final_start_time?: Date;
  final_end_time?: Date;
  delivery_day: number;
  /** pieces put on sale per SKU, and how many of them are already sold (demo progress) */
  quota: number;
  sold?: number;
  sort?: number;
}

/** Copies a normal goods into a presell; answers the presell id and its SKU uniques. */
export function addPresellGoods(db: Db, g: PresellInput): Promise<{ id: number; uniques: string[] }> {
  const depositOf = g.deposit ?? ((price: number) => Math.ceil(price / 5));
  const deposit = g.presell_type === DEPOSIT;
  return copyGoods(db, g, {
    terms: (s) => {
      const price = Math.max(2, g.price(s.price));
      return { price, deposit: deposit ? Math.min(price - 1, Math.max(1, depositOf(price))) : 0 };
    },
    goods: (p, copies) => {
      const cheapest = copies.reduce((a, b) => (b.terms.price < a.terms.price ? b : a)).terms;
      return insertedId(
        db
          .insert(storePresell)
          .values({
            product_id: p.id,
            mer_id: p.mer_id,
            presell_type: g.presell_type,
            price: cheapest.price,
            deposit: cheapest.deposit,
            start_time: g.start_time,
            end_time: g.end_time,
            final_start_time: deposit ? g.final_start_time : null,
            final_end_time: deposit ? g.final_end_time : null,
            delivery_day: g.delivery_day,
            sort: g.sort ?? 0,
          })
          .returning({ id: storePresell.id }),
      );
    },
    skus: (id, copies) =>
      db.insert(storePresellSku).values(
        copies.map((c) => ({
          presell_id: id,
          ...c.keys,
          ...c.terms,
          ot_price: c.source.price,
          ...pieces(g.quota, g.sold),
        })),
      ),
  });
}
