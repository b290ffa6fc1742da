import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../../http/envelope';
import { readSettings } from '../site/service';
import { createPhoneUser, findUserByAccount, findUserByPhone, userView } from '../user/service';
import { consumeCaptcha } from './captcha';
import { hashPassword, verifyNothing, verifyPassword } from './password';
import { checkPhone } from './phone';
import { sendSmsCode, verifySmsCode, type SmsType } from './sms';
import type { SmsProvider } from './sms-provider';
import { attemptKey, beginLoginAttempt, loginSucceeded } from './throttle';
import { issueToken, type UserRow } from './token';

export const WRONG_CODE = '验证码错误';
const WRONG_LOGIN = '账号或密码错误';

/** A request's origin, for the per-address limits. */
export interface ClientInfo {
  ip: string;
}

/** The answer of every login: a new session and the user. */
export async function loginAnswer(db: Db, user: UserRow, client: ClientInfo) {
  if (user.status !== 1) throw badRequest('账号已被禁用');
  const { token, expires_time } = await issueToken(db, user.uid, client.ip);
  return { token, expires_time, user: userView(user) };
}

/** POST /api/auth/verify: the proof of work first (consumed either way), then an SMS code within the limits. */
export async function requestSmsCode(
  db: Db,
  provider: SmsProvider,
  input: { phone: string; type: SmsType; key: string; code: string; area_id: number },
  client: ClientInfo,
) {
  const number = await checkPhone(db, input.area_id, input.phone);
  const refused = await consumeCaptcha(db, input.key, input.code);
  if (refused) throw badRequest(refused);
  const { site_name } = await readSettings(db, ['site_name']);
  await sendSmsCode(db, provider, { number, type: input.type, ip: client.ip, siteName: site_name || '商城' });
}

/** POST /api/auth/login: the same answer for an unknown account and a wrong password. */
export async function passwordLogin(
  db: Db,
  input: { account: string; password: string; area_id: number },
  client: ClientInfo,
) {
  const user = await findUserByAccount(db, input.area_id, input.account);
  const key = attemptKey(user, input.account);
  await beginLoginAttempt(db, key, client.ip);
  const matches = user?.pwd ? await verifyPassword(user.pwd, input.password) : await verifyNothing(input.password);
  if (!user || !matches) throw badRequest(WRONG_LOGIN);
  await loginSucceeded(db, key);
  return loginAnswer(db, user, client);
}

/** POST /api/auth/smslogin: an unknown number gets an account (fast login). */
export async function smsLogin(
  db: Db,
  input: { phone: string; sms_code: string; area_id: number; business_code: string },
  client: ClientInfo,
) {
  const number = await checkPhone(db, input.area_id, input.phone);
  if (!(await verifySmsCode(db, number, 'login', input.sms_code))) throw badRequest(WRONG_CODE);
  const user =
    (await findUserByPhone(db, number)) ??
    (await createPhoneUser(db, number, { pwd: null, business_code: input.business_code })) ??
    (await findUserByPhone(db, number)); // registered by a concurrent request
  if (!user) throw new ApiError(500, '登录失败，请重试');
  return loginAnswer(db, user, client);
}

/** POST /api/auth/register: the code is checked before the number, so the call tells nothing without it. */
export async function register(
  db: Db,
  input: { phone: string; sms_code: string; pwd: string; area_id: number; business_code: string },
) {
  const number = await checkPhone(db, input.area_id, input.phone);
  if (!(await verifySmsCode(db, number, 'login', input.sms_code))) throw badRequest(WRONG_CODE);
  if (await findUserByPhone(db, number)) throw badRequest('该手机号已注册');
  const pwd = await hashPassword(input.pwd);
  const created = await createPhoneUser(db, number, { pwd, business_code: input.business_code });
  if (!created) throw badRequest('该手机号已注册');
  return created.uid;
}
