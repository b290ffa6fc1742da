import {
  catalogApi,
  couponApi,
  seckillApi,
  shopsApi,
  type Banner,
  type CategoryNode,
  type CouponOffer,
  type HomeFloor,
  type Paged,
  type SeckillList,
  type ShopCard,
} from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import type { HotLists } from './hot-blocks';

/** Here, not in floors.tsx: the app's first chunk has this module, the home page's chunk the floors. */
export const FLOORS_PER_PAGE = 3;

export interface HomeData {
  tree: CategoryNode[];
  banners: Banner[];
  lists: HotLists;
  shops: ShopCard[];
  floors: Paged<HomeFloor>;
  /** the coupon strip's four coupons, in the viewer's state (none when they failed to load) */
  coupons: CouponOffer[];
  /** the seckill strip: the running slot's first goods (null when no slot runs or they failed to load) */
  seckill: SeckillList | null;
}

/** The running seckill slot and its first five goods; null when none runs. */
export async function loadSeckillStrip(api: MallApi): Promise<SeckillList | null> {
  const s = seckillApi(api);
  const slots = await s.slots();
  const slot = slots.list[slots.index];
  return slot ? s.goods(slot, 1, 5) : null;
}

/** The coupon strip's coupons: the first four of the coupon centre, as the viewer may claim them. */
export const loadCouponStrip = async (api: MallApi): Promise<CouponOffer[]> =>
  (await couponApi(api).centre(undefined, 1, 4)).list;

/**
 * Everything the home page shows above the fold and its first floors, in one round of requests;
 * with the page on the server, so that the browser asks nothing on load. The coupon and seckill
 * strips are extras: their failure leaves them out, not the page.
 */
export async function loadHome(api: MallApi): Promise<HomeData> {
  const c = catalogApi(api);
  const [tree, home, best, fresh, good, hot, shops, floors, coupons, seckill] = await Promise.all([
    c.categories(),
    api.get<{ pc_home_banner: Banner[] }>('/api/pc/home'),
    c.hot('best', 1, 5),
    c.hot('new', 1, 3),
    c.hot('good', 1, 5),
    c.hot('hot', 1, 4),
    c.merchants({ is_best: 1, limit: 4 }),
    shopsApi(api).floors(1, FLOORS_PER_PAGE),
    loadCouponStrip(api).catch((): CouponOffer[] => []),
    loadSeckillStrip(api).catch(() => null),
  ]);
  const lists = { best, new: fresh, good, hot };
  return { tree, banners: home.pc_home_banner, lists, shops: shops.list, floors, coupons, seckill };
}
