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
import { loadSvipRule, type SvipRule } from '../common/svip-rule';
import { filterOf, parseSearchUrl, type SearchState } from './search-url';
import type { PageHandle, PageTexts } from '../../app/page-meta';

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
  /** the SVIP rule of the cards' price tags (null when it failed to load) */
  svip: SvipRule | null;
}

export async function loadSearch(api: MallApi, url: string): Promise<SearchData> {
  const state = parseSearchUrl(new URL(url).searchParams);
  const c = catalogApi(api);
  const filter = filterOf(state);
  const [goods, brands, params, types, shops, tree, svip] = await Promise.all([
    c.search(filter, { order: state.order, page: state.page, limit: PAGE_SIZE }),
    c.brands(filter),
    c.params(filter),
    c.merchantTypes(),
    state.title ? c.merchants({ keyword: state.title, limit: SHOPS_SHOWN }) : Promise.resolve({ count: 0, list: [] }),
    state.sid ? c.categories() : Promise.resolve([] as CategoryNode[]),
    // with the page (on the server for the first page): the browser asks nothing on load
    loadSvipRule(api),
  ]);
  return {
    state,
    goods,
    brands: brands.list,
    params,
    types,
    shops,
    path: state.sid ? categoryPath(tree, state.sid) : [],
    svip,
  };
}

/** Title of the page: the keyword, the category (in the shopper's language), or a plain 商品搜索. */
export function searchTitle(d: SearchData, texts?: PageTexts): string {
  const category = d.path.at(-1);
  const categoryName = category && ((texts?.language === 'en' && category.cate_name_en) || category.cate_name);
  const what = d.state.title || categoryName || d.state.name;
  return what ? `${what}` : (texts?.t('search.title') ?? '商品搜索');
}

/** The search pages' title and description (with the page's chunk: search-page.tsx). */
export const searchHandle: PageHandle<SearchData> = {
  title: searchTitle,
  description: (d, texts) => texts.t('search.description', { count: d.goods.count, what: searchTitle(d, texts) }),
};
