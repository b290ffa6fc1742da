import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loadCaptchaMaxCounter } from '../src/config';
import { CAPTCHA_TOO_MANY, OPEN_CAPTCHAS_PER_ADDRESS } from '../src/modules/auth/captcha';
import * as schema from '../src/db/schema';
import {
  age,
  Client,
  footprint,
  newPhone,
  solveCaptcha,
  TEST_CAPTCHA_MAX_COUNTER,
  useAuthEnv,
  type CaptchaAnswer,
} from './auth-fixture';
import { describeApi } from './helpers';

const WRONG = '人机验证未通过，请重试';
const USED = '人机验证已失效，请重新验证';
const EXPIRED = '人机验证已过期，请重新验证';
const refused = (message: string) => ({ status: 400, message, data: null });

/** base64 JSON, as a client sends it */
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describeApi('captcha (proof of work)', () => {
  const env = useAuthEnv();

  /** Sends nothing: no SMS code row and no outbox message for the phone. */
  async function expectNothingSent(phone: string) {
    const rows = await footprint(env.db, '', [phone]);
    expect(rows.sms_outbox).toBe(0);
    expect(await env.db.$count(schema.smsCode, eq(schema.smsCode.phone, phone))).toBe(0);
  }

  it('GET /api/captcha answers a signed PBKDF2 challenge and a key, never its secret nor its answer', async () => {
    const client = new Client(env);
    const { http, body } = await client.get<CaptchaAnswer>('/api/captcha');
    expect(http).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['captcha', 'key']);
    expect(body.data.key).toMatch(/^[0-9a-f]{32}$/);
    const { parameters, signature } = body.data.captcha;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 5000, keyLength: 32 });
    // the answer is a 16-byte key prefix: only the counter that derives it matches
    expect(parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.expiresAt! - Date.now() / 1000).toBeGreaterThan(290);
    const [row] = await env.db.select().from(schema.captcha).where(eq(schema.captcha.key, body.data.key));
    expect(JSON.stringify(body)).not.toContain(row.answer_hash);
  });

  it('one address holds at most a few unanswered challenges: more are refused until one is answered; other addresses are not affected', async () => {
    const flooder = new Client(env);
    const keys: string[] = [];
    for (let i = 0; i < OPEN_CAPTCHAS_PER_ADDRESS; i++) {
      const { http, body } = await flooder.get<CaptchaAnswer>('/api/captcha');
      expect(http).toBe(200);
      keys.push(body.data.key);
    }
    const refusedFlood = await flooder.get('/api/captcha');
    expect(refusedFlood.http).toBe(429);
    expect(refusedFlood.body).toEqual({ status: 429, message: CAPTCHA_TOO_MANY, data: null });
    expect((await new Client(env).get('/api/captcha')).http).toBe(200);
    // an answer (even a wrong one) uses the challenge up: the address may ask again
    await flooder.post('/api/auth/verify', { phone: newPhone(), type: 'login', area_id: 19, key: keys[0], code: 'wrong' });
    expect((await flooder.get('/api/captcha')).http).toBe(200);
  });

  it('a solved challenge sends the code once; a reused solution is refused and sends nothing', async () => {
    const client = new Client(env);
    const solved = await client.captcha();
    const phone = newPhone();
    const first = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19, ...solved });
    expect(first.body).toEqual({ status: 200, message: '发送成功', data: null });
    expect(await client.lastCode(phone)).toMatch(/^\d{6}$/);
    const other = newPhone();
    const replay = await client.post('/api/auth/verify', { phone: other, type: 'login', area_id: 19, ...solved });
    expect(replay.http).toBe(400);
    expect(replay.body).toEqual(refused(USED));
    await expectNothingSent(other);
  });

  it('a send without a solved challenge is refused with a clear message and sends nothing', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const { key } = await client.captcha();
    const noKey = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19 });
    expect(noKey.body).toEqual(refused('请先完成人机验证'));
    const noCode = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19, key });
    expect(noCode.body).toEqual(refused('请先完成人机验证'));
    const unknown = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19, key: 'f'.repeat(32), code: 'abcd' });
    expect(unknown.body).toEqual(refused(USED));
    await expectNothingSent(phone);
  });

  it('a wrong solution is refused and uses the challenge up', async () => {
    const client = new Client(env);
    const { key, code } = await client.captcha();
    const payload = JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as {
      solution: { counter: number; derivedKey: string };
    };
    const phone = newPhone();
    const wrongCounter = encode({ ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } });
    const wrong = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19, key, code: wrongCounter });
    expect(wrong.body).toEqual(refused(WRONG));
    const right = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19, key, code });
    expect(right.body).toEqual(refused(USED));
    const garbage = await client.captcha();
    const notPayload = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19, key: garbage.key, code: 'zzzz' });
    expect(notPayload.body).toEqual(refused(WRONG));
    await expectNothingSent(phone);
  });

  it('a forged challenge (own secret, little work) or one with easier parameters is refused', async () => {
    const client = new Client(env);
    const phone = newPhone();
    // a script makes its own cheap challenge and solves it
    const forged = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 0,
      deriveKey,
      hmacSignatureSecret: 'a secret of the attacker',
    });
    const { key } = await client.captcha();
    const withForged = await client.post('/api/auth/verify', {
      phone,
      type: 'login',
      area_id: 19,
      key,
      code: await solveCaptcha(forged),
    });
    expect(withForged.body).toEqual(refused(WRONG));
    // the server's challenge sent back with a lower cost: its signature no longer matches
    const solved = await client.captcha();
    const payload = JSON.parse(Buffer.from(solved.code, 'base64').toString('utf8')) as { challenge: Challenge };
    const easier = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } };
    const withEasier = await client.post('/api/auth/verify', {
      phone,
      type: 'login',
      area_id: 19,
      key: solved.key,
      code: encode(easier),
    });
    expect(withEasier.body).toEqual(refused(WRONG));
    await expectNothingSent(phone);
  });

  it("a solution answers only its own key's challenge", async () => {
    const client = new Client(env);
    const phone = newPhone();
    const a = await client.captcha();
    const b = await client.captcha();
    const swapped = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19, key: b.key, code: a.code });
    expect(swapped.body).toEqual(refused(WRONG));
    await expectNothingSent(phone);
  });

  it('an expired challenge (5 min) is refused; 4:50 old still works', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const old = await client.captcha();
    await age(env.db, 'captcha', sql`key = ${old.key}`, 301);
    const expired = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19, ...old });
    expect(expired.body).toEqual(refused(EXPIRED));
    await expectNothingSent(phone);
    const fresh = await client.captcha();
    await age(env.db, 'captcha', sql`key = ${fresh.key}`, 290);
    const ok = await client.post('/api/auth/verify', { phone, type: 'login', area_id: 19, ...fresh });
    expect(ok.body.status).toBe(200);
  });

  it('MALL_CAPTCHA_MAX_COUNTER sets the work (default 400) and is validated', () => {
    expect(loadCaptchaMaxCounter({})).toBe(400);
    expect(loadCaptchaMaxCounter({ MALL_CAPTCHA_MAX_COUNTER: TEST_CAPTCHA_MAX_COUNTER })).toBe(8);
    expect(() => loadCaptchaMaxCounter({ MALL_CAPTCHA_MAX_COUNTER: '0' })).toThrow(/MALL_CAPTCHA_MAX_COUNTER/);
    expect(() => loadCaptchaMaxCounter({ MALL_CAPTCHA_MAX_COUNTER: 'many' })).toThrow(/MALL_CAPTCHA_MAX_COUNTER/);
  });
});
