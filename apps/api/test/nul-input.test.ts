import { loginAnswer } from '@mall/contracts';
import { beforeAll, expect, it } from 'vitest';
import { call, describeApi, get, okData, post } from './helpers';

const NUL = '\u0000';
const REFUSED = { status: 400, message: '请求内容包含非法字符', data: null };

/** Every text field reaches PostgreSQL, which refuses NUL: without the guard these answered 500. */
describeApi('NUL characters in requests', () => {
  let token = '';
  beforeAll(async () => {
    const res = await post('/api/auth/login', { account: '13800138000', password: 'mall1234' });
    token = okData(loginAnswer, res, 'POST /api/auth/login').token;
  });
  const authed = (path: string, body: unknown) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Token': token },
      body: JSON.stringify(body),
    });

  it('refuses NUL in a body field with 400 and a Chinese message, logged in or not', async () => {
    const bodies: [string, unknown][] = [
      ['/api/auth/login', { account: `13800138000${NUL}`, password: 'mall1234' }],
      ['/api/auth/login', { account: '13800138000', password: `mall${NUL}1234` }],
      ['/api/auth/verify', { phone: '13800138000', type: 'login', key: `k${NUL}`, code: 'abcd' }],
      ['/api/common/keywords', { keyword: `手机${NUL}` }],
      [
        '/api/user/address/create',
        {
          address_id: 0,
          real_name: '张三',
          phone: '13800138000',
          province_id: 110000,
          city_id: 110100,
          district_id: 110101,
          street_id: 110101001,
          detail: `长安街1号${NUL}`,
          is_default: 0,
        },
      ],
      ['/api/order/receipt/1', { receipt_title: `公司${NUL}`, receipt_type: 1, receipt_title_type: 1 }],
      ['/api/v2/order/create', { key: 'k', mark: { 1: `请尽快发货${NUL}` } }],
      ['/api/refund/apply/1', { type: 1, refund_type: 1, ids: [1], refund_message: `不想要了${NUL}` }],
      ['/api/user/change/info', { nickname: `昵称${NUL}` }],
      ['/api/service/send', { mer_id: 0, type: 'text', content: { text: `你好${NUL}` } }],
      // in a key, nested in an array
      ['/api/user/cart/again', { data: [{ [`product_id${NUL}`]: 1 }] }],
    ];
    for (const [path, body] of bodies) {
      for (const res of [await post(path, body), await authed(path, body)]) {
        expect({ path, http: res.http, body: res.body }).toEqual({ path, http: 400, body: REFUSED });
      }
    }
  });

  it('refuses NUL in the path and the query string', async () => {
    const paths = [
      '/api/agreement/%00',
      '/api/agreement/privacy%00',
      '/api/product/spu/lst?keyword=%00&page=1&limit=10',
      '/api/product/spu/lst?keyword=%E6%89%8B%E6%9C%BA%00',
      '/api/store/merchant/lst?keyword=a%00b',
      '/api/order/list?status=%00',
      '/api/captcha?x=%00',
    ];
    for (const path of paths) {
      const res = await get(path);
      expect({ path, http: res.http, body: res.body }).toEqual({ path, http: 400, body: REFUSED });
    }
  });

  it('refuses NUL in a form-encoded body; ordinary requests still pass', async () => {
    const form = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=13800138000%00&password=mall1234',
    });
    expect(form.http).toBe(400);
    expect(form.body).toEqual(REFUSED);
    expect((await get('/api/product/spu/lst?keyword=%E6%89%8B%E6%9C%BA&page=1&limit=10')).http).toBe(200);
    expect((await get('/api/agreement/privacy')).body.status).not.toBe(400);
  });

  it('JSON answers carry X-Content-Type-Options: nosniff', async () => {
    const ok = await get('/api/product/spu/lst?page=1&limit=1');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    const refused = await get('/api/agreement/%00');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
