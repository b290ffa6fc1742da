import { data } from 'react-router';
import {
  catalogApi,
  seckillApi,
  type CategoryNode,
  type GoodsShow,
  type ReplyPage,
  type SeckillDetail,
  type SeckillList,
  type SeckillSlots,
} from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { categoryPath } from '../common/category-path';

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

export interface SeckillDetailData {
  goods: SeckillDetail;
  show: GoodsShow;
  replies: ReplyPage;
  path: CategoryNode[];
}

const notFound = () => data('This page could not be found', { status: 404, statusText: 'Not Found' });

/** /goods_seckill_detail/:id (the seckill goods id); unknown ids are a 404. */
export async function loadSeckillDetail(api: MallApi, idParam: string | undefined): Promise<SeckillDetailData> {
  if (!idParam || !/^[1-9]\d{0,9}$/.test(idParam) || Number(idParam) > 2_147_483_647) throw notFound();
  const c = catalogApi(api);
  try {
    const goods = await seckillApi(api).detail(Number(idParam));
    const [show, replies, tree] = await Promise.all([c.show(goods.product_id), c.replies(goods.product_id, 'count', 1, 10), c.categories()]);
    return { goods, show, replies, path: categoryPath(tree, goods.cate_id) };
  } catch (err) {
    // the client's ApiError may come from another bundle's copy of the package: no instanceof
    if ((err as { httpStatus?: number }).httpStatus === 404) throw notFound();
    throw err;
  }
}
