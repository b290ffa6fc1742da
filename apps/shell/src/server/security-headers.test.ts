import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageCspAllowing, registerSecurityHeaders } from './security-headers';

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

describe('the security headers', () => {
  it('are on every answer, the page policy unless a route sets its own', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get('/', async () => 'page');
    app.get('/dev', async (_req, reply) =>
      reply.header('Content-Security-Policy', pageCspAllowing('http://localhost:5101')).send('dev'),
    );
    for (const _ of [1, 2]) {
      const res = await app.inject('/');
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect((await app.inject('/dev')).headers['content-security-policy']).toContain('http://localhost:5101');
    expect((await app.inject('/nope')).headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
