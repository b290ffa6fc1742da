import { data } from 'react-router';
import {
  catalogApi,
  groupBuyApi,
  type CategoryNode,
  type GoodsShow,
  type GroupBuyDetail,
  type GroupBuyGroup,
  type GroupBuyList,
  type ReplyPage,
} from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { categoryPath } from '../common/category-path';

const notFound = () => data('This page could not be found', { status: 404, statusText: 'Not Found' });

const idOf = (param: string | undefined): number => {
  if (!param || !/^[1-9]\d{0,9}$/.test(param) || Number(param) > 2_147_483_647) throw notFound();
  return Number(param);
};

/** An API 404 (unknown or hidden id) is the page's 404. */
async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    // the client's ApiError may come from another bundle's copy of the package: no instanceof
    if ((err as { httpStatus?: number }).httpStatus === 404) throw notFound();
    throw err;
  }
}

/** /goods_combination?page=N */
export async function loadGroupBuyList(api: MallApi, url: string): Promise<GroupBuyList & { page: number }> {
  const page = Math.max(1, Math.min(1000, Number(new URL(url).searchParams.get('page')) || 1));
  return { ...(await groupBuyApi(api).list(page, 20)), page };
}

export interface GroupBuyDetailData {
  goods: GroupBuyDetail;
  show: GoodsShow;
  replies: ReplyPage;
  path: CategoryNode[];
  /** ?group=: the group the shopper came to join (from a share link) */
  joining: number;
}

/** /goods_combination_detail/:id (the group-buy goods id)?group=<group to join> */
export async function loadGroupBuyDetail(api: MallApi, idParam: string | undefined, url: string): Promise<GroupBuyDetailData> {
  const id = idOf(idParam);
  const c = catalogApi(api);
  const goods = await orNotFound(() => groupBuyApi(api).detail(id));
  const [show, replies, tree] = await Promise.all([c.show(goods.product_id), c.replies(goods.product_id, 'count', 1, 10), c.categories()]);
  const joining = Number(new URL(url).searchParams.get('group')) || 0;
  return { goods, show, replies, path: categoryPath(tree, goods.cate_id), joining };
}

/** /combination_status/:id (the group id) */
export async function loadGroup(api: MallApi, idParam: string | undefined): Promise<GroupBuyGroup> {
  const id = idOf(idParam);
  return orNotFound(() => groupBuyApi(api).group(id));
}
