import { describe, expect, it } from 'vitest';
import { createRouteTable, declaresPath, type RouteDecl } from './routes';

const catalog: RouteDecl[] = [
  { prefixes: ['/', '/store'], protected: false, ssr: true, cache: { policy: 'public', freshMs: 10_000 } },
  { prefixes: ['/goods_detail'], protected: false, ssr: true, cache: { policy: 'revalidate', freshMs: 3000 } },
];
const userCenter: RouteDecl[] = [{ prefixes: ['/user', '/service'], protected: true, ssr: false }];

describe('route table', () => {
  const table = createRouteTable({ catalog, 'user-center': userCenter, shell: undefined });

  it('gives each path to the app that declared it, with the group it declared', () => {
    expect(table.owner('/')?.app).toBe('catalog');
    expect(table.owner('/goods_detail/3')).toMatchObject({ app: 'catalog', cache: { policy: 'revalidate' } });
    expect(table.owner('/store/category')).toMatchObject({ app: 'catalog', cache: { policy: 'public' } });
    expect(table.owner('/user/order_list')).toMatchObject({ app: 'user-center', protected: true, ssr: false });
  });

  it("matches whole segments, and '/' is the home page alone", () => {
    expect(table.owner('/users')).toBeNull();
    expect(table.owner('/nope')).toBeNull();
  });

  it('prefers the longest prefix, whatever the order of the declarations', () => {
    const nested = {
      a: [{ prefixes: ['/store'], protected: false, ssr: true }],
      b: [{ prefixes: ['/store/x'], protected: true, ssr: false }],
    };
    expect(createRouteTable(nested).owner('/store/x/1')?.app).toBe('b');
    expect(createRouteTable({ b: nested.b, a: nested.a }).owner('/store/x/1')?.app).toBe('b');
    expect(createRouteTable(nested).owner('/store/y')?.app).toBe('a');
  });

  it("tells a remote whether a path is one of its own (its router's 404)", () => {
    expect(declaresPath(catalog, '/store/abc')).toBe(true);
    expect(declaresPath(catalog, '/user')).toBe(false);
  });
});
