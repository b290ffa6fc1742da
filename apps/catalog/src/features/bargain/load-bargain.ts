import { data } from 'react-router';
import {
  bargainApi,
  catalogApi,
  type BargainDetail,
  type BargainList,
  type BargainStatus,
  type CategoryNode,
  type GoodsShow,
  type ReplyPage,
} from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { categoryPath } from '../common/category-path';

const notFound = () => data('This page could not be found', { status: 404, statusText: 'Not Found' });

/** A page's id from its path (positive 32-bit integer), or the 404 page. */
function idOf(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,9}$/.test(param) || Number(param) > 2_147_483_647) throw notFound();
  return Number(param);
}

/** Unknown ids answer the API's 404: the page is a 404 too. */
async function or404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    // the client's ApiError may come from another bundle's copy of the package: no instanceof
    if ((err as { httpStatus?: number }).httpStatus === 404) throw notFound();
    throw err;
  }
}

export interface BargainPageData {
  goods: BargainList;
  page: number;
}

/** /goods_bargain?page=N: the goods open for bargains now. */
export async function loadBargainList(api: MallApi, url: string): Promise<BargainPageData> {
  const page = Math.min(1000, Math.max(1, Number(new URL(url).searchParams.get('page')) || 1));
  return { goods: await bargainApi(api).goods(page, 20), page };
}

export interface BargainDetailData {
  goods: BargainDetail;
  show: GoodsShow;
  replies: ReplyPage;
  path: CategoryNode[];
}

/** /goods_bargain_detail/:id (the bargain goods id). */
export async function loadBargainDetail(api: MallApi, idParam: string | undefined): Promise<BargainDetailData> {
  const id = idOf(idParam);
  const c = catalogApi(api);
  return or404(async () => {
    const goods = await bargainApi(api).detail(id);
    const [show, replies, tree] = await Promise.all([
      c.show(goods.product_id),
      c.replies(goods.product_id, 'count', 1, 10),
      c.categories(),
    ]);
    return { goods, show, replies, path: categoryPath(tree, goods.cate_id) };
  });
}

/** /bargain_status/:id (a user's bargain; public, it is what a share link opens). */
export function loadBargainStatus(api: MallApi, idParam: string | undefined): Promise<BargainStatus> {
  const id = idOf(idParam);
  return or404(() => bargainApi(api).status(id));
}
