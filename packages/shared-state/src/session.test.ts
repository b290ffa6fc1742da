import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSessionToken } from './session';

/** What the page writes to document.cookie, on a page served over `protocol`. */
function cookiesWritten(protocol: string, act: () => void): string[] {
  const written: string[] = [];
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      written.push(value);
    },
  });
  vi.stubGlobal('localStorage', { clear: () => undefined });
  act();
  return written;
}

describe('the token cookie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is Secure on an HTTPS site, SameSite=Lax always, 7 days', () => {
    const [cookie] = cookiesWritten('https:', () => storeSessionToken('tok/en+1'));
    expect(cookie).toBe('token=tok%2Fen%2B1; max-age=604800; path=/; samesite=lax; secure');
    expect(cookiesWritten('https:', () => clearSession())).toEqual(['token=; max-age=0; path=/; samesite=lax; secure']);
  });

  it('is not Secure on plain HTTP (a local demo), which would drop it', () => {
    const [cookie] = cookiesWritten('http:', () => storeSessionToken('t'));
    expect(cookie).toBe('token=t; max-age=604800; path=/; samesite=lax');
  });
});
