import {
  catalogApi,
  type Brand,
  type CategoryNode,
  type MerchantType,
  type Paged,
  type ParamFilter,
  type SearchCard,
  type ShopCard,
} from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { categoryPath } from '../common/category-path';
import { filterOf, parseSearchUrl, type SearchState } from './search-url';

export const PAGE_SIZE = 20;
const SHOPS_SHOWN = 2;

export interface SearchData {
  state: SearchState;
  goods: Paged<SearchCard>;
  brands: Brand[];
  params: ParamFilter[];
  types: MerchantType[];
  shops: Paged<ShopCard>;
  /** the category's path from the top of the tree (goods_cate) */
  path: CategoryNode[];
}

export async function loadSearch(api: MallApi, url: string): Promise<SearchData> {
  const state = parseSearchUrl(new URL(url).searchParams);
  const c = catalogApi(api);
  const filter = filterOf(state);
  const [goods, brands, params, types, shops, tree] = await Promise.all([
    c.search(filter, { order: state.order, page: state.page, limit: PAGE_SIZE }),
    c.brands(filter),
    c.params(filter),
    c.merchantTypes(),
    state.title ? c.merchants({ keyword: state.title, limit: SHOPS_SHOWN }) : Promise.resolve({ count: 0, list: [] }),
    state.sid ? c.categories() : Promise.resolve([] as CategoryNode[]),
  ]);
  return {
    state,
    goods,
    brands: brands.list,
    params,
    types,
    shops,
    path: state.sid ? categoryPath(tree, state.sid) : [],
  };
}

/** Title of the page: the keyword, the category, or a plain 商品搜索. */
export function searchTitle(d: SearchData): string {
  const what = d.state.title || d.path.at(-1)?.cate_name || d.state.name;
  return what ? `${what}` : '商品搜索';
}
