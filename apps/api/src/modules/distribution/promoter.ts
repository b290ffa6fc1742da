/**
 * Promoters: a user's spread row (created on first need, with an invite code) and whether the
 * settings make them a promoter.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeOrder, userSpread } from '../../db/schema';
import { newInviteCode } from './rules';
import type { SpreadSettings } from './settings';

export type SpreadRow = typeof userSpread.$inferSelect;

/** The user's spread row, created with a fresh invite code when missing. */
export async function ensureSpreadRow(db: Db, uid: number): Promise<SpreadRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.select().from(userSpread).where(eq(userSpread.uid, uid));
    if (row) return row;
    // a clash of codes (or a concurrent insert of this user) inserts nothing: read or try again
    await db.insert(userSpread).values({ uid, code: newInviteCode(randomInt) }).onConflictDoNothing();
  }
  throw new Error(`no spread row for user ${uid}`);
}

export async function findByCode(db: Db, code: string): Promise<SpreadRow | null> {
  const [row] = await db.select().from(userSpread).where(eq(userSpread.code, code));
  return row ?? null;
}

/** What the user paid for orders not fully refunded, fen. */
export async function paidTotal(db: Db, uid: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${storeOrder.pay_price}), 0)::int` })
    .from(storeOrder)
    .where(and(eq(storeOrder.uid, uid), eq(storeOrder.paid, true), gte(storeOrder.status, 0)));
  return Number(row.total);
}

export async function isPromoter(db: Db, uid: number, settings: SpreadSettings): Promise<boolean> {
  if (!settings.enabled) return false;
  if (settings.mode === 'all') return true;
  return (await paidTotal(db, uid)) >= settings.threshold;
}
