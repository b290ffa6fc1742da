import { merchant, storeProduct } from '../../db/schema';

/** A goods card's columns (`storeProduct` joined with `merchant`). Money in fen. */
export const cardColumns = {
  product_id: storeProduct.id,
  store_name: storeProduct.store_name,
  image: storeProduct.image,
  price: storeProduct.price,
  ot_price: storeProduct.ot_price,
  sales: storeProduct.sales,
  mer_id: storeProduct.mer_id,
  mer_name: merchant.mer_name,
  is_trader: merchant.is_trader,
};

type CardRow = { product_id: number; mer_name: string; is_trader: boolean } & Record<string, unknown>;

/** A card as the lists answer it; normal goods: the SPU id is the product id (activity copies will get SPUs of their own). */
export const toCard = <R extends CardRow>({ mer_name, is_trader, ...goods }: R) => ({ spu_id: goods.product_id, ...goods, merchant: { mer_name, is_trader } });
