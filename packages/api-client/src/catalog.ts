import type { ApiCaller } from './client';

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
  /** the English name ('' or absent: none) */
  cate_name_en?: string;
  pic: string;
  children?: CategoryNode[];
}

export type HotType = 'best' | 'new' | 'hot' | 'good';


/** Filters of a goods search. Prices are integer fen, like every amount of the API. */
export interface SearchFilter {
  keyword?: string;
  /** a category at any level of the tree */
  cate_pid?: number;
  brand_id?: number[];
  mer_type_id?: number[];
  /** parameter name → values, any of which a product must have */
  filter_params?: Record<string, string[]>;
  price_on?: number;
  price_off?: number;
}

export type SearchOrder = '' | 'sales' | 'rate' | 'price_asc' | 'price_desc';

export interface SearchCard extends GoodsCard {
  /** 0..5 */
  rate: number;
  stock: number;
  merchant: { mer_name: string; is_trader: boolean };
  /** a shop or goods coupon of it can be claimed (the 券 tag) */
  has_coupon?: boolean;
}

export interface Brand {
  brand_id: number;
  brand_name: string;
  pic: string;
  category_id: number;
}

export interface ParamFilter {
  name: string;
  values: string[];
}

export interface ShopCard {
  mer_id: number;
  mer_name: string;
  mer_avatar: string;
  mer_banner: string;
  mer_info: string;
  is_trader: boolean;
  type_name: string;
  /** the shop type's English name ('' or absent: none) */
  type_name_en?: string;
  care_count: number;
  /** 0..5, one decimal */
  product_score: number;
  service_score: number;
  postage_score: number;
  sales: number;
  recommend: { product_id: number; store_name: string; image: string; price: number }[];
}

export interface MerchantType {
  mer_type_id: number;
  type_name: string;
  type_name_en?: string;
}

export interface SkuInfo {
  unique: string;
  price: number;
  ot_price: number;
  stock: number;
  image: string;
}

export interface GoodsDetail {
  product_id: number;
  store_name: string;
  store_info: string;
  unit_name: string;
  image: string;
  slider_image: string[];
  price: number;
  ot_price: number;
  stock: number;
  sales: number;
  rate: number;
  cate_id: number;
  brand_id: number | null;
  once_min_count: number;
  /** 0: no limit */
  once_max_count: number;
  attr: { attr_name: string; attr_values: string[] }[];
  /** keyed by the selected values joined with ',' ('' for single-spec goods) */
  sku: Record<string, SkuInfo>;
  /** the viewer has it in their favourites */
  isRelation: boolean;
  reply: { count: number; rate: number };
  mer_id: number;
  merchant: {
    mer_id: number;
    mer_name: string;
    mer_avatar: string;
    mer_info: string;
    is_trader: boolean;
    type_name: string;
    type_name_en?: string;
    care_count: number;
    product_score: number;
    service_score: number;
    postage_score: number;
    isFollow: boolean;
  };
}

export interface GoodsShow {
  product_id: number;
  /** sanitised HTML */
  content: string;
  params: { name: string; value: string }[];
  shipping: { ships_from: string };
  guarantee: { guarantee_name: string; guarantee_info: string }[];
}

export type ReplyType = 'count' | 'best' | 'middle' | 'negative';

export interface GoodsReply {
  reply_id: number;
  nickname: string;
  avatar: string;
  sku: string;
  comment: string;
  pics: string[];
  product_score: number;
  service_score: number;
  postage_score: number;
  merchant_reply_content: string;
  create_time: string;
}

export interface ReplyPage extends Paged<GoodsReply> {
  stat: { count: number; best: number; middle: number; negative: number; rate: number };
}

/** Query-string form of a search filter (csv ids, JSON parameters). */
export function searchFilterQuery(f: SearchFilter): Record<string, string | number> {
  const q: Record<string, string | number> = {};
  if (f.keyword) q.keyword = f.keyword;
  if (f.cate_pid) q.cate_pid = f.cate_pid;
  if (f.brand_id?.length) q.brand_id = f.brand_id.join(',');
  if (f.mer_type_id?.length) q.mer_type_id = f.mer_type_id.join(',');
  if (f.filter_params && Object.keys(f.filter_params).length > 0) q.filter_params = JSON.stringify(f.filter_params);
  if (f.price_on !== undefined) q.price_on = f.price_on;
  if (f.price_off !== undefined) q.price_off = f.price_off;
  return q;
}

/** Relation types: 0 goods (favourite), 10 shop (follow). */
export type RelationType = 0 | 10;

export const catalogApi = (c: ApiCaller) => ({
  hot: (type: HotType, page = 1, limit = 10) =>
    c.get<Paged<GoodsCard>>(`/api/product/spu/hot/${type}`, { page, limit }),
  categories: () => c.get<CategoryNode[]>('/api/store/product/category/lst'),
  search: (f: SearchFilter, opts: { order?: SearchOrder; page?: number; limit?: number } = {}) =>
    c.get<Paged<SearchCard>>('/api/product/spu/lst', { ...searchFilterQuery(f), ...opts }),
  brands: (f: SearchFilter, page = 1, limit = 40) =>
    c.get<Paged<Brand>>('/api/store/product/brand/lst', { ...searchFilterQuery(f), page, limit }),
  params: (f: SearchFilter) => c.get<ParamFilter[]>('/api/product/spu/params', searchFilterQuery(f)),
  merchants: (q: { keyword?: string; category_id?: number; type_id?: number; is_best?: 0 | 1; order?: '' | 'sales' | 'rate'; page?: number; limit?: number }) =>
    c.get<Paged<ShopCard>>('/api/store/merchant/lst', q),
  merchantTypes: () => c.get<MerchantType[]>('/api/store/merchant/type/lst'),
  detail: (id: number) => c.get<GoodsDetail>(`/api/store/product/detail/${id}`),
  show: (id: number) => c.get<GoodsShow>(`/api/store/product/show/${id}`),
  replies: (id: number, type: ReplyType = 'count', page = 1, limit = 10) =>
    c.get<ReplyPage>(`/api/store/product/reply/lst/${id}`, { type, page, limit }),
  relate: (type: RelationType, type_id: number) => c.post<null>('/api/user/relation/create', { type, type_id }),
  unrelate: (type: RelationType, type_id: number) => c.post<null>('/api/user/relation/delete', { type, type_id }),
});
