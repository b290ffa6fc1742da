import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema';
import { ApiError } from '../../http/envelope';

/** A challenge answers once, within 5 minutes. */
export const CAPTCHA_TTL_SECONDS = 300;

/**
 * Proof of work (ALTCHA, PBKDF2): the client must find the counter whose derived key the server
 * signed. Each try costs PBKDF2_COST iterations of HMAC-SHA-256, done natively by the browser's
 * Web Crypto as by any script, so a script pays what a browser pays: about maxCounter / 2 tries.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const PBKDF2_COST = 5000;

export const CAPTCHA_EXPIRED = '人机验证已过期，请重新验证';
export const CAPTCHA_USED = '人机验证已失效，请重新验证';
export const CAPTCHA_WRONG = '人机验证未通过，请重试';
/**
 * Challenges one address may hold unanswered at once (a checked one is deleted): a shopper needs
 * one or two, a script asking without answering would fill the table.
 */
export const OPEN_CAPTCHAS_PER_ADDRESS = 20;
export const CAPTCHA_TOO_MANY = '操作过于频繁，请稍后再试';

/** A new challenge and its key. Each has an HMAC secret of its own, kept in its row only. */
export async function createCaptcha(db: Db, ip: string, maxCounter: number) {
  const [open] = await db
    .select({ n: count() })
    .from(captcha)
    .where(and(eq(captcha.ip, ip), gte(captcha.created_at, sql`now() - make_interval(secs => ${CAPTCHA_TTL_SECONDS})`)));
  if (open.n >= OPEN_CAPTCHAS_PER_ADDRESS) throw new ApiError(429, CAPTCHA_TOO_MANY);
  const secret = randomBytes(32).toString('hex');
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: PBKDF2_COST,
    counter: randomInt(0, maxCounter),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
    hmacSignatureSecret: secret,
  });
  const key = randomBytes(16).toString('hex');
  // expired challenges are of no use; drop them while we are here (indexed on created_at)
  await db.delete(captcha).where(lt(captcha.created_at, sql`now() - make_interval(secs => ${CAPTCHA_TTL_SECONDS})`));
  await db.insert(captcha).values({ key, answer_hash: secret, ip });
  return { captcha: challenge, key };
}

/** The solved payload a client sends as `code`: base64 of JSON `{ challenge, solution }` (ALTCHA's). */
const payloadSchema = z.object({
  challenge: z.object({ parameters: z.looseObject({}), signature: z.string() }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function readPayload(code: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(code, 'base64').toString('utf8')));
    return parsed.success ? (parsed.data as unknown as { challenge: Challenge; solution: Solution }) : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solution and consumes the challenge whatever the outcome: a key answers at most once.
 * Null when solved, else what the shopper is told (unknown or used key, expired, wrong or forged).
 */
export async function consumeCaptcha(db: Db, key: string, code: string): Promise<string | null> {
  const [row] = await db
    .delete(captcha)
    .where(eq(captcha.key, key))
    .returning({
      secret: captcha.answer_hash,
      fresh: sql<boolean>`${captcha.created_at} > now() - make_interval(secs => ${CAPTCHA_TTL_SECONDS})`,
    });
  if (!row) return CAPTCHA_USED;
  if (!row.fresh) return CAPTCHA_EXPIRED;
  const payload = readPayload(code);
  if (!payload) return CAPTCHA_WRONG;
  const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: row.secret }).catch(() => null);
  if (result?.expired) return CAPTCHA_EXPIRED;
  return result?.verified ? null : CAPTCHA_WRONG;
}
