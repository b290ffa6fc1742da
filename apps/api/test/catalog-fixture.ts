/**
 * Test support for catalog suites that read the database as well as the API (oracles, rows to
 * check): on pg, the suite's shared server and a connection to its database; on PGlite, whose
 * database only one process can hold, an API of this file's own on a freshly seeded PGlite.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { loginAnswer } from '@mall/contracts';
import type { z } from 'zod';
import { okData, target, type Answer } from './helpers';
import { TEST_OPERATOR_KEY } from './setup/target';

export class CatalogEnv {
  baseUrl = '';
  database!: Database;
  /** PGlite: this file's data folder ('' on pg) */
  dataDir = '';
  /** PGlite: stops this file's API and closes its database (pg: nothing) */
  stopApi = async () => {};
  get db(): Db {
    return this.database.db;
  }

  async get<T = unknown>(urlPath: string, token = ''): Promise<Answer<T>> {
    const res = await fetch(this.baseUrl + urlPath, { headers: { 'Form-type': 'pc', 'X-Token': token } });
    return { http: res.status, body: (await res.json()) as Answer<T>['body'], headers: res.headers };
  }

  async post<T = unknown>(urlPath: string, body: unknown, token = ''): Promise<Answer<T>> {
    const res = await fetch(this.baseUrl + urlPath, {
      method: 'POST',
      headers: { 'Form-type': 'pc', 'X-Token': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { http: res.status, body: (await res.json()) as Answer<T>['body'], headers: res.headers };
  }

  /** A GET's data, parsed with its @mall/contracts schema; fails the test when it is not a success or is off its contract. */
  async getAs<S extends z.ZodType>(schema: S, urlPath: string, token = ''): Promise<z.output<S>> {
    return okData(schema, await this.get(urlPath, token), `GET ${urlPath}`);
  }

  /** Logs a seeded demo user in and answers the token. */
  async login(account = '13800138000', password = 'mall1234'): Promise<string> {
    const res = await this.post('/api/auth/login', { account, password, area_id: 19 });
    return okData(loginAnswer, res, 'login').token;
  }
}

/** Registers beforeAll/afterAll hooks; the returned object is filled in before the tests run. */
export function useCatalogEnv(): CatalogEnv {
  const env = new CatalogEnv();
  let cleanUp = async () => {};
  beforeAll(async () => {
    if (target.driver === 'pg') {
      env.database = await openDatabase({ databaseUrl: target.databaseUrl!, dataDir: '' });
      env.baseUrl = target.baseUrl;
      cleanUp = () => env.database.close();
      return;
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-catalog-'));
    const uploadDir = path.join(dir, 'uploads');
    env.dataDir = path.join(dir, 'pglite');
    await cp(inject('pgliteTemplates').seeded, dir, { recursive: true });
    env.database = await openDatabase({ dataDir: env.dataDir });
    const app = await buildApp({ database: env.database, uploadDir, logger: false, operatorKey: TEST_OPERATOR_KEY });
    env.baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    let stopped: Promise<void> | undefined;
    env.stopApi = () => (stopped ??= app.close().then(() => env.database.close()));
    cleanUp = async () => {
      await env.stopApi();
      await rm(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanUp());
  return env;
}
