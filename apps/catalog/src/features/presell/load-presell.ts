import { presellApi, type PresellDetail, type PresellList, type PresellState } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { type ActivityGoodsData, loadActivityGoods } from '../common/goods-page/load-activity-goods';

export interface PresellPageData {
  type: PresellState;
  goods: PresellList;
}

/** /goods_presell?type=0|1|2 (未开始 / 正在进行 / 已结束; 正在进行 unless given). */
export async function loadPresell(api: MallApi, url: string): Promise<PresellPageData> {
  const t = new URL(url).searchParams.get('type');
  const type: PresellState = t === '0' ? 0 : t === '2' ? 2 : 1;
  return { type, goods: await presellApi(api).list(type, 1, 40) };
}

export type PresellDetailData = ActivityGoodsData<PresellDetail>;

/** /goods_presell_detail/:id (the presell goods id). */
export const loadPresellDetail = (api: MallApi, idParam: string | undefined): Promise<PresellDetailData> =>
  loadActivityGoods(api, idParam, (id) => presellApi(api).detail(id));
