import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { hotTypes, type CategoryNode, type HotType } from '@mall/contracts';
import type { Db } from '../../db/client';
import { merchant, storeCategory, storeProduct } from '../../db/schema';
import { onPage } from '../../lib/paging';
import { cardColumns, toCard } from './goods-card';
import { goodsListVersion, heldPerGoodsListVersion } from '../common/goods-list-version';

/** The whole category tree (3 levels), each level ordered by sort (higher first), then id. */
export async function categoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: storeCategory.id,
      pid: storeCategory.pid,
      cate_name: storeCategory.cate_name,
      cate_name_en: storeCategory.cate_name_en,
      pic: storeCategory.pic,
    })
    .from(storeCategory)
    .orderBy(desc(storeCategory.sort), asc(storeCategory.id));
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    if (parent) parent.children.push(node);
    else if (node.pid === 0) roots.push(node);
  }
  return roots;
}

const hotFilter: Record<HotType, SQL> = {
  best: eq(storeProduct.is_best, true),
  new: eq(storeProduct.is_new, true),
  hot: eq(storeProduct.is_hot, true),
  good: eq(storeProduct.is_good, true),
};

const hotOrder: Record<HotType, SQL[]> = {
  best: [desc(storeProduct.sales), desc(storeProduct.id)],
  new: [desc(storeProduct.create_time), desc(storeProduct.id)],
  hot: [desc(storeProduct.sales), desc(storeProduct.id)],
  good: [desc(storeProduct.rate), desc(storeProduct.sales), desc(storeProduct.id)],
};

const onList = (type: HotType) => and(eq(storeProduct.is_show, true), hotFilter[type]);

/** How many goods each list holds: counting 10,000 flagged goods takes tens of ms, so it is done once per goods version. */
const listCounts = Object.fromEntries(
  hotTypes.map((type) => [type, heldPerGoodsListVersion((db) => db.$count(storeProduct, onList(type)))]),
) as Record<HotType, (db: Db, version: bigint) => Promise<number>>;

/** Goods on sale flagged best/new/hot/good, paged. Prices are integer fen. */
export async function hotProducts(db: Db, type: HotType, page: number, limit: number) {
  const version = await goodsListVersion(db);
  const rows = await onPage(
    db
      .select(cardColumns)
      .from(storeProduct)
      .innerJoin(merchant, eq(merchant.id, storeProduct.mer_id))
      .where(onList(type))
      .orderBy(...hotOrder[type])
      .$dynamic(),
    { page, limit },
  );
  const total = await listCounts[type](db, version);
  const list = rows.map(toCard);
  return { list, count: total };
}
