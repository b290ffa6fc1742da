import type { RouteOwner } from '@mall/shared-state';
import { describe, expect, it } from 'vitest';
import { pageCacheHeaders, pageCachePolicy } from './page-cache';

const listPage: RouteOwner = { app: 'catalog', prefixes: ['/'], protected: false, ssr: true, cache: { policy: 'public', freshMs: 10_000 } };
const goodsPage: RouteOwner = { ...listPage, prefixes: ['/goods_detail'], cache: { policy: 'revalidate', freshMs: 3000 } };
const guest = { status: 200, route: listPage, ssrApp: 'catalog', cookies: {}, setsCookies: false };

describe('page cache policy', () => {
  it("caches an anonymous server-rendered page as its route's owner declares", () => {
    expect(pageCachePolicy(guest)).toBe('public');
    expect(pageCachePolicy({ ...guest, cookies: { logoUrl: '/x.svg', titleCon: 'e购' } })).toBe('public');
    expect(pageCachePolicy({ ...guest, route: goodsPage })).toBe('revalidate');
  });

  it('never caches personal pages, errors, pages setting cookies, other apps or routes declared without a cache', () => {
    expect(pageCachePolicy({ ...guest, cookies: { token: 'abc' } })).toBe('none');
    expect(pageCachePolicy({ ...guest, cookies: { mall_locale: 'en' } })).toBe('none');
    expect(pageCachePolicy({ ...guest, cookies: { top_banner_closed_1: '1' } })).toBe('none');
    expect(pageCachePolicy({ ...guest, setsCookies: true })).toBe('none');
    expect(pageCachePolicy({ ...guest, status: 404 })).toBe('none');
    expect(pageCachePolicy({ ...guest, ssrApp: undefined })).toBe('none');
    expect(pageCachePolicy({ ...guest, ssrApp: 'user-center' })).toBe('none');
    expect(pageCachePolicy({ ...guest, route: { ...listPage, cache: undefined } })).toBe('none');
    expect(pageCachePolicy({ ...guest, route: null })).toBe('none');
  });

  it('answers an ETag and recognises it', () => {
    const first = pageCacheHeaders('public', '<html>a</html>', undefined);
    expect(first.headers['Cache-Control']).toMatch(/^public, .*stale-while-revalidate=\d+/);
    expect(first.notModified).toBe(false);
    const etag = (first.headers as { ETag: string }).ETag;
    expect(pageCacheHeaders('public', '<html>a</html>', `"x", ${etag}`).notModified).toBe(true);
    expect(pageCacheHeaders('public', '<html>b</html>', etag).notModified).toBe(false);
    expect(pageCacheHeaders('none', '<html>a</html>', etag)).toEqual({ headers: { 'Cache-Control': 'no-store' }, notModified: false });
  });
});
