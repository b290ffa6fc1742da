import { describe, expect, it } from 'vitest';
import { memberPrice } from './member';

describe('memberPrice', () => {
  it('rounds the member price down to the fen', () => {
    expect(memberPrice(10_000, 90)).toBe(9_000);
    expect(memberPrice(1_999, 95)).toBe(1_899);
    expect(memberPrice(1, 90)).toBe(0);
  });
});
