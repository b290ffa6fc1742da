import type { ApiClient } from './client';

/** Goods card as the list endpoints return it. Money is integer fen. */
export interface GoodsCard {
  spu_id: number;
  product_id: number;
  store_name: string;
  image: string;
  price: number;
  ot_price: number;
  sales: number;
  mer_id: number;
  merchant?: { mer_name: string; is_trader: boolean };
}

export interface Paged<T> {
  list: T[];
  count: number;
}

export interface CategoryNode {
  id: number;
  pid: number;
  cate_name: string;
  pic: string;
  children?: CategoryNode[];
}

export type HotType = 'best' | 'new' | 'hot' | 'good';

export const catalogApi = (c: ApiClient) => ({
  hot: (type: HotType, page = 1, limit = 10) =>
    c.get<Paged<GoodsCard>>(`/api/product/spu/hot/${type}`, { page, limit }),
  categories: () => c.get<CategoryNode[]>('/api/store/product/category/lst'),
});
