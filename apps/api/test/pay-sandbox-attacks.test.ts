import type { PayQrAnswer } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { refuseSandboxInProduction, SANDBOX_REFUSED } from '../src/modules/pay/sandbox-guard';
import { providers } from '../src/modules/pay/service';
import { groupOrder, newShopper, unpaidOrder, useShopEnv, type Shopper } from './checkout-fixture';
import { describeApi } from './helpers';

/** Issue 23 item 1: a shopper with ¥0 had orders marked paid by posting the sandbox's confirm. */
describeApi('sandbox gateway attacks', () => {
  const env = useShopEnv();

  async function qrOf(s: Shopper, groupOrderId: number) {
    const res = await s.post<PayQrAnswer>(`/api/order/pay/${groupOrderId}`, {
      type: 'weixinQr',
    });
    return new URL(new URL(res.body.data.code_url).pathname, env.baseUrl);
  }
  const confirm = async (url: URL, headers: Record<string, string> = {}) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: '',
    });
    return { http: res.status, text: await res.text() };
  };
  const sessionStatus = async (url: URL) => {
    const [row] = await env.db
      .select({ status: schema.paySession.status })
      .from(schema.paySession)
      .where(eq(schema.paySession.code, url.pathname.split('/').pop()!));
    return row.status;
  };

  it('a confirm without login is refused with 410000 and pays nothing', async () => {
    const { s, created } = await unpaidOrder(env); // the shopper has ¥0
    const url = await qrOf(s, created.group_order_id);
    const res = await confirm(url);
    expect(res.http).toBe(401);
    expect(JSON.parse(res.text)).toEqual({ status: 410000, message: '请登录', data: null });
    expect(await confirm(url, { cookie: 'token=forged-token' })).toMatchObject({ http: 401 });
    expect(await sessionStatus(url)).toBe('open');
    expect((await groupOrder(env.db, created.group_order_id)).status).toBe(0);
  });

  it('another shopper’s session is refused: the request does not exist for them', async () => {
    const { s, created } = await unpaidOrder(env);
    const other = await newShopper(env);
    const url = await qrOf(s, created.group_order_id);
    const attempts: Record<string, string>[] = [{ 'X-Token': other.token }, { cookie: `token=${other.token}` }];
    for (const headers of attempts) {
      const res = await confirm(url, headers);
      expect(res.http).toBe(400);
      expect(JSON.parse(res.text)).toEqual({ status: 400, message: '支付请求不存在', data: null });
    }
    expect(await sessionStatus(url)).toBe('open');
    expect((await groupOrder(env.db, created.group_order_id)).status).toBe(0);
    // the owner can still pay it
    expect((await confirm(url, { cookie: `token=${s.token}` })).text).toContain('支付成功');
    await expect
      .poll(async () => (await groupOrder(env.db, created.group_order_id)).status, { timeout: 5_000 })
      .toBe(1);
  });

  it('a production API refuses to start with the sandbox on unless PAY_SANDBOX=allow', async () => {
    await expect(refuseSandboxInProduction(env.db, { nodeEnv: 'production' })).rejects.toThrow(SANDBOX_REFUSED);
    await expect(refuseSandboxInProduction(env.db, { nodeEnv: 'production', paySandbox: 'yes' })).rejects.toThrow();
    await expect(
      refuseSandboxInProduction(env.db, { nodeEnv: 'production', paySandbox: 'allow' }),
    ).resolves.toBeUndefined();
    await expect(refuseSandboxInProduction(env.db, { nodeEnv: 'development' })).resolves.toBeUndefined();
    // a real gateway plugged in: nothing to refuse
    const real = { ...providers.weixin, sandbox: false };
    await expect(
      refuseSandboxInProduction(env.db, { nodeEnv: 'production' }, { weixin: real, alipay: real }),
    ).resolves.toBeUndefined();
  });
});
