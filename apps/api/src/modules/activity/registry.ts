/** Every marketing activity the cart and the checkout can sell (see ./kind.ts). */
import { bargainActivity } from '../bargain/activity';
import { groupBuyActivity } from '../group-buy/activity';
import { presellActivity } from '../presell/activity';
import { seckillActivity } from '../seckill/activity';
import type { ActivityKind } from './kind';

const KINDS: ActivityKind[] = [seckillActivity, presellActivity, groupBuyActivity, bargainActivity];

const byType = new Map(KINDS.map((k) => [k.type, k]));

export function activityKind(type: number): ActivityKind | undefined {
  return byType.get(type);
}

export const activityTypes = (): number[] => [...byType.keys()];
