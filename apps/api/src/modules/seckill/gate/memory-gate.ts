/** The stock gate of a single process (embedded PGlite, or no Redis): the activities' state in memory. */
import type { Db } from '../../../db/client';
import { readActivityState, type ActivityState } from './read-state';
import { FRESH_MS, HOLD_MS, type GateLine, type GateRefusal, type GiveBack, type StockGate } from './stock-gate';

interface Held extends ActivityState {
  readAt: number;
}

/** A shopper's buy-now pieces of one SKU, counted in the state until `until`. */
interface Hold {
  activity_id: number;
  sku_id: number;
  uid: number;
  num: number;
  day: string;
  until: number;
}

const holdKey = (activityId: number, uid: number, skuId: number) => `${activityId}:${uid}:${skuId}`;

export function memoryGate(freshMs = FRESH_MS, read = readActivityState, holdMs = HOLD_MS): StockGate {
  const states = new Map<number, Held>();
  // a read is shared by callers on the same handle only: on PGlite a read outside a transaction
  // waits for the open one, so a transaction that joined it would wait for itself
  const reading = new Map<number, { db: Db; state: Promise<Held> }>();
  // every hold lasts holdMs and a renewed one is put last: the map is in expiry order
  const holds = new Map<string, Hold>();

  async function stateOf(db: Db, activityId: number, day: string): Promise<Held> {
    const held = states.get(activityId);
    if (held && held.day === day && Date.now() - held.readAt < freshMs) return held;
    const pending = reading.get(activityId);
    if (pending?.db === db) return pending.state;
    const state = read(db, activityId, day)
      .then((s) => {
        const fresh = { ...s, readAt: Date.now() };
        // the database knows nothing of holds: the live ones are counted again
        for (const h of holds.values()) if (h.activity_id === activityId) shift(fresh, h, -1);
        states.set(activityId, fresh);
        return fresh;
      })
      .finally(() => {
        if (reading.get(activityId)?.state === state) reading.delete(activityId);
      });
    reading.set(activityId, { db, state });
    return state;
  }

  function expire(now: number) {
    for (const [key, h] of holds) {
      if (h.until > now) break;
      holds.delete(key);
      const s = states.get(h.activity_id);
      if (s) shift(s, h, 1);
    }
  }

  return {
    async check(db, uid, lines, day, mode) {
      const held = new Map<number, Held>();
      for (const id of new Set(lines.map((l) => l.activity_id))) held.set(id, await stateOf(db, id, day));
      // nothing awaited from here on: the check and the reservation are one step
      const now = Date.now();
      expire(now);
      const mine = new Set(lines.flatMap((l) => holds.get(holdKey(l.activity_id, uid, l.sku_id)) ?? []));
      // the shopper's own hold is free for the shopper: given back while judging
      for (const h of mine) shift(held.get(h.activity_id)!, h, 1);
      const refusal = judge(uid, lines, (l) => held.get(l.activity_id)!);
      if (refusal || mode === 'ask') {
        for (const h of mine) shift(held.get(h.activity_id)!, h, -1);
        return refusal;
      }
      for (const h of mine) holds.delete(holdKey(h.activity_id, uid, h.sku_id));
      for (const l of lines) {
        const piece = { ...l, uid, day };
        shift(held.get(l.activity_id)!, piece, -1);
        if (mode === 'hold') holds.set(holdKey(l.activity_id, uid, l.sku_id), { ...piece, until: now + holdMs });
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
      holds.clear();
    },
  };
}

/** Moves `num` pieces of a shopper's into the SKU's stock (+1: given back) or out of it (-1: taken). */
function shift(s: ActivityState, p: { sku_id: number; uid: number; num: number; day: string }, sign: 1 | -1) {
  const left = s.stock.get(p.sku_id);
  if (left !== undefined) s.stock.set(p.sku_id, left + sign * p.num);
  s.total.set(p.uid, (s.total.get(p.uid) ?? 0) - sign * p.num);
  if (p.day === s.day) s.today.set(p.uid, (s.today.get(p.uid) ?? 0) - sign * p.num);
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
