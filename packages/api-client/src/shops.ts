import type { ApiCaller } from './client';
import type { GoodsCard, GoodsDetail, Paged, SearchCard, SearchFilter, SearchOrder } from './catalog';
import { searchFilterQuery } from './catalog';

/** A home floor: a top category, its 2nd-level categories and its best sellers. */
export interface HomeFloor {
  id: number;
  cate_name: string;
  cate_name_en?: string;
  pic: string;
  children: { id: number; cate_name: string; cate_name_en?: string }[];
  list: GoodsCard[];
}

export interface Banner {
  image: string;
  url: string;
  title?: string;
}

export type ShopCardInfo = GoodsDetail['merchant'];

export interface ShopDetail extends ShopCardInfo {
  mer_banner: string;
  mer_keyword: string;
  mer_address: string;
  mer_phone: string;
  category_name: string;
  category_name_en?: string;
  create_time: string;
  is_best: boolean;
  product_count: number;
  sales: number;
}

export interface ShopCategory {
  id: number;
  cate_name: string;
  cate_name_en?: string;
  children: { id: number; cate_name: string; cate_name_en?: string; count: number }[];
}

export interface MerchantCategory {
  merchant_category_id: number;
  category_name: string;
  /** the English name ('' or absent: none) */
  category_name_en?: string;
}

export interface BrandGroup {
  category_id: number;
  cate_name: string;
  cate_name_en?: string;
  brands: { brand_id: number; brand_name: string; pic: string }[];
}

export interface ShopLicence {
  mer_name: string;
  type_name: string;
  images: string[];
}

/** Calls of the browsing pages: home floors, /goods_list, shops and brands. */
export const shopsApi = (c: ApiCaller) => ({
  floors: (page = 1, limit = 3) => c.get<Paged<HomeFloor>>('/api/pc/rec_list', { page, limit }),
  hotBanner: (type: string) => c.get<Banner[]>(`/api/pc/hot_banner/${type}`),
  recommend: (page = 1, limit = 10, product_id?: number) =>
    c.get<Paged<GoodsCard>>('/api/product/spu/recommend', product_id ? { page, limit, product_id } : { page, limit }),
  shop: (id: number) => c.get<ShopDetail>(`/api/store/merchant/detail/${id}`),
  shopConfig: (id: number) => c.get<{ mer_id: number; banners: Banner[] }>(`/api/pc/mer_config/${id}`),
  shopCategories: (id: number) => c.get<ShopCategory[]>(`/api/store/merchant/category/lst/${id}`),
  shopGoods: (id: number, f: SearchFilter, opts: { order?: SearchOrder; page?: number; limit?: number } = {}) =>
    c.get<Paged<SearchCard>>(`/api/product/spu/merchant/${id}`, { ...searchFilterQuery(f), ...opts }),
  merchantCategories: () => c.get<MerchantCategory[]>('/api/pc/mer_category'),
  brandGroups: () => c.get<BrandGroup[]>('/api/store/product/brand/category'),
  licence: (merId: number, key: string, code: string) => c.post<ShopLicence>(`/api/store/certificate/${merId}`, { key, code }),
});
