/** An activity's state as the gate keeps it, read from the database (the truth). */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storeSeckillProduct, storeSeckillQuota, storeSeckillSku } from '../../../db/schema';

export interface ActivityState {
  /** SKU id → pieces left */
  stock: Map<number, number>;
  /** uid → pieces held in the activity (open and paid orders) */
  total: Map<number, number>;
  /** uid → pieces held that were bought on `day` */
  today: Map<number, number>;
  day: string;
}

export async function readActivityState(db: Db, activityId: number, day: string): Promise<ActivityState> {
  const skus = await db
    .select({ id: storeSeckillSku.id, stock: storeSeckillSku.stock })
    .from(storeSeckillSku)
    .innerJoin(storeSeckillProduct, eq(storeSeckillProduct.id, storeSeckillSku.seckill_product_id))
    .where(eq(storeSeckillProduct.activity_id, activityId));
  const quotas = await db
    .select({
      uid: storeSeckillQuota.uid,
      day: storeSeckillQuota.day,
      day_num: storeSeckillQuota.day_num,
      total_num: storeSeckillQuota.total_num,
    })
    .from(storeSeckillQuota)
    .where(and(eq(storeSeckillQuota.activity_id, activityId), gt(storeSeckillQuota.total_num, 0)));
  return {
    stock: new Map(skus.map((s) => [s.id, s.stock])),
    total: new Map(quotas.map((q) => [q.uid, q.total_num])),
    today: new Map(quotas.filter((q) => q.day === day && q.day_num > 0).map((q) => [q.uid, q.day_num])),
    day,
  };
}
