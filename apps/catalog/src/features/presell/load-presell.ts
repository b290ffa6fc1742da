import { data } from 'react-router';
import {
  catalogApi,
  presellApi,
  type CategoryNode,
  type GoodsShow,
  type PresellDetail,
  type PresellList,
  type PresellState,
  type ReplyPage,
} from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { categoryPath } from '../common/category-path';

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

export interface PresellDetailData {
  goods: PresellDetail;
  show: GoodsShow;
  replies: ReplyPage;
  path: CategoryNode[];
}

const notFound = () => data('This page could not be found', { status: 404, statusText: 'Not Found' });

/** /goods_presell_detail/:id (the presell goods id); unknown ids are a 404. */
export async function loadPresellDetail(api: MallApi, idParam: string | undefined): Promise<PresellDetailData> {
  if (!idParam || !/^[1-9]\d{0,9}$/.test(idParam) || Number(idParam) > 2_147_483_647) throw notFound();
  const c = catalogApi(api);
  try {
    const goods = await presellApi(api).detail(Number(idParam));
    const [show, replies, tree] = await Promise.all([c.show(goods.product_id), c.replies(goods.product_id, 'count', 1, 10), c.categories()]);
    return { goods, show, replies, path: categoryPath(tree, goods.cate_id) };
  } catch (err) {
    // the client's ApiError may come from another bundle's copy of the package: no instanceof
    if ((err as { httpStatus?: number }).httpStatus === 404) throw notFound();
    throw err;
  }
}
