import { describe, expect, it } from 'vitest';
import { backTarget, isLocalPath } from './session';

describe('login redirects', () => {
  it('accepts only local paths', () => {
    expect(isLocalPath('/user?type=0')).toBe(true);
    expect(isLocalPath('//evil.example')).toBe(false);
    expect(isLocalPath('/\\evil.example')).toBe(false);
    expect(isLocalPath('https://evil.example/')).toBe(false);
    expect(isLocalPath(null)).toBe(false);
  });

  it('/login goes to ?back= or home', () => {
    expect(backTarget('?back=%2Fuser%2Forder_list%3Ftype%3D1')).toBe('/user/order_list?type=1');
    expect(backTarget('')).toBe('/');
    expect(backTarget('?back=https%3A%2F%2Fevil.example')).toBe('/');
    expect(backTarget('?back=%2Flogin%3Fback%3D%2F')).toBe('/');
    expect(backTarget('?back=%2Flogin%2Fscan_confirm%3Fkey%3Dx')).toBe('/login/scan_confirm?key=x');
  });
});
