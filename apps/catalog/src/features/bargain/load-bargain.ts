import { bargainApi, type BargainDetail, type BargainList, type BargainStatus } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { type ActivityGoodsData, loadActivityGoods } from '../common/goods-page/load-activity-goods';
import { orNotFound, requireId } from '../common/route-errors';

export interface BargainPageData {
  goods: BargainList;
  page: number;
}

/** /goods_bargain?page=N: the goods open for bargains now. */
export async function loadBargainList(api: MallApi, url: string): Promise<BargainPageData> {
  const page = Math.min(1000, Math.max(1, Number(new URL(url).searchParams.get('page')) || 1));
  return { goods: await bargainApi(api).goods(page, 20), page };
}

export type BargainDetailData = ActivityGoodsData<BargainDetail>;

/** /goods_bargain_detail/:id (the bargain goods id). */
export const loadBargainDetail = (api: MallApi, idParam: string | undefined): Promise<BargainDetailData> =>
  loadActivityGoods(api, idParam, (id) => bargainApi(api).detail(id));

/** /bargain_status/:id (a user's bargain; public, it is what a share link opens). */
export function loadBargainStatus(api: MallApi, idParam: string | undefined): Promise<BargainStatus> {
  const id = requireId(idParam);
  return orNotFound(bargainApi(api).status(id));
}
