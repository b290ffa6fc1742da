import { describe, expect, it } from 'vitest';
import { chosenEncoding } from './page-encoding';

describe('the encoding a page is sent in', () => {
  it('is what the browser accepts, brotli first, nothing when it accepts neither', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('deflate')).toBeNull();
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});
