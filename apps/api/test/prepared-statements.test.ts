import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_NAMED_TEXTS, nameQueries } from '../src/db/prepared-client';
import { describeApi, target } from './helpers';

describeApi('prepared statements on PostgreSQL', () => {
  let client: pg.Client;
  beforeAll(async () => {
    if (target.driver !== 'pg') return;
    client = new pg.Client({ connectionString: target.databaseUrl! });
    await client.connect();
    nameQueries(client as unknown as pg.PoolClient);
  });
  afterAll(() => client?.end());
  const prepared = async () =>
    Number((await client.query('select count(*) from pg_prepared_statements')).rows[0].count);

  it.skipIf(target.driver !== 'pg')(
    'a query text is parsed once per connection, at most a capped number of texts',
    async () => {
      const before = await prepared();
      for (const n of [1, 2, 3])
        expect((await client.query({ text: 'select $1::int + 1 as n', values: [n] })).rows[0].n).toBe(n + 1);
      expect(await prepared()).toBe(before + 1);
      // texts without parameters stay unnamed
      await client.query('select 1');
      expect(await prepared()).toBe(before + 1);
      for (let i = 0; i < MAX_NAMED_TEXTS + 20; i++)
        await client.query({ text: `select $1::int + ${i} as n`, values: [1] });
      expect(await prepared()).toBeLessThanOrEqual(MAX_NAMED_TEXTS);
      expect(await prepared()).toBeGreaterThan(before + 1);
    },
  );
});
