import { catalogApi, type CategoryNode, type GoodsDetail, type GoodsShow, type ReplyPage } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { categoryPath } from '../common/category-path';
import { orNotFound, requireId } from '../common/route-errors';

export interface DetailData {
  goods: GoodsDetail;
  show: GoodsShow;
  replies: ReplyPage;
  path: CategoryNode[];
}

/** A page validation failure, and goods the API does not know, turn the route into a 404 (spec §5). */
export async function loadDetail(api: MallApi, idParam: string | undefined): Promise<DetailData> {
  const id = requireId(idParam);
  const c = catalogApi(api);
  const [goods, show, replies, tree] = await orNotFound(
    Promise.all([c.detail(id), c.show(id), c.replies(id, 'count', 1, 10), c.categories()]),
  );
  return { goods, show, replies, path: categoryPath(tree, goods.cate_id) };
}

export const detailTitle = (d: DetailData) => d.goods.store_name;
export const detailDescription = (d: DetailData) =>
  `${d.goods.store_name}，${d.goods.store_info}。${d.goods.merchant.mer_name}`;
