import { loginAnswer, qrLoginAppCode, qrLoginPcCode, qrLoginWaiting, userInfo } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { QR_IMAGE_OPTIONS } from '../src/modules/auth/qr';
import { readSettings } from '../src/modules/site/service';
import { age, Client, useAuthEnv } from './auth-fixture';
import { asContract, describeApi, okData } from './helpers';

interface Pair {
  name: string;
  create: (c: Client) => Promise<{ key: string; image: string }>;
  check: string;
}

const pairs: Pair[] = [
  {
    name: 'pc',
    create: async (c) => {
      const res = await c.get('/api/pc/login/scan');
      const { key, qrcode } = okData(qrLoginPcCode, res, 'GET /api/pc/login/scan');
      expect(Object.keys(res.body.data as object).sort()).toEqual(['key', 'qrcode']);
      return { key, image: qrcode };
    },
    check: '/api/pc/login/scan/check',
  },
  {
    name: 'app',
    create: async (c) => {
      const res = await c.get('/api/auth/scan_qrcode');
      const { key, info } = okData(qrLoginAppCode, res, 'GET /api/auth/scan_qrcode');
      expect(Object.keys(res.body.data as object).sort()).toEqual(['info', 'key']);
      return { key, image: info.dir };
    },
    check: '/api/auth/scan_check',
  },
];

describeApi('QR login', () => {
  const env = useAuthEnv();

  /** A logged-in phone (the demo user 13900139000). */
  const phone = async () => {
    const c = new Client(env);
    await c.login('13900139000', 'mall1234');
    return c;
  };

  for (const pair of pairs) {
    it(`${pair.name}: new → scanned → confirmed → one login, then 400`, async () => {
      const pc = new Client(env);
      const { key, image } = await pair.create(pc);
      expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      // the image is the QR code of our own site's confirm page
      const { site_url } = await readSettings(env.db, ['site_url']);
      const url = `${site_url.replace(/\/+$/, '')}/login/scan_confirm?key=${key}`;
      expect(image).toBe(await QRCode.toDataURL(url, QR_IMAGE_OPTIONS));

      const check = () => pc.post(pair.check, { key });
      /** the state of a waiting key (status 201), parsed with the contract */
      const waiting = async () => {
        const { body } = await check();
        expect(body.status, body.message).toBe(201);
        return asContract(qrLoginWaiting, body.data, `POST ${pair.check}`).state;
      };
      expect(await waiting()).toBe('new');

      const mobile = await phone();
      expect((await mobile.post('/api/auth/scan_confirm', { key, action: 'scan' })).body).toEqual({
        status: 200,
        message: '已扫码',
        data: null,
      });
      expect(await waiting()).toBe('scanned');
      // the same phone may open the confirm page again (e.g. after logging in on it)
      expect((await mobile.post('/api/auth/scan_confirm', { key, action: 'scan' })).body.status).toBe(200);
      expect((await mobile.post('/api/auth/scan_confirm', { key })).body.status).toBe(200);

      const won = okData(loginAnswer, await check(), `POST ${pair.check}`);
      expect(won.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(won.user.uid).toBe(okData(userInfo, await mobile.get('/api/user'), 'GET /api/user').uid);
      expect(won.token).not.toBe(mobile.token);
      expect((await pc.get('/api/user', { token: won.token })).body.status).toBe(200);

      const replay = await check();
      expect(replay.http).toBe(400);
      expect(replay.body).toEqual({ status: 400, message: '二维码已失效，请刷新', data: null });
      // nor can the phone act on a used key
      expect((await mobile.post('/api/auth/scan_confirm', { key })).body.status).toBe(400);
    });
  }

  it('concurrent checks of a confirmed key: exactly one gets a token', async () => {
    const pc = new Client(env);
    const { key } = await pairs[0].create(pc);
    await (await phone()).post('/api/auth/scan_confirm', { key, action: 'confirm' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => pc.post(pairs[0].check, { key })));
    const winners = answers.filter((a) => a.body.status === 200);
    expect(winners).toHaveLength(1);
    okData(loginAnswer, winners[0], 'the winning check');
    expect(answers.every((a) => a.body.status === 200 || a.body.status === 400)).toBe(true);
    const [row] = await env.db.select().from(schema.qrLogin).where(eq(schema.qrLogin.key, key));
    expect(row.state).toBe('consumed');
  });

  it('a key expires after 600 s, also once confirmed', async () => {
    const pc = new Client(env);
    const mobile = await phone();
    const waiting = await pairs[0].create(pc);
    await age(env.db, 'qr_login', sql`key = ${waiting.key}`, 599);
    expect((await pc.post(pairs[0].check, { key: waiting.key })).body.status).toBe(201);
    await age(env.db, 'qr_login', sql`key = ${waiting.key}`, 2);
    const expired = await pc.post(pairs[0].check, { key: waiting.key });
    expect(expired.body).toEqual({ status: 400, message: '二维码已过期，请刷新', data: null });
    // too late to confirm
    const late = await mobile.post('/api/auth/scan_confirm', { key: waiting.key });
    expect(late.body.status).toBe(400);

    const confirmed = await pairs[1].create(pc);
    await mobile.post('/api/auth/scan_confirm', { key: confirmed.key });
    await age(env.db, 'qr_login', sql`key = ${confirmed.key}`, 601);
    expect((await pc.post(pairs[1].check, { key: confirmed.key })).body.message).toBe('二维码已过期，请刷新');
    const [row] = await env.db.select().from(schema.qrLogin).where(eq(schema.qrLogin.key, confirmed.key));
    expect(row.state).toBe('expired');
  });

  it('a refused key answers 400; cancel after another user scanned is not allowed', async () => {
    const pc = new Client(env);
    const mobile = await phone();
    const { key } = await pairs[0].create(pc);
    expect((await mobile.post('/api/auth/scan_confirm', { key, action: 'cancel' })).body.message).toBe('已取消登录');
    expect((await pc.post(pairs[0].check, { key })).body).toEqual({ status: 400, message: '已取消登录', data: null });
    expect((await mobile.post('/api/auth/scan_confirm', { key })).body.status).toBe(400);

    const second = await pairs[0].create(pc);
    await mobile.post('/api/auth/scan_confirm', { key: second.key, action: 'scan' });
    const other = new Client(env);
    await other.login('13800138000', 'mall1234');
    for (const action of ['confirm', 'cancel', 'scan']) {
      const res = await other.post('/api/auth/scan_confirm', { key: second.key, action });
      expect(res.body, action).toEqual({ status: 400, message: '二维码已失效，请刷新后重新扫码', data: null });
    }
    expect((await pc.post(pairs[0].check, { key: second.key })).body.status).toBe(201);
  });

  it('unknown keys, keys of the other pair, and confirming without login', async () => {
    const pc = new Client(env);
    const unknown = await pc.post(pairs[0].check, { key: 'x'.repeat(32) });
    expect(unknown.body).toEqual({ status: 400, message: '二维码不存在，请刷新', data: null });
    const { key } = await pairs[0].create(pc);
    expect((await pc.post(pairs[1].check, { key })).body.status).toBe(400);
    const anonymous = await pc.post('/api/auth/scan_confirm', { key });
    expect(anonymous.http).toBe(401);
    expect(anonymous.body).toEqual({ status: 410000, message: '请登录', data: null });
    expect((await pc.post(pairs[0].check, { key })).body.status).toBe(201);
  });
});
