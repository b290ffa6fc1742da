/**
 * Embedded PGlite in a thread of its own, behind the part of PGlite's interface the API uses
 * (drizzle's query and transaction, exec, listen, dumpDataDir, close). On the HTTP thread PGlite's
 * WebAssembly and protocol parsing were over half of a busy API's CPU; in a worker thread they run
 * on the other core. Results, errors (`DatabaseError` with its code, constraint, query, params) and
 * notifications are PGlite's own, copied across; a notification reaches its listener before the
 * query that caused it resolves, as in one thread.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { ErrorFields, PgliteAssets, Reply, Request, WorkerOptions } from './protocol';

// Request without its id, spread over the union's members
type Unsent = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(result: unknown): void;
  reject(err: Error): void;
}

/**
 * PGlite's WebAssembly compiled once per process and its file-system bundle read once, shared by
 * every thread this process starts (tests open a database per file): a thread would otherwise
 * compile its own.
 */
let assets: Promise<PgliteAssets> | undefined;
// node's global WebAssembly (the API's TypeScript libraries declare its types only)
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;
function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return { wasmModule: await wasmApi.compile(wasm), fsBundle: new Blob([data]) };
  })();
  return assets;
}

/** `process.env.MALL_BUNDLED` is set at build time in the API's bundle (packages/node-bundle). */
function workerUrl(): URL {
  return process.env.MALL_BUNDLED === '1'
    ? new URL('../../../dist/pglite-worker.js', import.meta.url)
    : new URL('./worker-source.mjs', import.meta.url);
}

function rebuildError({ name, message, database, fields }: ErrorFields): Error {
  const err = database ? new protocol.messages.DatabaseError(message, 0, 'error') : new Error(message);
  Object.defineProperty(err, 'name', { value: name, writable: true, configurable: true });
  return Object.assign(err, fields);
}

export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private lastId = 0;
  private lastTx = 0;
  private ended = false;

  private constructor(options: WorkerOptions) {
    this.worker = new Worker(workerUrl(), { workerData: options });
  }

  /** Starts the thread and opens `dataDir`; rejects with PGlite's error when it cannot. */
  static async open(dataDir: string): Promise<PgliteThread> {
    const client = new PgliteThread({ dataDir, ...(await pgliteAssets()) });
    await client.started();
    return client;
  }

  get closed(): boolean {
    return this.ended;
  }

  private started(): Promise<void> {
    return new Promise((resolve, reject) => {
      const early = (err: Error) => reject(err);
      this.worker.once('error', early);
      this.worker.once('exit', (code) => this.stopped(code));
      this.worker.on('message', (reply: Reply) => {
        if ('ready' in reply) {
          this.worker.off('error', early);
          this.worker.on('error', (err) => this.stopped(err));
          resolve();
        } else if ('failed' in reply) {
          this.ended = true;
          void this.worker.terminate();
          reject(rebuildError(reply.failed));
        } else if ('notify' in reply) {
          for (const listener of this.listeners.get(reply.notify) ?? []) listener(reply.payload);
        } else {
          const pending = this.pending.get(reply.id)!;
          this.pending.delete(reply.id);
          if ('error' in reply) pending.reject(rebuildError(reply.error));
          else pending.resolve(reply.result);
        }
      });
    });
  }

  /** The thread ended without being closed (it crashed): nothing can be answered any more. */
  private stopped(cause: Error | number) {
    if (this.ended) return;
    this.ended = true;
    const err = new Error(`the database thread stopped (${cause instanceof Error ? cause.message : `exit ${cause}`})`);
    for (const { reject } of this.pending.values()) reject(err);
    this.pending.clear();
    // the embedded database is gone: end the process, whose supervisor starts it again
    process.nextTick(() => {
      throw err;
    });
  }

  private send<T>(req: Unsent): Promise<T> {
    if (this.ended) return Promise.reject(new Error('PGlite is closed'));
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.worker.postMessage({ ...req, id });
    });
  }

  /** One SQL statement (the bench counts statements here). */
  sendStatement<T>(req: Unsent): Promise<T> {
    return this.send<T>(req);
  }

  private async runQuery<T>(text: string, params: unknown[], options: QueryOptions | undefined, tx?: number) {
    if (options?.blob || options?.paramTypes || options?.serializers || options?.onNotice)
      throw new Error('PgliteThread: blob, paramTypes, serializers and onNotice are not supported');
    const parsers = options?.parsers;
    const result = await this.sendStatement<Results<T>>({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      keepText: parsers ? Object.keys(parsers).map(Number) : [],
      tx,
    });
    if (parsers) applyParsers(result, parsers, options?.rowMode === 'array');
    return result;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.sendStatement({ op: 'exec', text });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = ++this.lastTx;
    await this.sendStatement({ op: 'begin', tx: id });
    let closed = false;
    const tx = {
      query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        closed ? Promise.reject(new Error('Transaction is closed')) : this.runQuery<R>(text, params, options, id),
      rollback: async () => {
        closed = true;
        await this.sendStatement({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.sendStatement({ op: 'rollback', tx: id });
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.sendStatement({ op: 'commit', tx: id });
    }
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.send({ op: 'listen', channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      if (!this.ended) await this.send({ op: 'unlisten', channel });
    };
  }

  async dumpDataDir(compression: 'gzip'): Promise<Blob> {
    void compression; // the worker always gzips: the one format the API serves
    return new Blob([await this.send<ArrayBuffer>({ op: 'dump' })], { type: 'application/x-gzip' });
  }

  async close(): Promise<void> {
    if (this.ended) return;
    try {
      await this.send({ op: 'close' });
    } finally {
      this.ended = true;
      await this.worker.terminate();
    }
  }
}

type Parsers = NonNullable<QueryOptions['parsers']>;

/** The caller's parsers on the columns the thread left as text. */
function applyParsers(result: Results<unknown>, parsers: Parsers, arrays: boolean) {
  result.fields.forEach((field, i) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = arrays ? i : field.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string);
    }
  });
}
