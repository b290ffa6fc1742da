/** The shopper's own account: nickname and avatar, bound phone, password, sessions. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { hashPassword, verifyPassword } from '../auth/password';
import { accountFor, type PhoneNumber } from '../auth/phone';
import { WRONG_CODE } from '../auth/service';
import { verifySmsCode } from '../auth/sms';
import { attemptKey, beginLoginAttempt, loginSucceeded } from '../auth/throttle';
import { revokeAllTokens, type UserRow } from '../auth/token';
import { setPassword } from './service';

export const NICKNAME_MAX = 20;

/** Plain text of a nickname: no markup, no control or invisible characters, spaces collapsed. */
export function cleanNickname(raw: string): string {
  return raw
    .replace(/<[^>]*>?/g, '')
    .replace(/[<>]/g, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function updateProfile(db: Db, uid: number, change: { nickname?: string; avatar?: string }) {
  if (change.nickname === undefined && change.avatar === undefined) throw badRequest('请填写要修改的资料');
  await db.update(users).set(change).where(eq(users.uid, uid));
}

/** Binds another phone number, proved by an SMS code (type mobile) sent to that number. */
export async function changePhone(db: Db, user: UserRow, number: PhoneNumber, code: string) {
  if (number.area_id === user.area_id && number.phone === user.phone) throw badRequest('新手机号不能与当前手机号相同');
  if (!(await verifySmsCode(db, number, 'mobile', code))) throw badRequest(WRONG_CODE);
  const account = accountFor(number);
  const [taken] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(ne(users.uid, user.uid), eq(users.account, account)));
  if (taken) throw badRequest('该手机号已被其他账号绑定');
  try {
    await db
      .update(users)
      .set({ area_id: number.area_id, phone: number.phone, account })
      .where(eq(users.uid, user.uid));
  } catch {
    // another account bound the number at the same moment (unique phone/account)
    throw badRequest('该手机号已被其他账号绑定');
  }
}

/**
 * A new password, proved by the old one or by an SMS code (type change_pwd) sent to the bound
 * phone. Wrong old passwords count against the account like failed logins (a stolen session
 * cannot guess on). Every session ends, this one too: the shopper logs in again.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  proof: { old_pwd?: string; sms_code?: string },
  pwd: string,
  ip: string,
) {
  if (proof.sms_code) {
    const number = { area_id: user.area_id, area_code: '', phone: user.phone };
    if (!(await verifySmsCode(db, number, 'change_pwd', proof.sms_code))) throw badRequest(WRONG_CODE);
  } else {
    if (!user.pwd) throw badRequest('您还未设置密码，请使用短信验证码修改');
    const key = attemptKey(user, user.account);
    await beginLoginAttempt(db, key, ip);
    if (!(await verifyPassword(user.pwd, proof.old_pwd ?? ''))) throw badRequest('原密码错误');
    await loginSucceeded(db, key);
  }
  await setPassword(db, user.uid, await hashPassword(pwd));
}

export const logOutEverywhere = (db: Db, uid: number) => revokeAllTokens(db, uid);
