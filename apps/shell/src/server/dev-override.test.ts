import { describe, expect, it } from 'vitest';
import { pinValue } from './release-pin';
import { devOverridesAllowed, localDevUrl, overrideValue, readOverride } from './dev-override';

const KEY = 'a-release-key-for-tests';

describe('developer override cookie', () => {
  it('is honoured only with a valid signature', () => {
    const value = overrideValue('catalog', 'http://localhost:5101', KEY);
    expect(readOverride(value, KEY)).toEqual({ app: 'catalog', url: 'http://localhost:5101' });
    expect(readOverride(value, 'another-key-entirely')).toBeNull();
    expect(readOverride(value.replace('.catalog.', '.checkout.'), KEY)).toBeNull();
    const otherPort = Buffer.from('http://localhost:5102').toString('base64url');
    expect(readOverride(value.replace(/[^.]+$/, otherPort), KEY)).toBeNull();
    expect(readOverride(undefined, KEY)).toBeNull();
    expect(readOverride(value, '')).toBeNull();
  });

  it('cannot be made from a QA pin signed with the same key', () => {
    const pinSignature = pinValue('catalog', 'http://localhost:5101', KEY).slice(-43);
    const forged = `${pinSignature}.catalog.${Buffer.from('http://localhost:5101').toString('base64url')}`;
    expect(readOverride(forged, KEY)).toBeNull();
  });

  it('is ignored when signed for an origin that is not local', () => {
    expect(readOverride(overrideValue('catalog', 'https://evil.example', KEY), KEY)).toBeNull();
  });
});

describe('local development origins', () => {
  it('accepts http://localhost and http://127.0.0.1 on any port, normalised', () => {
    expect(localDevUrl('http://localhost:5101')).toBe('http://localhost:5101');
    expect(localDevUrl('http://localhost:5101/')).toBe('http://localhost:5101');
    expect(localDevUrl('http://127.0.0.1:8080/catalog/?x=1#y')).toBe('http://127.0.0.1:8080/catalog');
  });

  it('refuses any other origin', () => {
    for (const url of [
      'https://localhost:5101',
      'http://example.com:5101',
      'http://localhost.example.com',
      'http://192.168.1.10:5101',
      'http://user:pw@localhost:5101',
      'javascript:alert(1)',
      'localhost:5101',
      '',
      undefined,
    ]) {
      expect(localDevUrl(url), String(url)).toBeNull();
    }
  });
});

describe('production mode', () => {
  it('turns overrides off with NODE_ENV=production or MALL_PRODUCTION=1', () => {
    expect(devOverridesAllowed({ NODE_ENV: 'development' })).toBe(true);
    expect(devOverridesAllowed({})).toBe(true);
    expect(devOverridesAllowed({ NODE_ENV: 'production' })).toBe(false);
    expect(devOverridesAllowed({ NODE_ENV: 'development', MALL_PRODUCTION: '1' })).toBe(false);
  });
});
