import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Readiness } from './readiness';

export async function checkHealth(database: Database) {
  await database.db.execute(sql`select 1`);
  return { db: 'ok' as const, driver: database.driver };
}

export type ReadyState = { ready: true; driver: Database['driver'] } | { ready: false; reason: string };

export async function checkReady(database: Database, readiness: Readiness): Promise<ReadyState> {
  if (!readiness.started) return { ready: false, reason: '服务启动中' };
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    return { ready: false, reason: '数据库不可用' };
  }
  return { ready: true, driver: database.driver };
}
