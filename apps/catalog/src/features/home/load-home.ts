import {
  catalogApi,
  shopsApi,
  type Banner,
  type CategoryNode,
  type HomeFloor,
  type Paged,
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
}

/** Everything the home page shows above the fold and its first floors, in one round of requests. */
export async function loadHome(api: MallApi): Promise<HomeData> {
  const c = catalogApi(api);
  const [tree, home, best, fresh, good, hot, shops, floors] = await Promise.all([
    c.categories(),
    api.get<{ pc_home_banner: Banner[] }>('/api/pc/home'),
    c.hot('best', 1, 5),
    c.hot('new', 1, 3),
    c.hot('good', 1, 5),
    c.hot('hot', 1, 4),
    c.merchants({ is_best: 1, limit: 4 }),
    shopsApi(api).floors(1, FLOORS_PER_PAGE),
  ]);
  return { tree, banners: home.pc_home_banner, lists: { best, new: fresh, good, hot }, shops: shops.list, floors };
}
