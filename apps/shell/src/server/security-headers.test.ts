import { describe, expect, it } from 'vitest';
import { pageCspAllowing } from './security-headers';

describe("a developer override's page policy", () => {
  it('allows scripts and connections from that origin, and nothing else more', () => {
    const policy = Object.fromEntries(
      pageCspAllowing('http://localhost:5101')
        .split(';')
        .map((d) => {
          const [name, ...sources] = d.split(' ');
          return [name, sources];
        }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'http://localhost:5101']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:5101']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(policy).match(/localhost/g)).toHaveLength(2);
  });
});
