import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { Client, newPhone, useAuthEnv } from './auth-fixture';
import { describeApi } from './helpers';

const WRONG = { status: 400, message: '账号或密码错误', data: null };
const LOCKED = { status: 400, message: '登录失败次数过多，请15分钟后再试', data: null };
const COMMON = { status: 400, message: '密码过于常见，请换一个更安全的密码', data: null };

/** Attacks of issue 23 on logins and passwords (items 2, 5, 9), each refused. */
describeApi('login and password attacks', () => {
  const env = useAuthEnv();
  /** area ids sharing the dialling code +1 (the seed has 25) */
  let plusOne: number[] = [];
  beforeAll(async () => {
    const rows = await env.db
      .select({ id: schema.areaCode.id })
      .from(schema.areaCode)
      .where(eq(schema.areaCode.area_code, '1'));
    plusOne = rows.map((r) => r.id);
  });

  it('another area_id gives no fresh password guesses: the lock is the account’s', async () => {
    const client = new Client(env);
    const phone = await client.register('shop2mall8');
    const attempt = (area_id: number, password: string, c = client) =>
      c.post('/api/auth/login', { account: phone, password, area_id });
    for (let i = 0; i < 5; i++) expect((await attempt(19, 'wrong123')).body).toEqual(WRONG);
    // each area id used to be a lock of its own, the account matching whatever area was sent
    for (const area of [1, 2, 3, ...plusOne.slice(0, 3)]) {
      expect((await attempt(area, 'wrong123', new Client(env))).body).toEqual(LOCKED);
      expect((await attempt(area, 'shop2mall8', new Client(env))).body).toEqual(LOCKED);
    }
    expect((await attempt(19, 'shop2mall8', new Client(env))).body).toEqual(LOCKED);
  });

  it('SMS limits hold per international number, whichever of the areas sharing +1 is sent', async () => {
    expect(plusOne.length).toBeGreaterThanOrEqual(2);
    const client = new Client(env);
    const phone = newPhone().slice(1); // 10 digits, a valid number elsewhere than +86
    expect((await client.sendCode(phone, 'login', plusOne[0])).body.status).toBe(200);
    for (const area of plusOne.slice(1, 4)) {
      const again = await new Client(env).sendCode(phone, 'login', area);
      expect(again.body).toEqual({ status: 400, message: '发送过于频繁，请稍后再试', data: null });
    }
    expect(await env.db.$count(schema.smsCode, eq(schema.smsCode.phone, phone))).toBe(1);
  });

  it('a session cannot guess the old password on: wrong old passwords lock like failed logins', async () => {
    const client = new Client(env);
    const phone = await client.register('shop2mall8');
    await client.login(phone, 'shop2mall8');
    const change = (old_pwd: string, c = client) =>
      c.post('/api/user/change/password', { old_pwd, pwd: 'mall8shop', confirm_pwd: 'mall8shop' });
    for (let i = 0; i < 5; i++) {
      expect((await change(`guess${i}x`)).body).toEqual({ status: 400, message: '原密码错误', data: null });
    }
    expect((await change('shop2mall8')).body).toEqual(LOCKED);
    // the same lock as the login form's
    expect((await new Client(env).post('/api/auth/login', { account: phone, password: 'shop2mall8' })).body).toEqual(
      LOCKED,
    );
  });

  it('a right old password still changes it, and clears the failures', async () => {
    const client = new Client(env);
    const phone = await client.register('shop2mall8');
    await client.login(phone, 'shop2mall8');
    const change = (old_pwd: string) =>
      client.post('/api/user/change/password', { old_pwd, pwd: 'mall8shop', confirm_pwd: 'mall8shop' });
    for (let i = 0; i < 4; i++) expect((await change('wrong123')).body.message).toBe('原密码错误');
    expect((await change('shop2mall8')).body.status).toBe(200);
    expect((await new Client(env).post('/api/auth/login', { account: phone, password: 'mall8shop' })).body.status).toBe(
      200,
    );
  });

  it('common passwords are refused on register, reset and change; the demo password is not common', async () => {
    const client = new Client(env);
    const phone = newPhone();
    for (const pwd of ['abc123', 'a12345', 'password1', 'aaaaa1', 'Password1', 'qwer1234']) {
      const res = await client.post('/api/auth/register', { phone, sms_code: '123456', pwd, user_type: 'pc' });
      expect({ pwd, body: res.body }).toEqual({ pwd, body: COMMON });
    }
    // reset by SMS (the forgotten password form)
    const reset = await client.post('/api/user/change_pwd', {
      phone,
      sms_code: '123456',
      pwd: 'abc123',
      confirm_pwd: 'abc123',
    });
    expect(reset.body).toEqual(COMMON);
    // change with a session
    const member = await client.register('shop2mall8');
    await client.login(member, 'shop2mall8');
    const change = await client.post('/api/user/change/password', {
      old_pwd: 'shop2mall8',
      pwd: 'password1',
      confirm_pwd: 'password1',
    });
    expect(change.body).toEqual(COMMON);
    expect((await client.get('/api/user')).body.status).toBe(200); // nothing changed, still logged in
    expect(
      (await new Client(env).post('/api/auth/login', { account: '13800138000', password: 'mall1234' })).body.status,
    ).toBe(200);
  });
});
