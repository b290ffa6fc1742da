import { describe, expect, it } from 'vitest';
import { pinValue, readPin } from './release-pin';

const KEY = 'a-release-key-for-tests';

describe('QA release pin', () => {
  it('is honoured only with a valid signature', () => {
    const value = pinValue('catalog', '0.2.0-abc1234-deadbeef', KEY);
    expect(readPin(value, KEY)).toEqual({ app: 'catalog', version: '0.2.0-abc1234-deadbeef' });
    expect(readPin(value, 'another-key-entirely')).toBeNull();
    expect(readPin(value.replace('catalog', 'checkout'), KEY)).toBeNull();
    expect(readPin(value.replace('0.2.0', '0.3.0'), KEY)).toBeNull();
    expect(readPin('catalog@0.2.0.forged', KEY)).toBeNull();
    expect(readPin(undefined, KEY)).toBeNull();
  });
});
