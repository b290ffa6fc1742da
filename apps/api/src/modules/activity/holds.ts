/**
 * The activity lines of an order, per activity, and what order/create reserved of them outside
 * the database before its writes (`ActivityKind.hold`): given back at once when no order is made.
 */
import type { Db } from '../../db/client';
import type { SkuGoods } from '../cart/goods';
import { isActivityGoods, type ActivityGoods, type ActivityLine } from './kind';
import { activityKind } from './registry';

type OrderLine = { goods: SkuGoods; num: number; activity_ref: number };

export function activityLinesByType(lines: OrderLine[]): Map<number, ActivityLine<ActivityGoods>[]> {
  const byType = new Map<number, ActivityLine<ActivityGoods>[]>();
  for (const l of lines) {
    if (!isActivityGoods(l.goods)) continue;
    const type = l.goods.activity_type;
    byType.set(type, [...(byType.get(type) ?? []), { goods: l.goods, num: l.num, activity_ref: l.activity_ref }]);
  }
  return byType;
}

export class ActivityHolds {
  private readonly releases: (() => Promise<void>)[] = [];

  async hold(db: Db, uid: number, lines: OrderLine[]): Promise<void> {
    for (const [type, mine] of activityLinesByType(lines)) {
      const kind = activityKind(type);
      if (kind?.hold) this.releases.push(await kind.hold(db, uid, mine));
    }
  }

  /** The order was not made: everything held goes back (once). */
  async release(): Promise<void> {
    for (const release of this.releases.splice(0)) await release();
  }
}
