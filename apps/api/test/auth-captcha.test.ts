import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { buildApp } from '../src/app';
import { age, Client, newPhone, restoreEnv, useAuthEnv } from './auth-fixture';
import { describeApi } from './helpers';

const CAPTCHA_WRONG = '图形验证码错误，请重新获取';

describeApi('captcha', () => {
  const env = useAuthEnv();

  it('GET /api/captcha answers an SVG image and a key, never the answer', async () => {
    const client = new Client(env);
    const { http, body } = await client.get<Record<string, string>>('/api/captcha');
    expect(http).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['captcha', 'key']);
    expect(body.data.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.data.captcha.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(svg).not.toMatch(/<text|<script/i); // the characters are drawn as paths
    expect(body.data.key).toMatch(/^[0-9a-f]{32}$/);
    // stored as a hash only
    const [row] = await env.db.select().from(schema.captcha).where(eq(schema.captcha.key, body.data.key));
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    const again = await client.get<Record<string, string>>('/api/captcha');
    expect(again.body.data.key).not.toBe(body.data.key);
  });

  it('a right answer (any case) is accepted once; the captcha is then gone', async () => {
    const client = new Client(env);
    const { key } = await client.captcha('Ab3d');
    const phone = newPhone();
    const first = await client.post('/api/auth/verify', { phone, type: 'login', key, code: 'aB3D' });
    expect(first.body).toEqual({ status: 200, message: '发送成功', data: null });
    expect(await env.db.$count(schema.captcha, eq(schema.captcha.key, key))).toBe(0);
    const replay = await client.post('/api/auth/verify', { phone: newPhone(), type: 'login', key, code: 'Ab3d' });
    expect(replay.http).toBe(400);
    expect(replay.body).toEqual({ status: 400, message: CAPTCHA_WRONG, data: null });
  });

  it('a wrong answer consumes the captcha too, and sends nothing', async () => {
    const client = new Client(env);
    const { key } = await client.captcha('Ab3d');
    const phone = newPhone();
    const wrong = await client.post('/api/auth/verify', { phone, type: 'login', key, code: 'zzzz' });
    expect(wrong.body).toEqual({ status: 400, message: CAPTCHA_WRONG, data: null });
    const right = await client.post('/api/auth/verify', { phone, type: 'login', key, code: 'Ab3d' });
    expect(right.body.message).toBe(CAPTCHA_WRONG);
    expect(await env.db.$count(schema.smsCode, eq(schema.smsCode.phone, phone))).toBe(0);
  });

  it('an expired (5 min) or unknown captcha is refused', async () => {
    const client = new Client(env);
    const { key, code } = await client.captcha();
    await age(env.db, 'captcha', sql`key = ${key}`, 301);
    const expired = await client.post('/api/auth/verify', { phone: newPhone(), type: 'login', key, code });
    expect(expired.body).toEqual({ status: 400, message: CAPTCHA_WRONG, data: null });
    const unknown = await client.post('/api/auth/verify', { phone: newPhone(), type: 'login', key: 'f'.repeat(32), code });
    expect(unknown.body.message).toBe(CAPTCHA_WRONG);
    // 4:59 old still works
    const fresh = await client.captcha();
    await age(env.db, 'captcha', sql`key = ${fresh.key}`, 290);
    const ok = await client.post('/api/auth/verify', { phone: newPhone(), type: 'login', ...fresh });
    expect(ok.body.status).toBe(200);
  });

  it('MALL_DEV_CAPTCHA_TEXT fixes the answer for browser tests, only where the dev outbox is on', async () => {
    const saved = { flag: process.env.MALL_DEV_SMS_OUTBOX, text: process.env.MALL_DEV_CAPTCHA_TEXT };
    const answerOf = async (outbox: string) => {
      process.env.MALL_DEV_SMS_OUTBOX = outbox;
      process.env.MALL_DEV_CAPTCHA_TEXT = 'mall';
      const app = await buildApp({ database: env.database, uploadDir: '/tmp/mall-api-unused', logger: false });
      try {
        const res = (await app.inject({ method: 'GET', url: '/api/captcha' })).json() as { data: { key: string } };
        const sent = await app.inject({
          method: 'POST',
          url: '/api/auth/verify',
          payload: { phone: newPhone(), type: 'login', key: res.data.key, code: 'MALL' },
        });
        return (sent.json() as { message: string }).message;
      } finally {
        await app.close();
        restoreEnv('MALL_DEV_SMS_OUTBOX', saved.flag);
        restoreEnv('MALL_DEV_CAPTCHA_TEXT', saved.text);
      }
    };
    expect(await answerOf('1')).toBe('发送成功');
    expect(await answerOf('0')).toBe(CAPTCHA_WRONG);
  });
});
