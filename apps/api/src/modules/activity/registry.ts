/** Every marketing activity the cart and the checkout can sell (see ./kind.ts). */
import { groupBuyActivity } from '../group-buy/activity';
import { seckillActivity } from '../seckill/activity';
import type { ActivityKind } from './kind';

const KINDS: ActivityKind[] = [seckillActivity, groupBuyActivity];

const byType = new Map(KINDS.map((k) => [k.type, k]));

export function activityKind(type: number): ActivityKind | undefined {
  return byType.get(type);
}

export const activityTypes = (): number[] => [...byType.keys()];
