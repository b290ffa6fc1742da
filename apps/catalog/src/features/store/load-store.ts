import {
  shopsApi,
  type Banner,
  type Paged,
  type SearchCard,
  type SearchOrder,
  type ShopCategory,
  type ShopDetail,
} from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle, PageTexts } from '../../app/page-meta';
import { orNotFound, requireId } from '../common/route-errors';

export interface ShopFrame {
  shop: ShopDetail;
  categories: ShopCategory[];
}

/** What every shop page shows: the shop and its menu. An unknown or malformed id is a 404. */
export async function loadShopFrame(api: MallApi, idText: string | null): Promise<ShopFrame> {
  const id = requireId(idText);
  const s = shopsApi(api);
  const [shop, categories] = await orNotFound(Promise.all([s.shop(id), s.shopCategories(id)]));
  return { shop, categories };
}

export interface StoreHomeData extends ShopFrame {
  banners: Banner[];
  recommend: Paged<SearchCard>;
  top: SearchCard[];
}

export async function loadStoreHome(api: MallApi, url: string): Promise<StoreHomeData> {
  const frame = await loadShopFrame(api, new URL(url).searchParams.get('id'));
  const s = shopsApi(api);
  const id = frame.shop.mer_id;
  const [config, recommend, top] = await Promise.all([
    s.shopConfig(id),
    s.shopGoods(id, {}, { order: 'rate', limit: 12 }),
    s.shopGoods(id, {}, { order: 'sales', limit: 15 }),
  ]);
  return { ...frame, banners: config.banners, recommend, top: top.list };
}

export const STORE_PAGE_SIZE = 20;
const ORDERS: SearchOrder[] = ['', 'sales', 'rate', 'price_asc', 'price_desc'];

export interface StoreCategoryData extends ShopFrame {
  cateId?: number;
  search: string;
  order: SearchOrder;
  page: number;
  goods: Paged<SearchCard>;
}

/** /store/category?id=&cateId=&search=&order=&page=: the shop's goods, in a category or matching a search. */
export async function loadStoreCategory(api: MallApi, url: string): Promise<StoreCategoryData> {
  const q = new URL(url).searchParams;
  const frame = await loadShopFrame(api, q.get('id'));
  const cateText = q.get('cateId') ?? '';
  const cateId = /^[1-9]\d{0,9}$/.test(cateText) && Number(cateText) <= 2_147_483_647 ? Number(cateText) : undefined;
  const search = (q.get('search') ?? '').trim().slice(0, 50);
  const orderText = q.get('order') ?? '';
  const order = (ORDERS as string[]).includes(orderText) ? (orderText as SearchOrder) : '';
  const pageText = q.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  const goods = await shopsApi(api).shopGoods(
    frame.shop.mer_id,
    { keyword: search || undefined, cate_pid: cateId },
    { order, page, limit: STORE_PAGE_SIZE },
  );
  return { ...frame, cateId, search, order, page, goods };
}

export const storeTitle = (d: ShopFrame) => d.shop.mer_name;
export const storeDescription = (d: ShopFrame, { t, language }: PageTexts) =>
  t('store.description', {
    name: d.shop.mer_name,
    info: d.shop.mer_info,
    category: (language === 'en' && d.shop.category_name_en) || d.shop.category_name,
    count: d.shop.care_count,
  });

/** The shop pages' title and description (with the pages' chunks: store-page.tsx, store-category-page.tsx). */
export const storeHandle: PageHandle<ShopFrame> = { title: storeTitle, description: storeDescription };
