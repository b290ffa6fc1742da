import { loginAnswer } from '@mall/contracts';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { describeApi, okData, post, target } from './helpers';
import { openSocket, wsUrl, type TestSocket } from './socket';

const LOGIN_REQUIRED = 4401;

/** Issue 23 item 7: sockets opened from another site's page, tokens in URLs. */
describeApi('socket attacks', () => {
  let token = '';
  const sockets: TestSocket[] = [];
  const open = (path: string, headers: Record<string, string> = {}) => {
    const s = openSocket(wsUrl(target.baseUrl, path), headers);
    sockets.push(s);
    return s;
  };
  beforeAll(async () => {
    const res = await post('/api/auth/login', { account: '13800138000', password: 'mall1234' });
    token = okData(loginAnswer, res, 'POST /api/auth/login').token;
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.ws.close());
  });

  it('a page of another site cannot open a socket with the shopper’s cookie', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const s = open('/api/service/ws', { cookie: `token=${token}`, origin });
      await expect(s.ready, origin).rejects.toThrow(/403/);
    }
    // the live room lets guests in, but not from another site either
    await expect(open('/api/live/socket/1', { origin: 'https://evil.example' }).ready).rejects.toThrow(/403/);
  });

  it('the site’s own pages and clients without Origin get their socket', async () => {
    const own = open('/api/service/ws', { cookie: `token=${token}`, origin: target.baseUrl });
    const cli = open('/api/service/ws', { 'X-Token': token });
    await Promise.all([own.ready, cli.ready]);
    own.send({ type: 'nope', id: 'n1' });
    expect(await own.next((f) => f.id === 'n1')).toMatchObject({ type: 'error', message: '不支持的消息类型' });
  });

  it('a token in the query string is ignored; the first message may carry it instead', async () => {
    const byQuery = open(`/api/service/ws?token=${token}`);
    await byQuery.ready;
    byQuery.send({ type: 'read', id: 'r1', data: {} });
    expect(await byQuery.closed).toBe(LOGIN_REQUIRED);
    expect(byQuery.frames).toEqual([{ type: 'error', message: '请登录' }]);

    const byMessage = open('/api/service/ws');
    expect(await byMessage.auth(token)).toEqual({ type: 'ack', id: 'auth', data: null });
    byMessage.send({ type: 'nope', id: 'n2' });
    expect(await byMessage.next((f) => f.id === 'n2')).toMatchObject({ type: 'error', message: '不支持的消息类型' });

    const forged = open('/api/service/ws');
    await forged.ready;
    forged.send({ type: 'auth', data: { token: 'forged-token' } });
    expect(await forged.closed).toBe(LOGIN_REQUIRED);
  });
});
