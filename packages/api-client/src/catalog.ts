import type {
  Brand,
  CategoryNode,
  GoodsCard,
  GoodsDetail,
  GoodsShow,
  HotType,
  MerchantType,
  ParamFilter,
  PageOf,
  ReplyPage,
  ReplyType,
  SearchCard,
  SearchFilter as ParsedSearchFilter,
  SearchOrder,
  ShopCard,
  ShopListQuery,
  RelationType,
} from '@mall/contracts';
import type { ApiCaller } from './client';

/** Catalog calls; the shapes are @mall/contracts' (catalog, shop). Money is integer fen. */
export type {
  Brand,
  CategoryNode,
  GoodsCard,
  GoodsDetail,
  GoodsReply,
  GoodsShow,
  HotType,
  MerchantType,
  ParamFilter,
  ReplyPage,
  ReplyType,
  SearchCard,
  SearchOrder,
  ShopCard,
  SkuInfo,
} from '@mall/contracts';

export type Paged<T> = PageOf<T>;

/** Filters of a goods search as a client holds them (ids as arrays, parameters as a record); the query string is made by `searchFilterQuery`. */
export type SearchFilter = Omit<ParsedSearchFilter, 'mer_id'>;

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

export const catalogApi = (c: ApiCaller) => ({
  hot: (type: HotType, page = 1, limit = 10) =>
    c.get<Paged<GoodsCard>>(`/api/product/spu/hot/${type}`, { page, limit }),
  categories: () => c.get<CategoryNode[]>('/api/store/product/category/lst'),
  search: (f: SearchFilter, opts: { order?: SearchOrder; page?: number; limit?: number } = {}) =>
    c.get<Paged<SearchCard>>('/api/product/spu/lst', { ...searchFilterQuery(f), ...opts }),
  brands: (f: SearchFilter, page = 1, limit = 40) =>
    c.get<Paged<Brand>>('/api/store/product/brand/lst', { ...searchFilterQuery(f), page, limit }),
  params: (f: SearchFilter) => c.get<ParamFilter[]>('/api/product/spu/params', searchFilterQuery(f)),
  merchants: (q: Partial<ShopListQuery>) => c.get<Paged<ShopCard>>('/api/store/merchant/lst', q),
  merchantTypes: () => c.get<MerchantType[]>('/api/store/merchant/type/lst'),
  detail: (id: number) => c.get<GoodsDetail>(`/api/store/product/detail/${id}`),
  show: (id: number) => c.get<GoodsShow>(`/api/store/product/show/${id}`),
  replies: (id: number, type: ReplyType = 'count', page = 1, limit = 10) =>
    c.get<ReplyPage>(`/api/store/product/reply/lst/${id}`, { type, page, limit }),
  relate: (type: RelationType, type_id: number) => c.post<null>('/api/user/relation/create', { type, type_id }),
  unrelate: (type: RelationType, type_id: number) => c.post<null>('/api/user/relation/delete', { type, type_id }),
});
