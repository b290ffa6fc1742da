/** The stock gate of a single process (embedded PGlite, or no Redis): the activities' state in memory. */
import type { Db } from '../../../db/client';
import { readActivityState, type ActivityState } from './read-state';
import { FRESH_MS, type GateLine, type GateRefusal, type GiveBack, type StockGate } from './stock-gate';

interface Held extends ActivityState {
  readAt: number;
}

export function memoryGate(freshMs = FRESH_MS, read = readActivityState): StockGate {
  const states = new Map<number, Held>();
  const reading = new Map<number, Promise<Held>>();

  async function stateOf(db: Db, activityId: number, day: string): Promise<Held> {
    const held = states.get(activityId);
    if (held && held.day === day && Date.now() - held.readAt < freshMs) return held;
    let pending = reading.get(activityId);
    if (!pending) {
      pending = read(db, activityId, day)
        .then((s) => {
          const fresh = { ...s, readAt: Date.now() };
          states.set(activityId, fresh);
          return fresh;
        })
        .finally(() => reading.delete(activityId));
      reading.set(activityId, pending);
    }
    return pending;
  }

  return {
    async check(db, uid, lines, day, reserve) {
      const held = new Map<number, Held>();
      for (const id of new Set(lines.map((l) => l.activity_id))) held.set(id, await stateOf(db, id, day));
      // nothing awaited from here on: the check and the reservation are one step
      const refusal = judge(uid, lines, (l) => held.get(l.activity_id)!);
      if (refusal || !reserve) return refusal;
      for (const l of lines) {
        const s = held.get(l.activity_id)!;
        const left = s.stock.get(l.sku_id);
        if (left !== undefined) s.stock.set(l.sku_id, left - l.num);
        s.total.set(uid, (s.total.get(uid) ?? 0) + l.num);
        s.today.set(uid, (s.today.get(uid) ?? 0) + l.num);
      }
      return null;
    },
    async giveBack(items) {
      for (const b of items) giveBackTo(states.get(b.activity_id), b);
    },
    async forget(activityId) {
      states.delete(activityId);
    },
    async close() {
      states.clear();
    },
  };
}

/**
 * The gate's rule (the Redis script follows it too): sold out when a SKU has no piece left, over
 * the limit when the shopper's pieces today or in the activity would pass it, sold out when fewer
 * pieces are left than asked for. A SKU the state does not know (added since it was read) is let
 * through to the database.
 */
export function judge(uid: number, lines: GateLine[], stateOf: (l: GateLine) => ActivityState): GateRefusal | null {
  const asked = new Map<string, number>();
  const add = (key: string, n: number) => {
    const sum = (asked.get(key) ?? 0) + n;
    asked.set(key, sum);
    return sum;
  };
  for (const l of lines) {
    const s = stateOf(l);
    const left = s.stock.get(l.sku_id);
    if (left !== undefined && left <= 0) return 'sold_out';
    const total = (s.total.get(uid) ?? 0) + add(`t${l.activity_id}`, l.num);
    const today = (s.today.get(uid) ?? 0) + add(`d${l.activity_id}`, l.num);
    if (total > l.all_num || today > l.once_num) return 'over_limit';
    if (left !== undefined && add(`s${l.sku_id}`, l.num) > left) return 'sold_out';
  }
  return null;
}

function giveBackTo(s: ActivityState | undefined, b: GiveBack) {
  if (!s) return;
  const left = s.stock.get(b.sku_id);
  if (left !== undefined) s.stock.set(b.sku_id, left + b.stock);
  if (b.quota === 0) return;
  const less = (m: Map<number, number>) => m.set(b.uid, Math.max(0, (m.get(b.uid) ?? 0) - b.quota));
  less(s.total);
  if (b.day === s.day) less(s.today);
}
