/** What the stock gate answered in this process, per step (/metrics: mall_seckill_gate_<figure>{name="<step>"}). */
import type { GateRefusal } from './stock-gate';

export type GateStep = 'cart_create' | 'order_create';

interface GateFigures {
  /** let through (order/create: reserved) */
  passed: number;
  sold_out: number;
  over_limit: number;
}

const figures: Record<GateStep, GateFigures> = {
  cart_create: { passed: 0, sold_out: 0, over_limit: 0 },
  order_create: { passed: 0, sold_out: 0, over_limit: 0 },
};

export function countGateAnswer(step: GateStep, refusal: GateRefusal | null): void {
  figures[step][refusal ?? 'passed'] += 1;
}

export const gateStats = (): Record<GateStep, GateFigures> => figures;
