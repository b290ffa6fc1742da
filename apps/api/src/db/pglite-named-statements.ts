/**
 * PGlite runs each query as six calls into its WebAssembly (parse, describe, bind, describe,
 * execute, sync) and parses and plans the text again every time. `nameStatements` makes a PGlite
 * instance keep each distinct statement text as a named prepared statement, parsed once, and send
 * bind + describe + execute + sync in one call: about a third of the CPU per query (measured on
 * this 2-core machine: a one-row select 270 → 95 µs). PostgreSQL's own plan cache then decides,
 * per statement, when a generic plan may replace planning. It is the embedded counterpart of
 * `nameQueries` (./prepared-client.ts) with its cap, but keeps the texts used last (lists of
 * varying length and the seed make ever new texts): a new text beyond the cap closes the
 * statement used longest ago. Anything but a plain SELECT/INSERT/UPDATE/DELETE/WITH with its
 * options (no blobs, no parameter types) takes PGlite's own path.
 * Results, errors and the query mutexes are PGlite's own: the same parsers and serializers, the
 * same `DatabaseError` with `query` and `params`, a query outside a transaction waits for any open
 * transaction, and a statement outside a transaction is synced to the data folder as PGlite does.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { MAX_NAMED_TEXTS } from './prepared-client';

const { serialize } = protocol;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

interface Named {
  name: string;
  /** parameter type oids, as the server inferred them */
  types: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

type Query = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

export function nameStatements(pg: PGlite): void {
  // in order of last use: the first is the one to close when a new text needs room
  const named = new Map<string, Named>();
  let made = 0;
  const fallback = Object.getPrototypeOf(pg).query as Query;
  const preparable = (text: string, options?: QueryOptions) =>
    PREPARABLE.test(text) && !options?.blob && !options?.paramTypes;

  async function prepare(text: string): Promise<Named> {
    const known = named.get(text);
    if (known) {
      named.delete(text);
      named.set(text, known);
      return known;
    }
    const parts: Uint8Array[] = [];
    if (named.size >= MAX_NAMED_TEXTS) {
      const [oldest, { name: old }] = named.entries().next().value!;
      // forgotten first: should the rest of this call fail, a text is never left naming a closed statement
      named.delete(oldest);
      parts.push(serialize.close({ type: 'S', name: old }));
    }
    const name = `mall_${++made}`;
    parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const { messages } = await pg.execProtocol(concat(parts), { syncToFs: false });
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    named.set(text, statement);
    return statement;
  }

  /** Inside PGlite's query mutex. */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    try {
      const { name, types } = await prepare(text);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serializer = options?.serializers?.[types[i]] ?? pg.serializers[types[i]];
        return serializer ? serializer(param) : String(param);
      });
      const { messages } = await pg.execProtocol(
        concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      // the last message is Sync's ReadyForQuery; 'I': no transaction open, so this one committed
      const ready = messages.at(-1) as { name: string; status?: string } | undefined;
      if (ready?.name === 'readyForQuery' && ready.status === 'I') await pg.syncToFs();
      return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
    } catch (err) {
      if (err instanceof Error && 'severity' in err) Object.assign(err, { query: text, params, queryOptions: options });
      throw err;
    }
  }

  pg.query = async function <T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    if (!preparable(text, options)) return fallback.call(pg, text, params, options) as Promise<Results<T>>;
    await pg._checkReady();
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params, options)));
  };

  const transaction = Object.getPrototypeOf(pg).transaction as PGlite['transaction'];
  pg.transaction = function <T>(callback: (tx: Transaction) => Promise<T>) {
    return transaction.call(pg, (tx: Transaction) => {
      const own = tx.query.bind(tx);
      tx.query = async function <R>(text: string, params: unknown[] = [], options?: QueryOptions) {
        if (tx.closed) throw new Error('Transaction is closed');
        if (!preparable(text, options)) return own<R>(text, params, options);
        return pg._runExclusiveQuery(() => run<R>(text, params, options));
      };
      return callback(tx);
    }) as Promise<T>;
  };
}
