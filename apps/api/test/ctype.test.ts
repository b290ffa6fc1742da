import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { describeApi, target } from './helpers';
import { adminQuery, withDatabase } from './setup/pg-admin';

describeApi('start-up check of the database locale', () => {
  it.runIf(target.driver === 'pg')('refuses a database whose LC_CTYPE is not UTF-8', async () => {
    const admin = target.adminUrl!;
    const name = `mall_test_c_${randomBytes(4).toString('hex')}`;
    await adminQuery(admin, `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
    try {
      await expect(openDatabase({ databaseUrl: withDatabase(admin, name), dataDir: '' })).rejects.toThrow(
        /LC_CTYPE 'C', which is not UTF-8/,
      );
    } finally {
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
