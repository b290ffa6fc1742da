import { userInfo } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { age, Client, footprint, newPhone, useAuthEnv } from './auth-fixture';
import { describeApi, okData } from './helpers';

const RULE = '请输入6-16位字母加数字组合';

describeApi('register', () => {
  const env = useAuthEnv();

  it('registers with an SMS code; the password then logs in', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const sms_code = await client.code(phone);
    const res = await client.post('/api/auth/register', {
      phone,
      sms_code,
      pwd: 'Gw8k2mall',
      user_type: 'pc',
      area_id: 19,
      business_code: 'BD2024',
      now_money: 999_999, // unknown fields are ignored
      uid: 1,
    });
    expect(res.body).toEqual({ status: 200, message: '注册成功', data: null });
    const [row] = await env.db.select().from(schema.users).where(eq(schema.users.phone, phone));
    expect(row).toMatchObject({ account: phone, nickname: `用户${phone.slice(-4)}`, now_money: 0, business_code: 'BD2024' });
    expect(row.uid).not.toBe(1);
    expect(row.pwd).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await client.login(phone, 'Gw8k2mall');
    const me = okData(userInfo, await client.get('/api/user'), 'GET /api/user');
    expect(me).toMatchObject({ uid: row.uid, business_code: 'BD2024' });
  });

  it('a registered phone is refused with 该手机号已注册', async () => {
    const client = new Client(env);
    const phone = await client.register('shop2mall8');
    await age(env.db, 'sms_code', sql`phone = ${phone}`, 61); // a minute later
    const sms_code = await client.code(phone);
    const res = await client.post('/api/auth/register', { phone, sms_code, pwd: 'shop2mall8', user_type: 'pc' });
    expect(res.http).toBe(400);
    expect(res.body).toEqual({ status: 400, message: '该手机号已注册', data: null });
    expect(await env.db.$count(schema.users, eq(schema.users.phone, phone))).toBe(1);
  });

  it('a wrong or missing code is refused before anything else', async () => {
    const client = new Client(env);
    const res = await client.post('/api/auth/register', { phone: '13800138000', sms_code: '123456', pwd: 'shop2mall8' });
    expect(res.body).toEqual({ status: 400, message: '验证码错误', data: null });
  });

  it('outside mainland China: 4-15 digits, account +<code><number>, login by either', async () => {
    const client = new Client(env);
    const phone = String(2_025_550_000 + Math.floor(Math.random() * 9999));
    const sms_code = await client.code(phone, 'login', 1);
    const res = await client.post('/api/auth/register', { phone, sms_code, pwd: 'shop2mall8', area_id: 1 });
    expect(res.body.status).toBe(200);
    await client.login(`+1${phone}`, 'shop2mall8');
    const byPhone = await client.post('/api/auth/login', { account: phone, password: 'shop2mall8', area_id: 1 });
    expect(byPhone.body.status).toBe(200);
    const me = okData(userInfo, await client.get('/api/user'), 'GET /api/user');
    expect(me.account).toBe(`+1${phone}`);
  });

  it('each rule has its own message, and nothing is written', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const good = { phone, sms_code: '123456', pwd: 'shop2mall8', user_type: 'pc', area_id: 19 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, phone: undefined }, '请输入手机号码'],
      [{ ...good, phone: '' }, '请输入手机号码'],
      [{ ...good, phone: '   ' }, '请输入手机号码'],
      [{ ...good, phone: 13_800_138_000 }, '请输入正确的手机号码'],
      [{ ...good, phone: '1380013800a' }, '请输入正确的手机号码'],
      [{ ...good, phone: '1'.repeat(100_000) }, '请输入正确的手机号码'],
      [{ ...good, sms_code: undefined }, '请输入验证码'],
      [{ ...good, sms_code: '' }, '请输入验证码'],
      [{ ...good, sms_code: '12 34' }, '请输入正确的验证码'],
      [{ ...good, sms_code: '12345!' }, '请输入正确的验证码'],
      [{ ...good, sms_code: 123_456 }, '请输入正确的验证码'],
      [{ ...good, pwd: undefined }, '请输入密码'],
      [{ ...good, pwd: '' }, '请输入密码'],
      [{ ...good, pwd: '12345678' }, RULE],
      [{ ...good, pwd: 'abcdefgh' }, RULE],
      [{ ...good, pwd: 'ab123' }, RULE],
      [{ ...good, pwd: 'abcd1234abcd12345' }, RULE],
      [{ ...good, pwd: 'abc 1234' }, RULE],
      [{ ...good, pwd: 'abc1234!' }, RULE],
      [{ ...good, pwd: '密码abc123' }, RULE],
      [{ ...good, pwd: 12_345_678 }, RULE],
      [{ ...good, pwd: 'a1'.repeat(100_000) }, RULE],
      [{ ...good, user_type: 'h5' }, '用户类型错误'],
      [{ ...good, area_id: 'abc' }, '请选择正确的国家或地区'],
      [{ ...good, area_id: -19 }, '请选择正确的国家或地区'],
      [{ ...good, area_id: [19] }, '请选择正确的国家或地区'],
      [{ ...good, business_code: 'ab-12' }, '客户经理编码为0-32位字母或数字'],
      [{ ...good, business_code: 'a'.repeat(33) }, '客户经理编码为0-32位字母或数字'],
      [{ ...good, business_code: 42 }, '客户经理编码为0-32位字母或数字'],
    ];
    const before = await footprint(env.db, client.ip, [phone]);
    for (const [body, message] of cases) {
      const res = await client.post('/api/auth/register', body);
      expect(res.http, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body, JSON.stringify(body).slice(0, 60)).toEqual({ status: 400, message, data: null });
    }
    expect(await footprint(env.db, client.ip, [phone])).toEqual(before);
  });

  it('the password rule accepts letters and digits mixed, 6 to 16', async () => {
    const client = new Client(env);
    for (const pwd of ['a12x45', 'A1b2C3d4E5f6G7h8', '123mxq', 'ABCDEQ1']) {
      const phone = newPhone();
      const res = await client.post('/api/auth/register', { phone, sms_code: await client.code(phone), pwd });
      expect(res.body.message, pwd).toBe('注册成功');
    }
  });
});
