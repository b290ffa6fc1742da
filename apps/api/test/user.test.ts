import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userInfo } from '@mall/contracts';
import * as schema from '../src/db/schema';
import { age, Client, footprint, newPhone, useAuthEnv } from './auth-fixture';
import { asContract, describeApi } from './helpers';

describeApi('user', () => {
  const env = useAuthEnv();

  it('GET /api/user answers the profile with a masked phone, money in fen', async () => {
    const client = new Client(env);
    await client.login('13800138000', 'mall1234');
    const { http, body } = await client.get<Record<string, unknown>>('/api/user');
    expect(http).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'uid',
        'nickname',
        'avatar',
        'phone',
        'account',
        'is_open_member',
        'is_money_level',
        'now_money',
        'integral',
        'business_code',
        'svip_expires_at',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      nickname: '张小明',
      avatar: '',
      phone: '138****8000',
      is_open_member: true,
      // SVIP is on for the site, but the demo user has not bought a plan
      is_money_level: 0,
      svip_expires_at: null,
      now_money: 100_000,
      integral: 1200,
      business_code: '',
    });
    expect(JSON.stringify(body.data)).not.toMatch(/argon2|pwd/);
    asContract(userInfo, body.data, 'GET /api/user');
  });

  it('the balance can never go below zero', async () => {
    const update = env.db.update(schema.users).set({ now_money: -1 }).where(eq(schema.users.phone, '13900139000'));
    await expect(update).rejects.toThrow();
  });

  describe('change_pwd', () => {
    const change = (client: Client, body: Record<string, unknown>) => client.post('/api/user/change_pwd', body);

    it('sets a new password with a change_pwd code and ends every session', async () => {
      const phone = await new Client(env).register('old12345');
      const a = new Client(env);
      const b = new Client(env);
      await a.login(phone, 'old12345');
      await b.login(phone, 'old12345');
      await age(env.db, 'sms_code', sql`phone = ${phone}`, 61);
      const sms_code = await a.code(phone, 'change_pwd');
      const res = await change(a, { phone, sms_code, pwd: 'new12345', confirm_pwd: 'new12345', area_id: 19, key: '' });
      expect(res.body).toEqual({ status: 200, message: '修改成功', data: null });
      for (const c of [a, b])
        expect((await c.get('/api/user')).body).toEqual({ status: 410000, message: '请登录', data: null });
      const old = await a.post('/api/auth/login', { account: phone, password: 'old12345' });
      expect(old.body.message).toBe('账号或密码错误');
      await a.login(phone, 'new12345');
      expect((await a.get('/api/user')).body.status).toBe(200);
    });

    it('an SMS-only user can set a first password', async () => {
      const client = new Client(env);
      const phone = newPhone();
      await client.post('/api/auth/smslogin', { phone, sms_code: await client.code(phone) });
      await age(env.db, 'sms_code', sql`phone = ${phone}`, 61);
      const sms_code = await client.code(phone, 'change_pwd');
      expect(
        (await change(client, { phone, sms_code, pwd: 'shop2mall8', confirm_pwd: 'shop2mall8' })).body.status,
      ).toBe(200);
      await client.login(phone, 'shop2mall8');
    });

    it('a login code, a wrong code or an unregistered phone are refused', async () => {
      const client = new Client(env);
      const phone = await client.register('old12345');
      await age(env.db, 'sms_code', sql`phone = ${phone}`, 61);
      const loginCode = await client.code(phone, 'login');
      const body = { phone, pwd: 'new12345', confirm_pwd: 'new12345' };
      expect((await change(client, { ...body, sms_code: loginCode })).body).toEqual({
        status: 400,
        message: '验证码错误',
        data: null,
      });
      const stranger = newPhone();
      const code = await client.code(stranger, 'change_pwd');
      const res = await change(client, { ...body, phone: stranger, sms_code: code });
      expect(res.body).toEqual({ status: 400, message: '该手机号未注册', data: null });
      await client.login(phone, 'old12345');
    });

    it('input rules, each with its message, writing nothing', async () => {
      const client = new Client(env);
      const phone = newPhone();
      const good = { phone, sms_code: '123456', pwd: 'shop2mall8', confirm_pwd: 'shop2mall8', area_id: 19 };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, confirm_pwd: 'abc12346' }, '两次密码不一致'],
        [{ ...good, confirm_pwd: '' }, '两次密码不一致'],
        [{ ...good, confirm_pwd: undefined }, '请再次输入密码'],
        [{ ...good, pwd: '12345678', confirm_pwd: '12345678' }, '请输入6-16位字母加数字组合'],
        [{ ...good, pwd: 'abcdefgh', confirm_pwd: 'abcdefgh' }, '请输入6-16位字母加数字组合'],
        [{ ...good, pwd: undefined }, '请填写密码'],
        [{ ...good, phone: undefined }, '请填写手机号码'],
        [{ ...good, phone: '1234' }, '请输入正确的手机号码'],
        [{ ...good, sms_code: '' }, '请填写验证码'],
        [{ ...good, sms_code: '1234567890' }, '请输入正确的验证码'],
        [{ ...good, sms_code: { $ne: '' } }, '请输入正确的验证码'],
        [{ ...good, area_id: null }, '请选择正确的国家或地区'],
        [{ ...good, key: 'k'.repeat(65) }, '参数key格式错误'],
      ];
      const before = await footprint(env.db, client.ip, [phone]);
      for (const [body, message] of cases) {
        const res = await change(client, body);
        expect(res.http, JSON.stringify(body)).toBe(400);
        expect(res.body, JSON.stringify(body)).toEqual({ status: 400, message, data: null });
      }
      expect(await footprint(env.db, client.ip, [phone])).toEqual(before);
    });
  });
});
