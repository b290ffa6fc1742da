import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaCode, smsCode } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { PhoneNumber } from './phone';
import type { SmsProvider } from './sms-provider';

export const SMS_TYPES = ['login', 'change_pwd', 'mobile', 'intention'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

/** A code is valid 5 minutes, answers once, and dies after 5 wrong answers. */
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_MAX_ATTEMPTS = 5;

/**
 * Sends allowed per phone and per client address, over windows counted back from now. A phone is
 * its international number: areas sharing a dialling code (25 share +1) share its limits.
 */
export const SMS_LIMITS = {
  phone: [
    { seconds: 60, max: 1, message: '发送过于频繁，请稍后再试' },
    { seconds: 3600, max: 5, message: '发送次数过多，请1小时后再试' },
    { seconds: 86_400, max: 10, message: '今日发送次数已达上限，请明天再试' },
  ],
  ip: [
    { seconds: 3600, max: 20, message: '操作过于频繁，请稍后再试' },
    { seconds: 86_400, max: 50, message: '操作过于频繁，请明天再试' },
  ],
} as const;

// advisory lock namespaces: one sender per phone and per address at a time, in every process
const PHONE_LOCK = 7_340_101;
const IP_LOCK = 7_340_102;

const codeHash = (n: PhoneNumber, type: SmsType, code: string) =>
  createHash('sha256').update(`${n.area_id}:${n.phone}:${type}:${code}`).digest('hex');

const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** How many codes were sent within each window (per the given condition). */
async function countSends(tx: Db, where: ReturnType<typeof and>, windows: readonly { seconds: number }[]) {
  const columns = Object.fromEntries(
    windows.map((w, i) => [`w${i}`, sql<number>`count(*) filter (where ${smsCode.created_at} > ${since(w.seconds)})`.mapWith(Number)]),
  );
  const [row] = await tx.select(columns).from(smsCode).where(where);
  return windows.map((_, i) => row[`w${i}`] as number);
}

function checkLimits(counts: number[], limits: readonly { max: number; message: string }[]) {
  limits.forEach((limit, i) => {
    if (counts[i] >= limit.max) throw new ApiError(400, limit.message);
  });
}

/**
 * Sends a new 6-digit code, within the per-phone and per-address limits. The limits are counted
 * from `sms_code` rows under advisory locks in one transaction, so they hold across processes.
 */
export async function sendSmsCode(
  db: Db,
  provider: SmsProvider,
  input: { number: PhoneNumber; type: SmsType; ip: string; siteName: string },
): Promise<void> {
  const { number, type, ip } = input;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const day = since(86_400);
  await db.transaction(async (tx) => {
    // always phone then address: no two senders wait for each other in opposite order
    await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${`+${number.area_code}${number.phone}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
    const sameCode = tx.select({ id: areaCode.id }).from(areaCode).where(eq(areaCode.area_code, number.area_code));
    const phoneWhere = and(inArray(smsCode.area_id, sameCode), eq(smsCode.phone, number.phone), gt(smsCode.created_at, day));
    checkLimits(await countSends(tx, phoneWhere, SMS_LIMITS.phone), SMS_LIMITS.phone);
    const ipWhere = and(eq(smsCode.ip, ip), gt(smsCode.created_at, day));
    checkLimits(await countSends(tx, ipWhere, SMS_LIMITS.ip), SMS_LIMITS.ip);
    await tx.insert(smsCode).values({ ...number, type, code_hash: codeHash(number, type, code), ip });
  });
  await provider.send({
    area_code: number.area_code,
    phone: number.phone,
    template: 'verify_code',
    params: { code },
    content: `【${input.siteName}】您的验证码是${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效，请勿泄露给他人。`,
  });
}

/**
 * Checks a code against the latest one sent to the phone for this purpose and uses it up when
 * right. A wrong answer counts against the code; expired, used or dead codes never match. One
 * UPDATE both checks and counts, so concurrent guesses are serialised on the row: no more than
 * SMS_MAX_ATTEMPTS answers are ever compared, however many arrive at once.
 */
export async function verifySmsCode(db: Db, number: PhoneNumber, type: SmsType, code: string): Promise<boolean> {
  const [latest] = await db
    .select({ id: smsCode.id })
    .from(smsCode)
    .where(and(eq(smsCode.area_id, number.area_id), eq(smsCode.phone, number.phone), eq(smsCode.type, type)))
    .orderBy(desc(smsCode.id))
    .limit(1);
  if (!latest) return false;
  const right = and(gt(smsCode.created_at, since(SMS_CODE_TTL_SECONDS)), eq(smsCode.code_hash, codeHash(number, type, code)));
  const [row] = await db
    .update(smsCode)
    .set({
      attempts: sql`${smsCode.attempts} + (case when ${right} then 0 else 1 end)`,
      used_at: sql`case when ${right} then now() end`,
    })
    .where(and(eq(smsCode.id, latest.id), isNull(smsCode.used_at), lt(smsCode.attempts, SMS_MAX_ATTEMPTS)))
    .returning({ used: sql<boolean>`${smsCode.used_at} is not null` });
  return row?.used === true;
}
