import { groupBuyApi, type GroupBuyDetail, type GroupBuyGroup, type GroupBuyList } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { type ActivityGoodsData, withGoodsPage } from '../common/goods-page/load-activity-goods';
import { orNotFound, requireId } from '../common/route-errors';

/** /goods_combination?page=N */
export async function loadGroupBuyList(api: MallApi, url: string): Promise<GroupBuyList & { page: number }> {
  const page = Math.max(1, Math.min(1000, Number(new URL(url).searchParams.get('page')) || 1));
  return { ...(await groupBuyApi(api).list(page, 20)), page };
}

export interface GroupBuyDetailData extends ActivityGoodsData<GroupBuyDetail> {
  /** ?group=: the group the shopper came to join (from a share link) */
  joining: number;
}

/** /goods_combination_detail/:id (the group-buy goods id)?group=<group to join> */
export async function loadGroupBuyDetail(
  api: MallApi,
  idParam: string | undefined,
  url: string,
): Promise<GroupBuyDetailData> {
  const id = requireId(idParam);
  const goods = await orNotFound(groupBuyApi(api).detail(id));
  const joining = Number(new URL(url).searchParams.get('group')) || 0;
  return { ...(await withGoodsPage(api, goods)), joining };
}

/** /combination_status/:id (the group id) */
export async function loadGroup(api: MallApi, idParam: string | undefined): Promise<GroupBuyGroup> {
  const id = requireId(idParam);
  return orNotFound(groupBuyApi(api).group(id));
}
