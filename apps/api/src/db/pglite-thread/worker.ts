/**
 * The thread that runs the embedded database (./client.ts starts it): PGlite, its WebAssembly
 * and its protocol parsing on a core of their own, beside the HTTP thread. Requests are run in
 * the order they arrive, under PGlite's own mutexes: a query outside a transaction waits for an
 * open one, as it would in one thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { nameStatements } from '../pglite-named-statements';
import type { ErrorFields, Reply, Request, WorkerOptions } from './protocol';

const port = parentPort!;
const post = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

function errorFields(err: unknown): ErrorFields {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), database: false, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
    else if (key === 'params') fields[key] = structuredCloneable(value) ? value : undefined;
  }
  return { name: err.name, message: err.message, database: 'severity' in err, fields };
}

function structuredCloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

const keepAsText = (value: string) => value;
const parserSets = new Map<string, ParserOptions>();
function keeping(oids: number[]): ParserOptions | undefined {
  if (oids.length === 0) return undefined;
  const key = oids.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, keepAsText]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): Promise<void>;
}

function serve(pg: PGlite) {
  const transactions = new Map<number, OpenTransaction>();
  const unlisteners = new Map<string, () => Promise<void>>();

  /** Runs PGlite's own transaction around the requests that name it, until commit or rollback. */
  function begin(): Promise<OpenTransaction> {
    return new Promise((opened, refused) => {
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const done: Promise<void> = pg.transaction(async (tx) => {
        opened({ tx, end: (commit) => (end(commit), done) });
        if (!(await ended)) await tx.rollback();
      });
      // before it opened: BEGIN failed; after, the request that ended it hears the outcome
      done.catch(refused);
    });
  }

  async function run(req: Request): Promise<unknown> {
    switch (req.op) {
      case 'query': {
        const options: QueryOptions = { rowMode: req.rowMode, parsers: keeping(req.keepText) };
        const on = req.tx === undefined ? pg : transactions.get(req.tx)?.tx;
        if (!on) throw new Error('Transaction is closed');
        return on.query(req.text, req.params, options);
      }
      case 'exec':
        return pg.exec(req.text);
      case 'begin':
        transactions.set(req.tx, await begin());
        return null;
      case 'commit':
      case 'rollback': {
        const open = transactions.get(req.tx);
        if (!open) throw new Error('Transaction is closed');
        transactions.delete(req.tx);
        await open.end(req.op === 'commit');
        return null;
      }
      case 'listen':
        if (!unlisteners.has(req.channel))
          unlisteners.set(
            req.channel,
            await pg.listen(req.channel, (payload) => post({ notify: req.channel, payload })),
          );
        return null;
      case 'unlisten':
        await unlisteners.get(req.channel)?.();
        unlisteners.delete(req.channel);
        return null;
      case 'dump':
        return (await pg.dumpDataDir('gzip')).arrayBuffer();
      case 'close':
        await pg.close();
        return null;
    }
  }

  port.on('message', (req: Request) => {
    run(req).then(
      (result) => post({ id: req.id, result: result as never }, result instanceof ArrayBuffer ? [result] : []),
      (err) => post({ id: req.id, error: errorFields(err) }),
    );
  });
}

async function start({ dataDir, wasmModule, fsBundle }: WorkerOptions) {
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, wasmModule, fsBundle });
    // PGlite starts with sequential scans disabled; plan like a PostgreSQL server does.
    await pg.exec('set enable_seqscan = on');
    // Every statement is named and prepared once (nameStatements): plan it once too. By default
    // PostgreSQL plans anew on every call a statement whose generic plan it estimates dearer, and
    // planning inside WebAssembly costs more than most executions here (a checkout's shopper
    // reads 1.59 → 0.79 ms; the flash sale 150 → 173 orders/s). Plans never change results; a
    // generic plan can only be slower on data far larger than an embedded mall keeps.
    await pg.exec('set plan_cache_mode = force_generic_plan');
    nameStatements(pg);
  } catch (err) {
    post({ failed: errorFields(err) });
    return;
  }
  serve(pg);
  post({ ready: true });
}

void start(workerData as WorkerOptions);
