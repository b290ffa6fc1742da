import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { accountFor, maskPhone, type PhoneNumber } from '../auth/phone';
import { revokeAllTokens, type UserRow } from '../auth/token';
import { isMember } from '../svip/rules';

/** What the client sees of a user (`GET /api/user`, login answers). Money in fen. */
export function userView(u: UserRow) {
  return {
    uid: u.uid,
    nickname: u.nickname,
    avatar: u.avatar,
    phone: maskPhone(u.phone),
    account: u.account,
    is_open_member: u.is_open_member,
    /** the paid level while the membership runs, else 0 */
    is_money_level: isMember(u) ? u.is_money_level : 0,
    svip_expires_at: u.svip_expires_at,
    now_money: u.now_money,
    integral: u.integral,
    business_code: u.business_code,
  };
}
export type UserView = ReturnType<typeof userView>;

export async function findUserByPhone(db: Db, number: PhoneNumber): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.area_id, number.area_id), eq(users.phone, number.phone)));
  return row ?? null;
}

/** A user by phone number within the chosen area, else by login name. */
export async function findUserByAccount(db: Db, areaId: number, account: string): Promise<UserRow | null> {
  const byPhone = and(eq(users.area_id, areaId), eq(users.phone, account));
  const [row] = await db
    .select()
    .from(users)
    .where(or(byPhone, eq(users.account, account)))
    .orderBy(desc(sql`coalesce(${byPhone}, false)`))
    .limit(1);
  return row ?? null;
}

/**
 * Creates the user of a phone number (nickname '用户' + last 4 digits); null when the number
 * is already registered, also when another request registers it at the same moment.
 */
export async function createPhoneUser(
  db: Db,
  number: PhoneNumber,
  extra: { pwd: string | null; business_code: string },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      area_id: number.area_id,
      phone: number.phone,
      account: accountFor(number),
      pwd: extra.pwd,
      nickname: `用户${number.phone.slice(-4)}`,
      business_code: extra.business_code,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Sets a new password hash and ends every session of the user, in one transaction. */
export async function setPassword(db: Db, uid: number, pwdHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ pwd: pwdHash }).where(eq(users.uid, uid));
    await revokeAllTokens(tx, uid);
  });
}
