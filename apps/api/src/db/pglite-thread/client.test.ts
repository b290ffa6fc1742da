import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './client';

let thread: PgliteThread;
/** PGlite in this thread, for comparison */
let plain: PGlite;

const table = `create table item (
  id serial primary key, name text not null unique, price int not null check (price >= 0), weight numeric(10, 2),
  tags text[], meta jsonb, created_at timestamptz not null default now())`;

beforeAll(async () => {
  [thread, plain] = await Promise.all([PgliteThread.open('memory://'), PGlite.create()]);
  await Promise.all([thread.exec(table), plain.exec(table)]);
}, 60_000);
afterAll(() => Promise.all([thread.close(), plain.close()]));

const insert =
  'insert into item (name, price, weight, tags, meta, created_at) values ($1, $2, $3, $4, $5, $6) returning *';
const select = 'select id, name, price, weight, tags, meta, created_at, null::int as nothing from item where name = $1';

describe('PGlite in a thread of its own', () => {
  it('answers what PGlite answers: values of every kind, rows as objects or arrays, the caller’s parsers', async () => {
    const params = [
      '茶 "叶"',
      1999,
      '1.50',
      ['红', 'a,b'],
      JSON.stringify({ k: [1, '二'] }),
      new Date('2026-12-01T08:00:00Z'),
    ];
    await thread.query(insert, params);
    await plain.query(insert, params);
    const asText: QueryOptions = { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (v: string) => `at ${v}` } };
    for (const options of [undefined, asText]) {
      const mine = await thread.query(select, [params[0]], options);
      const theirs = await plain.query(select, [params[0]], options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    const [row] = (await thread.query<unknown[]>(select, [params[0]], asText)).rows;
    expect(row[6]).toMatch(/^at 2026-12-01 08:00:00/);
    const update = 'update item set price = price + $1 where name = $2';
    expect((await thread.query(update, [1, params[0]])).affectedRows).toBe(1);
  });

  it('fails with PGlite’s DatabaseError: code, constraint, the query and its parameters', async () => {
    await thread.query(insert, ['唯一', 1, null, null, null, new Date()]);
    const err = await thread.query(insert, ['唯一', 1, null, null, null, new Date()]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({
      severity: 'ERROR',
      code: '23505',
      constraint: 'item_name_key',
      query: insert,
      params: ['唯一', 1, null, null, null, expect.any(Date)],
    });
    expect((err as Error).message).toContain('duplicate key');
  });

  it('commits a transaction that ends well, rolls back one that throws, and an outside query waits for it', async () => {
    const count = async () => (await thread.query<{ n: number }>('select count(*)::int as n from item')).rows[0].n;
    const before = await count();
    await thread.transaction(async (tx) => {
      await tx.query(insert, ['事务一', 1, null, null, null, new Date()]);
    });
    expect(await count()).toBe(before + 1);

    const failed = thread.transaction(async (tx) => {
      await tx.query(insert, ['事务二', 1, null, null, null, new Date()]);
      await tx.query('update item set price = -1 where name = $1', ['事务二']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23514' });
    expect(await count()).toBe(before + 1);

    // a query sent while a transaction is open runs after its commit, never inside it
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const tx = thread.transaction(async (t) => {
      await t.query(insert, ['事务三', 1, null, null, null, new Date()]);
      await held;
      await t.query('update item set price = 7 where name = $1', ['事务三']);
      order.push('committed');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = thread.query<{ price: number }>('select price from item where name = $1', ['事务三']).then((r) => {
      order.push('outside');
      return r.rows[0]?.price;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await tx;
    expect(await outside).toBe(7);
    expect(order).toEqual(['committed', 'outside']);
  });

  it('delivers a notification before the query that sent it resolves', async () => {
    const heard: string[] = [];
    const unlisten = await thread.listen('mall_test', (payload) => heard.push(payload));
    await thread.query(`select pg_notify('mall_test', $1)`, ['item']);
    expect(heard).toEqual(['item']);
    await unlisten();
    await thread.query(`select pg_notify('mall_test', $1)`, ['later']);
    expect(heard).toEqual(['item']);
  });

  it('dumps the data folder as a gzip archive', async () => {
    const dump = await thread.dumpDataDir('gzip');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  });
});
