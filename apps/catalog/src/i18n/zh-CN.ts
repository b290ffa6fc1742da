import { common } from './zh-CN/common';
import { home } from './zh-CN/home';
import { search } from './zh-CN/search';
import { goods } from './zh-CN/goods';
import { shops } from './zh-CN/shops';
import { store } from './zh-CN/store';
import { brands } from './zh-CN/brands';
import { coupons } from './zh-CN/coupons';
import { news } from './zh-CN/news';
import { settled } from './zh-CN/settled';
import { seckill } from './zh-CN/seckill';
import { presell } from './zh-CN/presell';
import { bargain } from './zh-CN/bargain';
import { groupBuy } from './zh-CN/group-buy';
import { live } from './zh-CN/live';

/**
 * The catalog's Chinese texts, one module a section: `common` is bundled with the app, each other
 * section comes with the chunks of the pages that use it (catalog-texts.ts). The whole catalogue
 * is for the server's renders, the types and the tests.
 */
export const zhCN = {
  common,
  home,
  search,
  goods,
  shops,
  store,
  brands,
  coupons,
  news,
  settled,
  seckill,
  presell,
  bargain,
  groupBuy,
  live,
};

export type CatalogCatalogue = typeof zhCN;
