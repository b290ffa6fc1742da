import { data } from 'react-router';
import { catalogApi, type CategoryNode, type GoodsDetail, type GoodsShow, type ReplyPage } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { categoryPath } from '../common/category-path';

export interface DetailData {
  goods: GoodsDetail;
  show: GoodsShow;
  replies: ReplyPage;
  path: CategoryNode[];
}

const notFound = () => data('This page could not be found', { status: 404, statusText: 'Not Found' });

/** A page validation failure, and goods the API does not know, turn the route into a 404 (spec §5). */
export async function loadDetail(api: MallApi, idParam: string | undefined): Promise<DetailData> {
  if (!idParam || !/^[1-9]\d{0,9}$/.test(idParam) || Number(idParam) > 2_147_483_647) throw notFound();
  const id = Number(idParam);
  const c = catalogApi(api);
  try {
    const [goods, show, replies, tree] = await Promise.all([c.detail(id), c.show(id), c.replies(id, 'count', 1, 10), c.categories()]);
    return { goods, show, replies, path: categoryPath(tree, goods.cate_id) };
  } catch (err) {
    // the client's ApiError may come from another bundle's copy of the package: no instanceof
    if ((err as { httpStatus?: number }).httpStatus === 404) throw notFound();
    throw err;
  }
}

export const detailTitle = (d: DetailData) => d.goods.store_name;
export const detailDescription = (d: DetailData) => `${d.goods.store_name}，${d.goods.store_info}。${d.goods.merchant.mer_name}`;
