import { describe, expect, it } from 'vitest';
import { routeCollisions } from './routes';

describe('route collisions', () => {
  const live = [
    { app: 'catalog', routes: [{ prefixes: ['/', '/store', '/goods_detail'] }] },
    { app: 'user-center', routes: [{ prefixes: ['/user'] }] },
  ];

  it('accepts routes no other remote claims, and its own current ones', () => {
    expect(routeCollisions('catalog', [{ prefixes: ['/', '/store', '/brand_story'] }], live)).toEqual([]);
    expect(routeCollisions('checkout', [{ prefixes: ['/users', '/storey'] }], live)).toEqual([]);
  });

  it('names both apps and both paths of a same or nested prefix, in Chinese', () => {
    expect(routeCollisions('checkout', [{ prefixes: ['/store/cart', '/user'] }], live)).toEqual([
      'checkout 的路由 /store/cart 与 catalog 的路由 /store 冲突',
      'checkout 的路由 /user 与 user-center 的路由 /user 冲突',
    ]);
    expect(routeCollisions('auth', [{ prefixes: ['/'] }], live)).toEqual(['auth 的路由 / 与 catalog 的路由 / 冲突']);
  });
});
