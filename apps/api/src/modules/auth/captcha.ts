import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema';

/** A captcha answers once, within 5 minutes. */
export const CAPTCHA_TTL_SECONDS = 300;

/** sha256 of '<key>:<lower-cased answer>'; the answer itself is never stored nor sent. */
export const captchaHash = (key: string, answer: string) =>
  createHash('sha256').update(`${key}:${answer.toLowerCase()}`).digest('hex');

const CAPTCHA_OPTIONS = { size: 4, noise: 2, color: true, ignoreChars: '0oO1iIlL' };
/** svg-captcha's default export draws a given text (its typings declare only `create`). */
const drawCaptcha = svgCaptcha as unknown as (text: string, options: typeof CAPTCHA_OPTIONS) => string;

/**
 * A new captcha image (SVG data URL) and its key. `fixedText` (development and browser tests
 * only, see devCaptchaText) draws that text instead of a random one.
 */
export async function createCaptcha(db: Db, ip: string, fixedText?: string) {
  const { data, text } = fixedText
    ? { text: fixedText, data: drawCaptcha(fixedText, CAPTCHA_OPTIONS) }
    : svgCaptcha.create(CAPTCHA_OPTIONS);
  const key = randomBytes(16).toString('hex');
  // expired captchas are of no use; drop them while we are here (indexed on created_at)
  await db.delete(captcha).where(lt(captcha.created_at, sql`now() - make_interval(secs => ${CAPTCHA_TTL_SECONDS})`));
  await db.insert(captcha).values({ key, answer_hash: captchaHash(key, text), ip });
  return { captcha: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, key };
}

/**
 * Checks an answer, case-insensitively, and consumes the captcha whatever the outcome: a key
 * answers at most once. False for a wrong answer, an unknown, used or expired key.
 */
export async function consumeCaptcha(db: Db, key: string, answer: string): Promise<boolean> {
  const [row] = await db
    .delete(captcha)
    .where(eq(captcha.key, key))
    .returning({
      answer_hash: captcha.answer_hash,
      fresh: sql<boolean>`${captcha.created_at} > now() - make_interval(secs => ${CAPTCHA_TTL_SECONDS})`,
    });
  if (!row || !row.fresh) return false;
  const expected = Buffer.from(row.answer_hash, 'hex');
  const given = Buffer.from(captchaHash(key, answer), 'hex');
  return timingSafeEqual(expected, given);
}
