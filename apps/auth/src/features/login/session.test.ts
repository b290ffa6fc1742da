import { describe, expect, it } from 'vitest';
import { backTarget } from './session';

const SITE = 'http://localhost:3000';

describe('login redirects', () => {
  it('/login goes to ?back= or home', () => {
    expect(backTarget('?back=%2Fuser%2Forder_list%3Ftype%3D1', SITE)).toBe('/user/order_list?type=1');
    expect(backTarget('', SITE)).toBe('/');
    expect(backTarget('?back=%2Flogin%3Fback%3D%2F', SITE)).toBe('/');
    expect(backTarget('?back=%2Flogin%2Fscan_confirm%3Fkey%3Dx', SITE)).toBe('/login/scan_confirm?key=x');
  });

  it('never leaves the site (issue 23 item 4)', () => {
    for (const back of [
      'https%3A%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '%2F%09%2Fevil.example',
      '%2F%5Cevil.example',
    ]) {
      expect(backTarget(`?back=${back}`, SITE), back).toBe('/');
    }
  });
});
