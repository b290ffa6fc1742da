import { describe, expect, it } from 'vitest';
import { readCachedState } from './cached-state';

describe('state cached in cookies (spec §3)', () => {
  it('takes the unread count from its cookie for a logged-in user only', () => {
    const cookies = { unreadNum: '3', logoUrl: '/logo.png', titleCon: '商城' };
    const config = { site_logo: '/logo.png', site_name: '商城' };
    expect(readCachedState(cookies, config, true).unreadNum).toBe(3);
    expect(readCachedState(cookies, config, false).unreadNum).toBe(0);
    expect(readCachedState({ unreadNum: 'abc' }, config, true).unreadNum).toBe(0);
  });

  it('refreshes stale logo and title cookies from the site config and keeps fresh ones', () => {
    const fresh = readCachedState(
      { logoUrl: '/logo.png', titleCon: '商城' },
      { site_logo: '/logo.png', site_name: '商城' },
      false,
    );
    expect(fresh.setCookies).toEqual([]);
    const stale = readCachedState({ logoUrl: '/old.png' }, { site_logo: '/new.png', site_name: 'e购' }, false);
    expect(stale.logoUrl).toBe('/new.png');
    expect(stale.setCookies).toEqual([
      'logoUrl=%2Fnew.png; Path=/; Max-Age=604800; SameSite=Lax',
      'titleCon=e%E8%B4%AD; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
  });

  it('falls back to the cached logo and title when the config has none', () => {
    const state = readCachedState({ logoUrl: '/cached.png', titleCon: '缓存' }, {}, false);
    expect(state).toMatchObject({ logoUrl: '/cached.png', titleCon: '缓存', setCookies: [] });
  });
});
