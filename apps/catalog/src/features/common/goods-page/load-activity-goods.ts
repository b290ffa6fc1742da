import { catalogApi, type CategoryNode, type GoodsShow, type ReplyPage } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { categoryPath } from '../category-path';
import { orNotFound, requireId } from '../route-errors';

export interface ActivityGoodsData<G> {
  goods: G;
  show: GoodsShow;
  replies: ReplyPage;
  path: CategoryNode[];
}

/** The rest of an activity goods page: the description, first reviews and category path of the goods it sells. */
export async function withGoodsPage<G extends { product_id: number; cate_id: number }>(
  api: MallApi,
  goods: G,
): Promise<ActivityGoodsData<G>> {
  const c = catalogApi(api);
  const [show, replies, tree] = await Promise.all([
    c.show(goods.product_id),
    c.replies(goods.product_id, 'count', 1, 10),
    c.categories(),
  ]);
  return { goods, show, replies, path: categoryPath(tree, goods.cate_id) };
}

/** /<activity>_detail/:id: the activity's goods by its id and the rest of the page; an unknown id is a 404. */
export async function loadActivityGoods<G extends { product_id: number; cate_id: number }>(
  api: MallApi,
  idParam: string | undefined,
  detail: (id: number) => Promise<G>,
): Promise<ActivityGoodsData<G>> {
  const id = requireId(idParam);
  return orNotFound(detail(id).then((goods) => withGoodsPage(api, goods)));
}
