import type { LoginAnswer } from '@mall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app';
import * as schema from '../src/db/schema';
import { age, Client, newIp, newPhone, restoreEnv, useAuthEnv, type OutboxMessage } from './auth-fixture';
import { describeApi, target } from './helpers';

const TOO_SOON = '发送过于频繁，请稍后再试';
const HOURLY = '发送次数过多，请1小时后再试';
const DAILY = '今日发送次数已达上限，请明天再试';
const IP_LIMIT = '操作过于频繁，请稍后再试';

describeApi('SMS codes', () => {
  const env = useAuthEnv();
  const agePhone = (phone: string, seconds: number) => age(env.db, 'sms_code', sql`phone = ${phone}`, seconds);
  const smsLogin = (client: Client, phone: string, sms_code: string) =>
    client.post<LoginAnswer>('/api/auth/smslogin', { phone, sms_code, area_id: 19 });

  it('sends a 6-digit code, stored only as a hash, readable in the dev outbox', async () => {
    const client = new Client(env);
    const phone = newPhone();
    expect((await client.sendCode(phone)).body).toEqual({ status: 200, message: '发送成功', data: null });
    const outbox = await client.get<OutboxMessage[]>(`/api/dev/sms_outbox?phone=${phone}`);
    expect(outbox.body.data).toHaveLength(1);
    const [message] = outbox.body.data;
    expect(message).toMatchObject({ phone, area_code: '86' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.content).toContain(message.code);
    const rows = await env.db.select().from(schema.smsCode).where(eq(schema.smsCode.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'login', ip: client.ip, attempts: 0, used_at: null });
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(message.code);
  });

  it('one send per phone per 60 s', async () => {
    const client = new Client(env);
    const phone = newPhone();
    expect((await client.sendCode(phone)).body.status).toBe(200);
    const again = await client.sendCode(phone, 'change_pwd');
    expect(again.http).toBe(400);
    expect(again.body).toEqual({ status: 400, message: TOO_SOON, data: null });
    await agePhone(phone, 59);
    expect((await client.sendCode(phone)).body.message).toBe(TOO_SOON);
    await agePhone(phone, 2);
    expect((await client.sendCode(phone)).body.status).toBe(200);
  });

  it('5 sends per phone per hour, 10 per day', async () => {
    const client = new Client(env);
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await client.sendCode(phone)).body.status, `send ${i + 1}`).toBe(200);
      await agePhone(phone, 61);
    }
    expect((await client.sendCode(phone)).body.message).toBe(HOURLY);
    await agePhone(phone, 3600);
    for (let i = 0; i < 5; i++) {
      expect((await client.sendCode(phone)).body.status, `send ${i + 6}`).toBe(200);
      await agePhone(phone, 61);
    }
    await agePhone(phone, 3600);
    expect((await client.sendCode(phone)).body.message).toBe(DAILY);
    // a day after the first sends, the oldest ones no longer count
    await agePhone(phone, 86_400 - 2 * 3600);
    expect((await client.sendCode(phone)).body.status).toBe(200);
    // refused sends were not counted
    expect(await env.db.$count(schema.smsCode, eq(schema.smsCode.phone, phone))).toBe(11);
  });

  it('20 sends per client address per hour, whatever the phones', async () => {
    const client = new Client(env);
    for (let i = 0; i < 20; i++) expect((await client.sendCode(newPhone())).body.status, `send ${i + 1}`).toBe(200);
    const refused = await client.sendCode(newPhone());
    expect(refused.body).toEqual({ status: 400, message: IP_LIMIT, data: null });
    expect((await new Client(env).sendCode(newPhone())).body.status).toBe(200);
    await age(env.db, 'sms_code', sql`ip = ${client.ip}`, 3601);
    expect((await client.sendCode(newPhone())).body.status).toBe(200);
  });

  it('behind the shell (a loopback proxy) the forwarded address is the one counted', async () => {
    const proxy = new Client(env);
    const [shopper, other] = [newIp(), newIp()].map((ip) => ip.replace(/^127\./, '10.'));
    const send = async (forwardedFor: string) => {
      const captcha = await proxy.captcha();
      const body = { phone: newPhone(), type: 'login', area_id: 19, ...captcha };
      return proxy.post('/api/auth/verify', body, { headers: { 'x-forwarded-for': forwardedFor } });
    };
    for (let i = 0; i < 20; i++) expect((await send(shopper)).body.status, `send ${i + 1}`).toBe(200);
    expect((await send(shopper)).body.message).toBe(IP_LIMIT);
    // another shopper through the same proxy is not held back
    expect((await send(other)).body.status).toBe(200);
    expect(await env.db.$count(schema.smsCode, eq(schema.smsCode.ip, shopper))).toBe(20);
  });

  it('concurrent sends to one phone: exactly one goes out', async () => {
    const phone = newPhone();
    const clients = Array.from({ length: 6 }, () => new Client(env));
    const captchas = await Promise.all(clients.map((c) => c.captcha()));
    const answers = await Promise.all(
      clients.map((c, i) => c.post('/api/auth/verify', { phone, type: 'login', area_id: 19, ...captchas[i] })),
    );
    expect(answers.filter((a) => a.body.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === TOO_SOON)).toHaveLength(5);
    expect(await env.db.$count(schema.smsOutbox, eq(schema.smsOutbox.phone, phone))).toBe(1);
  });

  it.runIf(target.driver === 'pg')('the limits hold across API processes', async () => {
    // a second API process on the same database: the limit of the first one's send applies
    const other = await buildApp({ database: env.database, uploadDir: '/tmp/mall-api-unused', logger: false });
    try {
      const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
      const phone = newPhone();
      const a = new Client(env);
      expect((await a.sendCode(phone)).body.status).toBe(200);
      const b = new Client({ baseUrl: otherUrl, db: env.db });
      expect((await b.sendCode(phone)).body.message).toBe(TOO_SOON);
    } finally {
      await other.close();
    }
  });

  it('a code expires after 5 minutes', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const code = await client.code(phone);
    await agePhone(phone, 301);
    expect((await smsLogin(client, phone, code)).body).toEqual({ status: 400, message: '验证码错误', data: null });
    const fresh = await client.code(phone);
    await agePhone(phone, 290);
    expect((await smsLogin(client, phone, fresh)).body.status).toBe(200);
  });

  it('a code answers once', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const code = await client.code(phone);
    expect((await smsLogin(client, phone, code)).body.status).toBe(200);
    expect((await smsLogin(client, phone, code)).body.message).toBe('验证码错误');
  });

  it('a code dies after 5 wrong answers; 4 wrong answers still leave it usable', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const code = await client.code(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await smsLogin(client, phone, wrong)).body.message).toBe('验证码错误');
    expect((await smsLogin(client, phone, code)).body.status).toBe(200);

    const other = newPhone();
    const code2 = await client.code(other);
    for (let i = 0; i < 5; i++) expect((await smsLogin(client, other, wrong)).body.message).toBe('验证码错误');
    expect((await smsLogin(client, other, code2)).body).toEqual({ status: 400, message: '验证码错误', data: null });
    const [row] = await env.db.select().from(schema.smsCode).where(eq(schema.smsCode.phone, other));
    expect(row).toMatchObject({ attempts: 5, used_at: null });
  });

  it('20 wrong answers at once count no further than 5, and the code is dead', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const code = await client.code(phone);
    const wrong = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrong.map((w) => smsLogin(client, phone, w)));
    expect(answers.every((a) => a.body.message === '验证码错误')).toBe(true);
    expect((await smsLogin(client, phone, code)).body.message).toBe('验证码错误');
    const [row] = await env.db.select().from(schema.smsCode).where(eq(schema.smsCode.phone, phone));
    expect(row).toMatchObject({ attempts: 5, used_at: null });
  });

  it('only the latest code of the same purpose counts', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const first = await client.code(phone);
    await agePhone(phone, 61);
    const second = await client.code(phone);
    await agePhone(phone, 61);
    const forReset = await client.code(phone, 'change_pwd');
    // (a new code equals an older one once in a million sends)
    if (first !== second) expect((await smsLogin(client, phone, first)).body.message).toBe('验证码错误');
    if (forReset !== second) expect((await smsLogin(client, phone, forReset)).body.message).toBe('验证码错误');
    expect((await smsLogin(client, phone, second)).body.status).toBe(200);
  });

  it('phone numbers are checked against their area', async () => {
    const client = new Client(env);
    const cases: [string, number | string, string][] = [
      ['12345678901', 19, '请输入正确的手机号码'],
      ['1380013800', 19, '请输入正确的手机号码'],
      ['138001380000', '19', '请输入正确的手机号码'],
      ['123', 1, '请输入正确的手机号码'],
      ['1234567890123456', 1, '请输入正确的手机号码'],
      ['13800138000', 99_999, '请选择正确的国家或地区'],
      ['13800138000', 0, '请选择正确的国家或地区'],
      ['13800138000', 'cn', '请选择正确的国家或地区'],
      ['13800138000', 19.5, '请选择正确的国家或地区'],
    ];
    for (const [phone, area_id, message] of cases) {
      const res = await client.post('/api/auth/verify', { phone, area_id, type: 'login', key: 'k', code: 'c' });
      expect(res.body, `${phone} / ${area_id}`).toEqual({ status: 400, message, data: null });
    }
    // elsewhere: 4-15 digits (area 1: United States, +1)
    const abroad = String(2_025_550_000 + Math.floor(Math.random() * 9999));
    expect((await client.sendCode(abroad, 'login', 1)).body.status).toBe(200);
    const [row] = await env.db
      .select()
      .from(schema.smsOutbox)
      .where(and(eq(schema.smsOutbox.phone, abroad), eq(schema.smsOutbox.area_code, '1')));
    expect(row).toBeDefined();
  });

  it('the dev outbox is off unless NODE_ENV=development or MALL_DEV_SMS_OUTBOX=1', async () => {
    const saved = { flag: process.env.MALL_DEV_SMS_OUTBOX, nodeEnv: process.env.NODE_ENV };
    process.env.MALL_DEV_SMS_OUTBOX = '0';
    process.env.NODE_ENV = 'production';
    const app = await buildApp({ database: env.database, uploadDir: '/tmp/mall-api-unused', logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/dev/sms_outbox?phone=13800138000' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: '接口不存在', data: null });
    } finally {
      await app.close();
      restoreEnv('MALL_DEV_SMS_OUTBOX', saved.flag);
      restoreEnv('NODE_ENV', saved.nodeEnv);
    }
  });
});
