import { seckillApi, type SeckillDetail, type SeckillList, type SeckillSlots } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { type ActivityGoodsData, loadActivityGoods } from '../common/goods-page/load-activity-goods';

export interface SeckillPageData {
  slots: SeckillSlots;
  /** the tab shown */
  active: number;
  goods: SeckillList | null;
}

/** /goods_seckill?start=<epoch s>: the slot tabs and the goods of the chosen one (else the running one). */
export async function loadSeckill(api: MallApi, url: string): Promise<SeckillPageData> {
  const s = seckillApi(api);
  const slots = await s.slots();
  const start = new URL(url).searchParams.get('start');
  const chosen = slots.list.findIndex((w) => String(w.start) === start);
  const active = chosen >= 0 ? chosen : slots.index;
  const goods = active >= 0 ? await s.goods(slots.list[active], 1, 50) : null;
  return { slots, active, goods };
}

export type SeckillDetailData = ActivityGoodsData<SeckillDetail>;

/** /goods_seckill_detail/:id (the seckill goods id). */
export const loadSeckillDetail = (api: MallApi, idParam: string | undefined): Promise<SeckillDetailData> =>
  loadActivityGoods(api, idParam, (id) => seckillApi(api).detail(id));
