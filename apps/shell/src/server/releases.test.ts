import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** catalog 1.1.0 adds a page */
const routesOf = (version: string) => [
  { prefixes: version === '1.0.0' ? ['/'] : ['/', '/brand_story'], protected: false, ssr: true },
];

/** A stand-in for the API's release registry: answers with ETags, or fails on demand. */
let answer: { version: string } | 'error' = { version: '1.0.0' };
const server = http.createServer((req, res) => {
  if (answer === 'error') {
    res.writeHead(500).end();
    return;
  }
  const etag = `"rel-${answer.version}"`;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const current = {
    version: answer.version,
    web_entry: `catalog/${answer.version}/web/mf-manifest.json`,
    node_entry: null,
    routes: routesOf(answer.version),
  };
  const shell = { version: 'host-1', web_entry: 'shell/host-1/web/mf-manifest.json', node_entry: null, routes: null };
  res.writeHead(200, { 'content-type': 'application/json', etag });
  res.end(
    JSON.stringify({
      status: 200,
      message: 'success',
      data: { revision: '1', apps: { catalog: { current, previous: null }, shell: { current: shell, previous: null } } },
    }),
  );
});

let releases: typeof import('./releases');

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('RELEASES_DIR', path.join(os.tmpdir(), 'mall-no-releases-here'));
  releases = await import('./releases');
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe('the release document a shell server serves', () => {
  it('follows the registry, and keeps the last release it knew when the registry cannot be read', async () => {
    expect(releases.currentReleases()).toEqual({}); // nothing known yet, no releases folder
    await releases.pollReleases();
    // every remote of the registry, with the routes its version declares; not the shell itself
    expect(releases.currentReleases()).toEqual({
      catalog: { version: '1.0.0', entry: '/remotes/catalog/1.0.0/web/remoteEntry.js', routes: routesOf('1.0.0') },
    });

    answer = { version: '1.1.0' };
    await releases.pollReleases();
    expect(releases.currentReleases().catalog).toMatchObject({ version: '1.1.0', routes: routesOf('1.1.0') });

    answer = 'error';
    await releases.pollReleases();
    expect(releases.currentReleases().catalog.version).toBe('1.1.0');

    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await releases.pollReleases();
    expect(releases.currentReleases().catalog.version).toBe('1.1.0');
  });
});
