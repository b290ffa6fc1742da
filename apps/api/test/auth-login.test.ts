import { createHash } from 'node:crypto';
import { loginAnswer } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { age, Client, newPhone, useAuthEnv } from './auth-fixture';
import { describeApi, okData, type Answer } from './helpers';

const WRONG = { status: 400, message: '账号或密码错误', data: null };
const LOCKED = { status: 400, message: '登录失败次数过多，请15分钟后再试', data: null };

/** A login's answer, its data parsed with the contract; fails the test when it is not a success. */
const loggedIn = (res: Answer) => okData(loginAnswer, res, 'login');

describeApi('password and SMS login', () => {
  const env = useAuthEnv();

  it('a demo user logs in with phone and password: a fresh 256-bit token valid 7 days', async () => {
    const client = new Client(env);
    const before = Math.floor(Date.now() / 1000);
    const res = await client.post('/api/auth/login', {
      account: '13800138000',
      password: 'mall1234',
      area_id: 19,
    });
    expect(res.http).toBe(200);
    expect(res.body.message).toBe('登录成功');
    const login = loggedIn(res);
    expect(login.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.expires_time).toBeGreaterThanOrEqual(before + 604_800 - 5);
    expect(login.expires_time).toBeLessThanOrEqual(before + 604_800 + 5);
    expect(login.user).toMatchObject({ phone: '138****8000', account: '13800138000', nickname: '张小明' });
    // only the hash is stored
    const hash = createHash('sha256').update(login.token).digest('hex');
    const [row] = await env.db.select().from(schema.userToken).where(eq(schema.userToken.token_hash, hash));
    expect(row.uid).toBe(login.user.uid);
    expect(JSON.stringify(row)).not.toContain(login.token);
    // each login is a new session; both work
    const second = loggedIn(await client.post('/api/auth/login', { account: '13800138000', password: 'mall1234' }));
    expect(second.token).not.toBe(login.token);
    for (const token of [login.token, second.token]) {
      expect((await client.get('/api/user', { token })).body.status).toBe(200);
    }
  });

  it('an unknown account, a wrong password and an SMS-only user get the same answer', async () => {
    const client = new Client(env);
    const unknown = await client.post('/api/auth/login', { account: newPhone(), password: 'mall1234' });
    const wrong = await client.post('/api/auth/login', { account: '13900139000', password: 'mall12345' });
    const smsOnly = newPhone();
    await client.post('/api/auth/smslogin', { phone: smsOnly, sms_code: await client.code(smsOnly) });
    const noPassword = await client.post('/api/auth/login', { account: smsOnly, password: 'mall1234' });
    for (const res of [unknown, wrong, noPassword]) {
      expect(res.http).toBe(400);
      expect(res.body).toEqual(WRONG);
    }
  });

  it('5 failures per account in 15 minutes lock it, even for the right password; a success resets', async () => {
    const client = new Client(env);
    const phone = await client.register('shop2mall8');
    const attempt = (password: string, c = client) => c.post('/api/auth/login', { account: phone, password });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong123')).body).toEqual(WRONG);
    expect((await attempt('shop2mall8')).body.status).toBe(200); // resets the count
    for (let i = 0; i < 5; i++) expect((await attempt('wrong123')).body).toEqual(WRONG);
    expect((await attempt('shop2mall8')).body).toEqual(LOCKED);
    expect((await attempt('shop2mall8', new Client(env))).body).toEqual(LOCKED); // from anywhere
    // 20 s of margin: the failures were written over a few seconds on a loaded machine
    await age(env.db, 'login_attempt', sql`ip = ${client.ip}`, 880);
    expect((await attempt('shop2mall8')).body).toEqual(LOCKED);
    await age(env.db, 'login_attempt', sql`ip = ${client.ip}`, 21);
    expect((await attempt('shop2mall8')).body.status).toBe(200);
  });

  it('20 failures per client address in 15 minutes lock that address', async () => {
    const client = new Client(env);
    for (let i = 0; i < 20; i++) {
      expect((await client.post('/api/auth/login', { account: newPhone(), password: 'x1' })).body).toEqual(WRONG);
    }
    const locked = await client.post('/api/auth/login', { account: '13900139000', password: 'mall1234' });
    expect(locked.body).toEqual(LOCKED);
    const elsewhere = await new Client(env).post('/api/auth/login', { account: '13900139000', password: 'mall1234' });
    expect(elsewhere.body.status).toBe(200);
  });

  it('concurrent wrong passwords: no more than 5 are checked', async () => {
    const phone = await new Client(env).register('shop2mall8');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => new Client(env).post('/api/auth/login', { account: phone, password: 'bad12345' })),
    );
    expect(answers.filter((a) => a.body.message === WRONG.message)).toHaveLength(5);
    expect(answers.filter((a) => a.body.message === LOCKED.message)).toHaveLength(5);
  });

  it('SMS login creates the account of an unknown phone, then logs the same user in', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const first = loggedIn(
      await client.post('/api/auth/smslogin', {
        phone,
        sms_code: await client.code(phone),
        area_id: '19',
        key: 'whatever',
        business_code: 'MGR007',
      }),
    );
    expect(first.user).toMatchObject({
      nickname: `用户${phone.slice(-4)}`,
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      account: phone,
      business_code: 'MGR007',
    });
    const [row] = await env.db.select().from(schema.users).where(eq(schema.users.phone, phone));
    expect(row.pwd).toBeNull();
    await age(env.db, 'sms_code', sql`phone = ${phone}`, 61);
    const second = loggedIn(await client.post('/api/auth/smslogin', { phone, sms_code: await client.code(phone) }));
    expect(second.user.uid).toBe(first.user.uid);
    expect(second.token).not.toBe(first.token);
    expect(await env.db.$count(schema.users, eq(schema.users.phone, phone))).toBe(1);
  });

  it('SMS login: any code failure answers exactly 验证码错误, and creates nothing', async () => {
    const client = new Client(env);
    const phone = newPhone();
    const noCode = await client.post('/api/auth/smslogin', { phone, sms_code: '123456' });
    expect(noCode.body).toEqual({ status: 400, message: '验证码错误', data: null });
    const code = await client.code(phone);
    const wrong = await client.post('/api/auth/smslogin', { phone, sms_code: code === '654321' ? '123456' : '654321' });
    expect(wrong.body).toEqual({ status: 400, message: '验证码错误', data: null });
    const malformed = await client.post('/api/auth/smslogin', { phone, sms_code: '12-456' });
    expect(malformed.body).toEqual({ status: 400, message: '验证码错误', data: null });
    expect(await env.db.$count(schema.users, eq(schema.users.phone, phone))).toBe(0);
  });

  it('GET /api/user without a valid session answers 410000 请登录', async () => {
    const client = new Client(env);
    const token = await client.login('13900139000', 'mall1234');
    const hash = createHash('sha256').update(token).digest('hex');
    const cases: [string, Record<string, string>][] = [
      ['no token', {}],
      ['unknown token', { 'X-Token': 'x'.repeat(43) }],
      ['huge token', { 'X-Token': 'x'.repeat(5000) }],
      ['bearer without token', { authorization: 'Bearer' }],
      ['other scheme', { authorization: `Basic ${token}` }],
    ];
    for (const [name, headers] of cases) {
      const res = await client.get('/api/user', { token: '', headers });
      expect(res.http, name).toBe(401);
      expect(res.body, name).toEqual({ status: 410000, message: '请登录', data: null });
    }
    expect((await client.get('/api/user', { token: '', headers: { authorization: `Bearer ${token}` } })).body.status).toBe(
      200,
    );
    // expired
    await env.db
      .update(schema.userToken)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(schema.userToken.token_hash, hash));
    expect((await client.get('/api/user')).body).toEqual({ status: 410000, message: '请登录', data: null });
  });

  it('logout revokes the token used, and only that one', async () => {
    const a = new Client(env);
    const b = new Client(env);
    await a.login('13900139000', 'mall1234');
    await b.login('13900139000', 'mall1234');
    expect((await a.post('/api/logout')).body).toEqual({ status: 200, message: '退出成功', data: null });
    expect((await a.get('/api/user')).body.status).toBe(410000);
    expect((await b.get('/api/user')).body.status).toBe(200);
    // logging out again, or without a session, changes nothing
    expect((await a.post('/api/logout')).body.status).toBe(200);
    expect((await new Client(env).post('/api/logout')).body.status).toBe(200);
    const hash = createHash('sha256').update(a.token).digest('hex');
    const [row] = await env.db.select().from(schema.userToken).where(eq(schema.userToken.token_hash, hash));
    expect(row.revoked_at).not.toBeNull();
  });
});

describeApi('sessions kept in memory by the routes a crowd hits', () => {
  const env = useAuthEnv();
  const cartCount = (client: Client) => client.get('/api/user/cart/count').then((r) => r.body.status);
  // well inside the session cache's 10 s: only the database's change notification can refuse this soon
  const soon = { timeout: 3_000, interval: 50 };

  it('a token is refused as soon as it is logged out, revoked or expired, or its account disabled', async () => {
    const a = new Client(env);
    await a.login('13900139000', 'mall1234');
    expect(await cartCount(a)).toBe(200);
    expect((await a.post('/api/logout')).body.status).toBe(200);
    expect(await cartCount(a)).toBe(410000);

    const hashOf = (c: Client) => createHash('sha256').update(c.token).digest('hex');
    const b = new Client(env);
    await b.login('13900139000', 'mall1234');
    expect(await cartCount(b)).toBe(200);
    await env.db
      .update(schema.userToken)
      .set({ revoked_at: sql`now()` })
      .where(eq(schema.userToken.token_hash, hashOf(b)));
    await expect.poll(() => cartCount(b), soon).toBe(410000);

    const c = new Client(env);
    await c.login('13900139000', 'mall1234');
    expect(await cartCount(c)).toBe(200);
    await env.db
      .update(schema.userToken)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(schema.userToken.token_hash, hashOf(c)));
    await expect.poll(() => cartCount(c), soon).toBe(410000);

    const d = new Client(env);
    const phone = newPhone();
    d.token = loggedIn(await d.post('/api/auth/smslogin', { phone, sms_code: await d.code(phone) })).token;
    expect(await cartCount(d)).toBe(200);
    await env.db.update(schema.users).set({ status: 0 }).where(eq(schema.users.phone, phone));
    await expect.poll(() => cartCount(d), soon).toBe(410000);
  });
});
