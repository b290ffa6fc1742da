import {
  catalogApi,
  couponApi,
  type CategoryNode,
  type CouponOffer,
  type GoodsDetail,
  type GoodsShow,
  type ReplyPage,
} from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle } from '../../app/page-meta';
import { categoryPath } from '../common/category-path';
import { orNotFound, requireId } from '../common/route-errors';
import { loadSvipRule, type SvipRule } from '../common/svip-rule';

export interface DetailData {
  goods: GoodsDetail;
  show: GoodsShow;
  replies: ReplyPage;
  path: CategoryNode[];
  /** the 优惠券 row's coupons, in the viewer's state (none when they failed to load) */
  coupons: CouponOffer[];
  /** the SVIP rule of the price tag (null when it failed to load) */
  svip: SvipRule | null;
}

/** The goods page's coupons: the shop's and the goods' own, as the viewer may claim them. */
export const loadGoodsCoupons = (api: MallApi, productId: number): Promise<CouponOffer[]> =>
  couponApi(api).goods(productId);

/**
 * A page validation failure, and goods the API does not know, turn the route into a 404 (spec §5).
 * With the page on the server, so that the browser asks nothing on load; the coupons and the SVIP
 * rule are extras: their failure leaves them out, not the page.
 */
export async function loadDetail(api: MallApi, idParam: string | undefined): Promise<DetailData> {
  const id = requireId(idParam);
  const c = catalogApi(api);
  const [[goods, show, replies, tree], coupons, svip] = await Promise.all([
    orNotFound(Promise.all([c.detail(id), c.show(id), c.replies(id, 'count', 1, 10), c.categories()])),
    loadGoodsCoupons(api, id).catch((): CouponOffer[] => []),
    loadSvipRule(api),
  ]);
  return { goods, show, replies, path: categoryPath(tree, goods.cate_id), coupons, svip };
}

export const detailTitle = (d: DetailData) => d.goods.store_name;
export const detailDescription = (d: DetailData) =>
  `${d.goods.store_name}，${d.goods.store_info}。${d.goods.merchant.mer_name}`;

/** The goods page's title and description (with the page's chunk: goods-detail-page.tsx). */
export const detailHandle: PageHandle<DetailData> = { title: detailTitle, description: detailDescription };
