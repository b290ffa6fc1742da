import { expect, it } from 'vitest';
import { call, describeApi } from './helpers';

const asked = (path: string, cookie: string | undefined, init: RequestInit = {}) =>
  call(path, { ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });

const login = (cookie?: string) =>
  asked('/api/auth/login', cookie, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'mall1234' }),
  });

describeApi('API messages in the chosen language', () => {
  it('a shopper who chose English reads the messages in English; the status is unchanged', async () => {
    const english = 'theme=light; lang=en';
    expect((await asked('/api/nope', english)).body).toMatchObject({ status: 404, message: 'Not found' });
    const refused = await login(english);
    expect(refused.http).toBe(400);
    expect(refused.body).toMatchObject({ status: 400, message: 'Please enter your account' });
    const search = await asked(`/api/product/spu/lst?keyword=${'手'.repeat(51)}`, english);
    expect(search.body.message).toBe('The keyword cannot exceed 50 characters');
  });

  it('everyone else reads the Chinese the spec writes', async () => {
    for (const cookie of [undefined, 'lang=zh-CN', 'lang=english']) {
      expect((await asked('/api/nope', cookie)).body.message).toBe('接口不存在');
      expect((await login(cookie)).body.message).toBe('请填写账号');
    }
  });
});
