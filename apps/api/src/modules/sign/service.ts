/**
 * Daily sign-in: one row per user and Shanghai calendar day (unique in the database, so a double
 * click earns once), the streak carried from yesterday's row, points through the ledger.
 */
import { and, asc, between, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemConfig, userSign } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { creditUser } from '../pay/credit';
import { addDays, shanghaiDay } from '../../lib/shanghai-day';
import { monthRange } from './days';
import { parseRewards, rewardFor } from './rewards';

export async function signRewards(db: Db): Promise<number[]> {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, 'sign_rewards'));
  return parseRewards(row?.value);
}

async function latestSign(db: Db, uid: number) {
  const [row] = await db
    .select({ day: userSign.day, streak: userSign.streak })
    .from(userSign)
    .where(eq(userSign.uid, uid))
    .orderBy(desc(userSign.day))
    .limit(1);
  return row ?? null;
}

/** POST /api/user/sign/create: today's sign-in, or 400 when already signed today. */
export async function signIn(db: Db, uid: number, now = new Date()) {
  const today = shanghaiDay(now.getTime());
  const rewards = await signRewards(db);
  return db.transaction(async (tx) => {
    const last = await latestSign(tx, uid);
    if (last?.day === today) throw badRequest('今日已签到');
    const streak = last?.day === addDays(today, -1) ? last.streak + 1 : 1;
    const reward = rewardFor(rewards, streak);
    const [row] = await tx
      .insert(userSign)
      .values({ uid, day: today, streak, reward, created_at: now })
      .onConflictDoNothing()
      .returning({ id: userSign.id });
    if (!row) throw badRequest('今日已签到');
    const integral =
      reward > 0
        ? await creditUser(tx, uid, 'integral', reward, { type: 'sign', title: '签到奖励', mark: `连续签到${streak}天` })
        : null;
    return { day: today, streak, reward, integral };
  });
}

/** GET /api/user/sign/info: signed today, the streak that counts now, the next reward, the rules. */
export async function signInfo(db: Db, uid: number, now = new Date()) {
  const today = shanghaiDay(now.getTime());
  const [last, rewards, total] = await Promise.all([
    latestSign(db, uid),
    signRewards(db),
    db.$count(userSign, eq(userSign.uid, uid)),
  ]);
  const signedToday = last?.day === today;
  const alive = signedToday || last?.day === addDays(today, -1);
  const streak = alive && last ? last.streak : 0;
  return {
    today: today,
    today_signed: signedToday,
    streak,
    /** what the next sign-in earns: today's if not signed yet, else tomorrow's */
    next_reward: rewardFor(rewards, streak + 1),
    sign_total: total,
    rewards: rewards.map((points, i) => ({ day: i + 1, points })),
  };
}

/** GET /api/user/sign/month: the signed days of a month with their rewards. */
export async function signMonth(db: Db, uid: number, month: string) {
  const { first, last } = monthRange(month);
  const rows = await db
    .select({ day: userSign.day, streak: userSign.streak, reward: userSign.reward })
    .from(userSign)
    .where(and(eq(userSign.uid, uid), between(userSign.day, first, last)))
    .orderBy(asc(userSign.day));
  return { month, list: rows };
}

/** For tests and the seed: the current month in Shanghai. */
export const currentMonth = (now = new Date()) => shanghaiDay(now.getTime()).slice(0, 7);
