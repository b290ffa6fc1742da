/**
 * The flash sale's stock gate: per seckill SKU the pieces left, per shopper the pieces bought of
 * an activity (today, in total), kept in memory (one process) or in Redis (several processes), so
 * that a losing attempt (sold out, over the limit) is refused without the database and a winning
 * one reserves its piece before its transaction.
 *
 * The gate is never the only truth. It is read from the database lazily (first use, state missing
 * after a Redis restart, then again every FRESH_MS, and when the day changes), and the order's
 * transaction still takes stock and quota with conditional updates. A gate that says too much
 * (an order closed by another process before the gate heard of it, a reservation made while the
 * state was read) costs an attempt in the database that the database refuses; one that says too
 * little (a give-back lost in a crash) refuses until the next read.
 *
 * A buy-now (cart/create) holds its pieces in the gate for HOLD_MS, so that while they are held
 * every other shopper's attempt is refused before any database work; order/create turns the hold
 * into the order's reservation. Holds live in the gate alone: a state read again from the database
 * counts the live ones again.
 */
import type { Db } from '../../../db/client';

export type GateRefusal = 'sold_out' | 'over_limit';

/** What a shopper wants of one seckill SKU, with its activity's limits. */
export interface GateLine {
  activity_id: number;
  sku_id: number;
  num: number;
  /** pieces per shopper per day */
  once_num: number;
  /** pieces per shopper in the activity */
  all_num: number;
}

/** Pieces going back: `stock` to the SKU, `quota` to the shopper's counts (of `day`, and in total). */
export interface GiveBack {
  activity_id: number;
  sku_id: number;
  uid: number;
  /** Asia/Shanghai day the pieces were bought on */
  day: string;
  stock: number;
  quota: number;
}

/**
 * What a check does besides answering: `ask` nothing; `hold` reserves the lines for the shopper's
 * checkout (a buy-now), for the gate's hold time, in place of the shopper's earlier hold of the
 * same SKUs; `reserve` reserves them for the order being made, in place of the shopper's hold.
 */
export type GateMode = 'ask' | 'hold' | 'reserve';

export interface StockGate {
  /**
   * Refuses lines that are sold out or over the shopper's limits (null: go ahead), counting the
   * shopper's own hold of a line's SKU as free; `hold` and `reserve` take all the lines at once (all
   * or none) when none is refused.
   */
  check(db: Db, uid: number, lines: GateLine[], day: string, mode: GateMode): Promise<GateRefusal | null>;
  /** A reservation that made no order, a closed order, a refund. */
  giveBack(items: GiveBack[]): Promise<void>;
  /** The next use reads the activity from the database again (its rows were changed behind the gate's back). */
  forget(activityId: number): Promise<void>;
  close(): Promise<void>;
}

/** How long a state read from the database is trusted. */
export const FRESH_MS = 10_000;
/**
 * How long a buy-now holds its pieces for the checkout (config SECKILL_HOLD_SECONDS): a hold
 * expires back on sale; an order made after that reserves again.
 */
export const HOLD_MS = 120_000;
