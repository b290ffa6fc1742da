import type {
  Banner,
  BrandGroup,
  GoodsCard,
  HomeFloor,
  MerchantCategory,
  SearchCard,
  SearchOrder,
  ShopCategory,
  ShopConfig,
  ShopDetail,
  ShopLicence,
} from '@mall/contracts';
import type { ApiCaller } from './client';
import type { Paged, SearchFilter } from './catalog';
import { searchFilterQuery } from './catalog';

/** Browsing calls; the shapes are @mall/contracts' (shop). */
export type {
  Banner,
  BrandGroup,
  HomeFloor,
  MerchantCategory,
  ShopCardInfo,
  ShopCategory,
  ShopConfig,
  ShopDetail,
  ShopLicence,
} from '@mall/contracts';

/** Calls of the browsing pages: home floors, /goods_list, shops and brands. */
export const shopsApi = (c: ApiCaller) => ({
  floors: (page = 1, limit = 3) => c.get<Paged<HomeFloor>>('/api/pc/rec_list', { page, limit }),
  hotBanner: (type: string) => c.get<Banner[]>(`/api/pc/hot_banner/${type}`),
  recommend: (page = 1, limit = 10, product_id?: number) =>
    c.get<Paged<GoodsCard>>('/api/product/spu/recommend', product_id ? { page, limit, product_id } : { page, limit }),
  shop: (id: number) => c.get<ShopDetail>(`/api/store/merchant/detail/${id}`),
  shopConfig: (id: number) => c.get<ShopConfig>(`/api/pc/mer_config/${id}`),
  shopCategories: (id: number) => c.get<ShopCategory[]>(`/api/store/merchant/category/lst/${id}`),
  shopGoods: (id: number, f: SearchFilter, opts: { order?: SearchOrder; page?: number; limit?: number } = {}) =>
    c.get<Paged<SearchCard>>(`/api/product/spu/merchant/${id}`, { ...searchFilterQuery(f), ...opts }),
  merchantCategories: () => c.get<MerchantCategory[]>('/api/pc/mer_category'),
  brandGroups: () => c.get<BrandGroup[]>('/api/store/product/brand/category'),
  licence: (merId: number, key: string, code: string) =>
    c.post<ShopLicence>(`/api/store/certificate/${merId}`, { key, code }),
});
