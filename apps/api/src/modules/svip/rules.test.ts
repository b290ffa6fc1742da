import { describe, expect, it } from 'vitest';
import { extendMembership, isMember } from './rules';

const at = (iso: string) => new Date(iso);

describe('svip rules', () => {
  it('extends from now when the membership ended (or never began)', () => {
    const now = at('2025-03-10T04:00:00Z');
    expect(extendMembership(null, now, 30)).toEqual(at('2025-04-09T04:00:00Z'));
    expect(extendMembership(at('2025-01-01T00:00:00Z'), now, 30)).toEqual(at('2025-04-09T04:00:00Z'));
  });

  it('extends from the current expiry while it runs', () => {
    const now = at('2025-03-10T04:00:00Z');
    expect(extendMembership(at('2025-03-20T12:00:00Z'), now, 90)).toEqual(at('2025-06-18T12:00:00Z'));
    // twice in a row adds up
    const once = extendMembership(null, now, 30);
    expect(extendMembership(once, now, 365)).toEqual(at('2026-04-09T04:00:00Z'));
  });

  it('a member has a level and an expiry in the future', () => {
    const now = at('2025-03-10T04:00:00Z');
    expect(isMember({ is_money_level: 1, svip_expires_at: at('2025-03-11T00:00:00Z') }, now)).toBe(true);
    expect(isMember({ is_money_level: 1, svip_expires_at: at('2025-03-09T00:00:00Z') }, now)).toBe(false);
    expect(isMember({ is_money_level: 1, svip_expires_at: null }, now)).toBe(false);
    expect(isMember({ is_money_level: 0, svip_expires_at: at('2026-01-01T00:00:00Z') }, now)).toBe(false);
  });
});
