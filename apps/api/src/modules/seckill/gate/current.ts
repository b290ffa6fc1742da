/**
 * Which stock gate the seckill code uses: the one of the app serving the request (several apps
 * may share a process in tests), else the one of the app built last (timed jobs, scripts), else
 * a gate in memory of its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { createRedis } from '../../../lib/redis';
import { registerMetricSource } from '../../../metrics/sources';
import { memoryGate } from './memory-gate';
import { redisGate } from './redis-gate';
import { gateStats } from './stats';
import type { StockGate } from './stock-gate';

export interface StockGateOptions {
  /** Redis shared by every API process; without it, the gate lives in this process */
  redisUrl?: string;
  /** Redis key prefix (default `mall:`; tests: one per run) */
  redisPrefix?: string;
  /** how long a state read from the database is trusted (ms) */
  freshMs?: number;
  /** how long a buy-now holds its pieces (ms) */
  holdMs?: number;
}

const scope = new AsyncLocalStorage<StockGate>();
const built: StockGate[] = [];
let own: StockGate | undefined;

export function stockGate(): StockGate {
  return scope.getStore() ?? built.at(-1) ?? (own ??= memoryGate());
}

export function makeStockGate(opts: StockGateOptions = {}): StockGate {
  if (!opts.redisUrl) return memoryGate(opts.freshMs, undefined, opts.holdMs);
  return redisGate(createRedis(opts.redisUrl, 'seckill-gate'), {
    prefix: opts.redisPrefix,
    freshMs: opts.freshMs,
    holdMs: opts.holdMs,
  });
}

/** The app's requests use `gate` (a hook before every handler); closing the app closes it. */
export function serveStockGate(app: FastifyInstance, opts: StockGateOptions = {}): StockGate {
  const gate = makeStockGate(opts);
  built.push(gate);
  registerMetricSource('seckill_gate', gateStats);
  app.addHook('preHandler', (_req, _reply, done) => scope.run(gate, done));
  app.addHook('onClose', async () => {
    built.splice(built.indexOf(gate), 1);
    await gate.close();
  });
  return gate;
}
