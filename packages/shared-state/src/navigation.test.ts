import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './navigation';

const SITE = 'https://shop.example';

describe('sameOriginPath', () => {
  it('keeps paths of the site, with query and hash', () => {
    expect(sameOriginPath('/user/order_list?type=1#top', SITE)).toBe('/user/order_list?type=1#top');
    expect(sameOriginPath('https://shop.example/cart', SITE)).toBe('/cart');
  });

  it('refuses whatever the browser would take to another origin', () => {
    const attacks = [
      '//evil.example',
      '/\t/evil.example', // the issue's /login?back=%2F%09%2Fevil.example
      '/\n/evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      ' //evil.example',
      'https://evil.example/',
      'https://shop.example.evil.example/',
      'http://shop.example/', // another scheme is another origin
      'javascript:alert(1)',
      'data:text/html,x',
      '',
      null,
      undefined,
    ];
    for (const target of attacks) expect(sameOriginPath(target, SITE), JSON.stringify(target)).toBeNull();
  });
});
