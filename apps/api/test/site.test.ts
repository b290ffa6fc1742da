import { agreement, homeData, serverTime, siteConfig, type SiteConfig } from '@mall/contracts';
import { expect, it } from 'vitest';
import { describeApi, get, getAs, okData } from './helpers';

const agreementKeys = [
  'sys_user_agree',
  'sys_userr_privacy',
  'sys_receipt_agree',
  'sys_coupon_agree',
  'sys_integral_rule',
  'sys_product_presell_agree',
  'sys_merchant',
];

describeApi('site', () => {
  it('GET /api/pc/config answers the site config', async () => {
    const c = await getAs(siteConfig, '/api/pc/config');
    for (const key of ['site_logo', 'site_name', 'wechat_qrcode', 'sys_phone', 'site_url', 'site_keywords', 'site_description', 'beian_sn', 'site_address', 'hotline'] as const) {
      expect(c[key]?.length, key).toBeGreaterThan(0);
    }
    expect([0, 1]).toContain(c.is_open_service);
    expect(c.beian_sn).toMatch(/ICP备\d+号/);
    const { copyright } = c;
    expect(copyright.length).toBeGreaterThan(0);
    expect(copyright.some((e) => e.url === '#')).toBe(true);
    // the contract drops keys it does not name: the entries as answered
    const answered = (await get<SiteConfig>('/api/pc/config')).body.data.copyright;
    for (const e of answered) expect(Object.keys(e).sort()).toEqual(['img', 'name', 'url']);
  });

  it('GET /api/config answers the feature switches as 0/1', async () => {
    const { body } = await get<Record<string, number>>('/api/config');
    expect(Object.keys(body.data).sort()).toEqual(
      ['alipay_open', 'integral_status', 'mer_intention_open', 'pay_weixin_open', 'svip_switch_status', 'yue_pay_status'],
    );
    for (const v of Object.values(body.data)) expect([0, 1]).toContain(v);
  });

  it('GET /api/time answers the server clock, never cached', async () => {
    const before = Date.now();
    const res = await get('/api/time');
    const { now } = okData(serverTime, res, '/api/time');
    expect(now).toBeGreaterThanOrEqual(before - 1000);
    expect(now).toBeLessThanOrEqual(Date.now() + 1000);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/pc/home answers top banner, carousel and navigation', async () => {
    const { pc_top_banner, pc_home_banner, pc_home_tab } = await getAs(homeData, '/api/pc/home');
    expect(pc_top_banner?.image).toMatch(/^\/uploads\/.+\.svg$/);
    expect(Number.isInteger(pc_top_banner?.group_data_id)).toBe(true);
    expect(pc_home_banner.length).toBeGreaterThan(1);
    for (const b of pc_home_banner) expect(b.title && b.url && b.image).toBeTruthy();
    expect(pc_home_tab[0]).toEqual({ label: '首页', label_en: 'Home', link: '/' });
    for (const tab of pc_home_tab) expect(tab.label_en, tab.label).toMatch(/^[^\u3400-\u9fff]+$/);
    expect(pc_home_tab.map((t) => t.link)).toEqual(
      expect.arrayContaining(['/shop_street', '/brandList', '/coupon_center', '/goods_seckill', '/merchant_settled']),
    );
  });

  it('GET /api/agreement/:key answers sanitised agreements', async () => {
    for (const key of agreementKeys) {
      const { title, content } = okData(agreement, await get(`/api/agreement/${key}`), key);
      expect(title.length).toBeGreaterThan(0);
      expect(content).toContain('<p>');
      expect(content).not.toMatch(/<script|onerror=|javascript:/i);
    }
  });

  it('the merchant settlement and presell agreements are full texts with their rules', async () => {
    const text = (key: string) => getAs(agreement, `/api/agreement/${key}`);
    const merchant = await text('sys_merchant');
    expect(merchant.title).toBe('商户入驻协议');
    for (const rule of ['营业执照', '保证金', '结算', '违规处理']) expect(merchant.content).toContain(rule);
    const presell = await text('sys_product_presell_agree');
    expect(presell.title).toBe('预售协议');
    for (const rule of ['定金', '尾款', '发货时间', '全额退款']) expect(presell.content).toContain(rule);
    for (const { content } of [merchant, presell]) expect(content.match(/<h3>/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('unknown agreement → 404 envelope; huge key → 400', async () => {
    const missing = await get('/api/agreement/sys_nope');
    expect(missing.http).toBe(404);
    expect(missing.body).toEqual({ status: 404, message: '协议不存在', data: null });
    const huge = await get(`/api/agreement/${'k'.repeat(65)}`);
    expect(huge.http).toBe(400);
    expect(huge.body).toEqual({ status: 400, message: '协议类型不能超过64个字符', data: null });
  });
});
