import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatements } from './pglite-named-statements';
import { MAX_NAMED_TEXTS } from './prepared-client';

let pg: PGlite;
/** PGlite's own path, for comparison */
let plain: PGlite;

beforeAll(async () => {
  [pg, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
  nameStatements(pg);
  for (const db of [pg, plain]) {
    await db.exec(`create table item (
      id serial primary key, name text not null unique, price int not null, weight numeric(10, 2),
      tags text[], meta jsonb, on_sale boolean not null default true, created_at timestamptz not null default now())`);
  }
});
afterAll(() => Promise.all([pg.close(), plain.close()]));

describe('PGlite named statements', () => {
  it('answers what PGlite answers: values of every kind in and out, rows as objects or arrays, own parsers', async () => {
    const insert =
      'insert into item (name, price, weight, tags, meta, created_at) values ($1, $2, $3, $4, $5, $6) returning *';
    const params = [
      '茶 "叶" \'一\'',
      1999,
      '1.50',
      ['红', 'a,b', '"q"'],
      JSON.stringify({ k: [1, '二'] }),
      new Date('2026-12-01T08:00:00Z'),
    ];
    const select =
      'select id, name, price, weight, tags, meta, on_sale, created_at, null::int as nothing from item where name = $1 and price > $2';
    const asStrings: QueryOptions = { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    for (const db of [pg, plain]) await db.query(insert, params);
    for (const options of [undefined, asStrings]) {
      const mine = await pg.query(select, [params[0], 0], options);
      const theirs = await plain.query(select, [params[0], 0], options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    expect((await pg.query<{ tags: string[] }>(select, [params[0], 0])).rows[0].tags).toEqual(params[3]);
    const update = 'update item set price = price + $1 where name = $2';
    expect((await pg.query(update, [1, params[0]])).affectedRows).toBe(
      (await plain.query(update, [1, params[0]])).affectedRows,
    );
  });

  it('parses a text once, and keeps at most the cap named: the texts used last', async () => {
    // an instance of its own: the others keep naming their texts
    const own = await PGlite.create();
    nameStatements(own);
    const named = async () =>
      (await own.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
        (r) => r.statement,
      );
    const before = (await named()).length;
    for (const n of [1, 2, 3])
      expect((await own.query<{ n: number }>('select $1::int + 1 as n', [n])).rows[0].n).toBe(n + 1);
    expect(await named()).toHaveLength(before + 1);
    const hot = 'select $1::int * 2 as n';
    for (let i = 0; i < MAX_NAMED_TEXTS + 20; i++) {
      await own.query(`select $1::int + ${i} as n`, [1]);
      expect((await own.query<{ n: number }>(hot, [i])).rows[0].n).toBe(i * 2);
    }
    const kept = await named();
    expect(kept).toHaveLength(MAX_NAMED_TEXTS);
    expect(kept).toContain(hot);
    expect(kept).not.toContain('select $1::int + 0 as n');
    // a closed one is named again when it comes back
    expect((await own.query<{ n: number }>('select $1::int + 0 as n', [7])).rows[0].n).toBe(7);
    expect(await named()).toContain('select $1::int + 0 as n');
    await own.close();
  });

  it('fails as PGlite fails, with the code and the query, and rolls back with the transaction', async () => {
    const insert = 'insert into item (name, price) values ($1, $2)';
    await pg.query(insert, ['唯一', 1]);
    const err = await pg.query(insert, ['唯一', 2]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', query: insert, params: ['唯一', 2] });
    await expect(pg.query('select * from item where price = $1', ['不是数字'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query(insert, ['回滚', 3]);
        await tx.query(insert, ['唯一', 4]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await pg.query('select 1 from item where name = $1', ['回滚'])).rows).toHaveLength(0);
  });

  it('a query outside a transaction waits for an open one (not run inside it, where it would see its writes)', async () => {
    let outside!: Promise<{ rows: { n: number }[] }>;
    const tx = pg.transaction(async (t) => {
      await t.query('insert into item (name, price) values ($1, $2)', ['事务中', 5]);
      outside = pg.query<{ n: number }>('select count(*)::int as n from item where name = $1', ['事务中']);
      for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
      throw new Error('rolled back');
    });
    await expect(tx).rejects.toThrow('rolled back');
    expect((await outside).rows[0].n).toBe(0);
  });

  it('a closed transaction refuses more queries', async () => {
    let kept!: Parameters<Parameters<PGlite['transaction']>[0]>[0];
    await pg.transaction(async (t) => {
      kept = t;
    });
    await expect(kept.query('select $1::int', [1])).rejects.toThrow('Transaction is closed');
  });
});
