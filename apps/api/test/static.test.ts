import { siteConfig } from '@mall/contracts';
import { expect, it } from 'vitest';
import { describeApi, getAs, target } from './helpers';

describeApi('uploads', () => {
  it('serves seeded images with type, nosniff and long cache headers', async () => {
    const { site_logo } = await getAs(siteConfig, '/api/pc/config');
    const res = await fetch(target.baseUrl + site_logo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(await res.text()).toContain('<svg');
  });

  it('answers missing files and path tricks with the 404 envelope', async () => {
    for (const path of ['/uploads/seed/nope.svg', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/']) {
      const res = await fetch(target.baseUrl + path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: '接口不存在', data: null });
    }
  });
});
