import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempt } from '../../db/schema';
import { ApiError } from '../../http/envelope';

/** Failed password logins allowed per account and per client address within the window. */
export const LOGIN_WINDOW_SECONDS = 900;
export const LOGIN_MAX_FAILURES = { account: 5, ip: 20 } as const;
export const LOGIN_LOCKED_MESSAGE = '登录失败次数过多，请15分钟后再试';

const ACCOUNT_LOCK = 7_340_201;
const IP_LOCK = 7_340_202;

/**
 * The throttle key of a shopper's account: the user itself when the account exists, however it
 * was typed (phone in any area, '+1…' login name), so no form field gives fresh tries; the
 * lower-cased name as typed for an unknown account.
 */
export const attemptKey = (user: { uid: number } | null, typed: string) =>
  user ? `uid:${user.uid}` : `name:${typed.toLowerCase()}`.slice(0, 80);

/**
 * Records an attempt before the password is checked, unless the account or the address has
 * too many recent failures (then a 400). Under advisory locks, so concurrent attempts count.
 * The row stays as a failure unless `loginSucceeded` forgets it.
 */
export async function beginLoginAttempt(db: Db, key: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${key}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
    const recent = gt(loginAttempt.created_at, sql`now() - make_interval(secs => ${LOGIN_WINDOW_SECONDS})`);
    const byAccount = await tx.$count(loginAttempt, and(eq(loginAttempt.account, key), recent));
    const byIp = await tx.$count(loginAttempt, and(eq(loginAttempt.ip, ip), recent));
    if (byAccount >= LOGIN_MAX_FAILURES.account || byIp >= LOGIN_MAX_FAILURES.ip) {
      throw new ApiError(400, LOGIN_LOCKED_MESSAGE);
    }
    await tx.insert(loginAttempt).values({ account: key, ip });
  });
}

/** A successful login: its attempt and the account's earlier failures are forgotten. */
export async function loginSucceeded(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempt).where(eq(loginAttempt.account, key));
}
