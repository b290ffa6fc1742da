/**
 * Distribution settings (everyone is a promoter, 10% + 5% brokerage, frozen 15 days, withdraw
 * from ¥10) and a small team: the second demo user came through the first one's invite link.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemConfig, userSpread, users } from '../db/schema';
import { demoUsers } from './users';

/** The first demo user's invite code: /?spread=MALL8000 */
export const DEMO_SPREAD_CODE = 'MALL8000';

export async function insertDistributionDemo(db: Db) {
  const config = {
    spread_status: 1,
    spread_mode: 'all',
    spread_threshold: 0,
    spread_rate_one: 10,
    spread_rate_two: 5,
    spread_freeze_days: 15,
    spread_min_withdraw: 1_000,
  };
  await db
    .insert(systemConfig)
    .values(Object.entries(config).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();

  const demo = await db
    .select({ uid: users.uid, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, [demoUsers[0].phone, demoUsers[1].phone]));
  const promoter = demo.find((u) => u.phone === demoUsers[0].phone);
  const invitee = demo.find((u) => u.phone === demoUsers[1].phone);
  if (!promoter || !invitee) return { config: Object.keys(config).length, spread: 0 };
  const rows = await db
    .insert(userSpread)
    .values([
      { uid: promoter.uid, code: DEMO_SPREAD_CODE },
      { uid: invitee.uid, code: 'MALL9000', spread_uid: promoter.uid, spread_time: new Date() },
    ])
    .onConflictDoNothing()
    .returning({ uid: userSpread.uid });
  return { config: Object.keys(config).length, spread: rows.length };
}
