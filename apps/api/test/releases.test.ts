import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { call, describeApi, get, target } from './helpers';
import type {
  promote as promoteVersion,
  registerVersion,
  releaseDocument,
  releaseStatus,
  rollback as rollbackVersion,
} from '../src/modules/releases/service';
import { TEST_RELEASE_KEY } from './setup/target';

/** The release endpoints have no client of @mall/api-client nor a contract: their answers are the API's results. */
type ReleaseDoc = Awaited<ReturnType<typeof releaseDocument>>;
type Status = Awaited<ReturnType<typeof releaseStatus>>;

let counter = 0;
/** A fresh app name per test: the registry is shared by the files of a run. */
const appName = (label: string) => `t${Date.now().toString(36)}-${counter++}-${label}`.slice(0, 32);

const manager = (body?: unknown, actor = 'qa-li') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'X-Release-Key': TEST_RELEASE_KEY, 'X-Release-Actor': actor },
  body: JSON.stringify(body ?? {}),
});

const descriptor = (
  app: string,
  version: string,
  shared: Record<string, string> = { react: '^19.0.0' },
  hash = 'abcdef12',
) => ({
  version,
  content_hash: hash,
  commit: '1234567',
  built_at: '2026-11-23T10:00:00Z',
  web_entry: `${app}/${version}/web/mf-manifest.json`,
  node_entry: null,
  shared,
});

/** The build's files in the server's releases folder: a manifest naming its remoteEntry. */
async function writeFiles(app: string, version: string, manifest: string | null = null) {
  const dir = path.join(target.releasesDir, app, version, 'web');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'remoteEntry.js'), '/* entry */');
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    manifest ?? JSON.stringify({ name: app, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
  );
}

const publish = (app: string, version: string, shared?: Record<string, string>, hash?: string) =>
  call<Awaited<ReturnType<typeof registerVersion>>>(`/api/releases/${app}/versions`, manager(descriptor(app, version, shared, hash)));
const promote = (app: string, version: string, actor?: string) =>
  call<Awaited<ReturnType<typeof promoteVersion>>>(`/api/releases/${app}/promote`, manager({ version }, actor));
const rollback = (app: string) =>
  call<Awaited<ReturnType<typeof rollbackVersion>>>(`/api/releases/${app}/rollback`, manager());
const doc = async () => (await get<ReleaseDoc>('/api/releases')).body.data;
const status = async () =>
  (await call<Status>('/api/releases/status', { headers: { 'X-Release-Key': TEST_RELEASE_KEY } })).body.data;

describeApi('release registry', () => {
  it('publishes, promotes and rolls back one app; the document and its ETag follow', async () => {
    const app = appName('cat');
    await writeFiles(app, '1.0.0');
    await writeFiles(app, '1.1.0');
    expect((await publish(app, '1.0.0')).body).toMatchObject({ status: 200, data: { created: true } });
    expect((await publish(app, '1.1.0')).body.data.created).toBe(true);

    const first = await get<ReleaseDoc>('/api/releases');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const unchanged = await fetch(`${target.baseUrl}/api/releases`, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);

    expect((await promote(app, '1.0.0')).body.data).toMatchObject({ current: '1.0.0', previous: null });
    expect((await promote(app, '1.1.0')).body.data).toMatchObject({ current: '1.1.0', previous: '1.0.0' });
    const after = await get<ReleaseDoc>('/api/releases');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.data.apps[app].current).toMatchObject({
      version: '1.1.0',
      web_entry: `${app}/1.1.0/web/mf-manifest.json`,
    });

    expect((await rollback(app)).body.data).toEqual({ current: '1.0.0', previous: '1.1.0' });
    expect((await doc()).apps[app].current!.version).toBe('1.0.0');

    const audit = (await status()).audit.filter((a) => a.app === app).reverse();
    expect(audit.map((a) => [a.action, a.version, a.from_version, a.actor])).toEqual([
      ['publish', '1.0.0', null, 'qa-li'],
      ['publish', '1.1.0', null, 'qa-li'],
      ['promote', '1.0.0', null, 'qa-li'],
      ['promote', '1.1.0', '1.0.0', 'qa-li'],
      ['rollback', '1.0.0', '1.1.0', 'qa-li'],
    ]);
  });

  it('refuses every change without the release key, and writes nothing', async () => {
    const app = appName('key');
    for (const key of [undefined, 'wrong-key-wrong-key']) {
      const res = await call(`/api/releases/${app}/versions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key && { 'X-Release-Key': key }) },
        body: JSON.stringify(descriptor(app, '1.0.0')),
      });
      expect(res.http).toBe(403);
      expect(res.body.message).toBe('发布密钥无效');
    }
    expect((await call('/api/releases/status')).http).toBe(403);
    expect((await status()).apps.find((a) => a.app === app)).toBeUndefined();
  });

  it('keeps versions immutable: the same files again are fine, other files under that version are refused', async () => {
    const app = appName('imm');
    await publish(app, '2.0.0', undefined, 'aaaaaaaa');
    expect((await publish(app, '2.0.0', undefined, 'aaaaaaaa')).body.data.created).toBe(false);
    const changed = await publish(app, '2.0.0', undefined, 'bbbbbbbb');
    expect(changed.http).toBe(409);
    expect(changed.body.message).toBe('版本 2.0.0 已存在且内容不同：已发布的版本不可覆盖');
  });

  it('refuses to promote a version whose manifest is missing or invalid, or that is unknown', async () => {
    const app = appName('man');
    await publish(app, '1.0.0');
    const missing = await promote(app, '1.0.0');
    expect(missing.http).toBe(400);
    expect(missing.body.message).toBe(`${app} 1.0.0 的 manifest 不存在：${app}/1.0.0/web/mf-manifest.json`);

    await writeFiles(app, '1.0.0', '{ not json');
    expect((await promote(app, '1.0.0')).body.message).toBe(
      `${app} 1.0.0 的 manifest 无效：${app}/1.0.0/web/mf-manifest.json`,
    );
    await writeFiles(app, '1.0.0', JSON.stringify({ name: app }));
    expect((await promote(app, '1.0.0')).body.message).toBe(`${app} 1.0.0 的 manifest 无效：缺少 name 或 remoteEntry`);

    const unknown = await promote(app, '9.9.9');
    expect(unknown.http).toBe(404);
    expect(unknown.body.message).toBe(`${app} 没有版本 9.9.9`);
    expect((await doc()).apps[app].current).toBeNull();
  });

  it("refuses a remote built for another React major than the shell's", async () => {
    // the shell's release records the versions it provides
    await publish('shell', 'host-1', { react: '19.3.1', 'react-dom': '19.3.1' });
    await promote('shell', 'host-1');
    const app = appName('react');
    await writeFiles(app, '1.0.0');
    await writeFiles(app, '2.0.0');
    await publish(app, '1.0.0', { react: '^19.2.0', 'react-dom': '^19.2.0' });
    await publish(app, '2.0.0', { react: '^20.0.0', 'react-dom': '^19.2.0' });
    expect((await promote(app, '1.0.0')).body.status).toBe(200);
    const refused = await promote(app, '2.0.0');
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe('共享依赖与商城外壳不兼容：react 需要 ^20.0.0，商城外壳提供 19.3.1');
    expect((await doc()).apps[app].current!.version).toBe('1.0.0');
  });

  it('refuses a remote built against a newer contract minor or another major, and a shell that would drop a remote in service', async () => {
    await publish('shell', 'host-contract-1', { react: '19.3.1', '@mall/shared-state': '1.2.0' });
    expect((await promote('shell', 'host-contract-1')).body.status).toBe(200);
    const app = appName('contract');
    for (const v of ['1.0.0', '1.1.0', '2.0.0']) await writeFiles(app, v);
    await publish(app, '1.0.0', { '@mall/shared-state': '^1.1.0' });
    await publish(app, '1.1.0', { '@mall/shared-state': '^1.3.0' });
    await publish(app, '2.0.0', { '@mall/shared-state': '^2.0.0' });
    // an older minor of the contract runs on this shell
    expect((await promote(app, '1.0.0')).body.status).toBe(200);
    for (const [version, range] of [['1.1.0', '^1.3.0'], ['2.0.0', '^2.0.0']]) {
      const refused = await promote(app, version);
      expect(refused.http).toBe(400);
      expect(refused.body.message).toBe(`共享依赖与商城外壳不兼容：@mall/shared-state 需要 ${range}，商城外壳提供 1.2.0`);
    }
    // a shell going back to contract 1.0 would break the remote in service
    await publish('shell', 'host-contract-0', { react: '19.3.1', '@mall/shared-state': '1.0.0' });
    const shellRefused = await promote('shell', 'host-contract-0');
    expect(shellRefused.http).toBe(400);
    expect(shellRefused.body.message).toBe(
      `在线的 ${app} 1.0.0 共享依赖与商城外壳不兼容：@mall/shared-state 需要 ^1.1.0，商城外壳提供 1.0.0`,
    );
    expect((await doc()).apps.shell.current!.version).toBe('host-contract-1');
    expect((await doc()).apps[app].current!.version).toBe('1.0.0');
  });

  it('records the routes each version declares, answers the current ones, and refuses a promotion or rollback whose routes collide with another remote', async () => {
    const [a, b] = [appName('own'), appName('claim')];
    const routes = (...prefixes: string[]) => [{ prefixes, protected: false, ssr: true, cache: { policy: 'public', freshMs: 10000 } }];
    const publishRoutes = async (app: string, version: string, declared: unknown) => {
      await writeFiles(app, version);
      const answer = await call(`/api/releases/${app}/versions`, manager({ ...descriptor(app, version), routes: declared }));
      expect(answer.body.status).toBe(200);
    };
    await publishRoutes(a, '1.0.0', routes(`/${a}`));
    await publishRoutes(a, '2.0.0', routes(`/${a}-new`));
    await publishRoutes(b, '1.0.0', routes(`/${b}`, `/${a}/sub`));
    await publishRoutes(b, '2.0.0', routes(`/${b}`, `/${a}`));
    expect((await promote(a, '1.0.0')).body.status).toBe(200);
    const current = await doc();
    expect(current.apps[a].current?.routes).toEqual(routes(`/${a}`));

    const refused = await promote(b, '1.0.0');
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe(`路由冲突：${b} 的路由 /${a}/sub 与 ${a} 的路由 /${a} 冲突`);
    expect((await doc()).apps[b].current).toBeNull();

    // once a gives its path up, b may take it; rolling a back to the version that claims it is refused
    expect((await promote(a, '2.0.0')).body.status).toBe(200);
    expect((await promote(b, '2.0.0')).body.status).toBe(200);
    const noRollback = await rollback(a);
    expect(noRollback.http).toBe(400);
    expect(noRollback.body.message).toBe(`路由冲突：${a} 的路由 /${a} 与 ${b} 的路由 /${a} 冲突`);
    expect((await doc()).apps[a].current!.version).toBe('2.0.0');

    const badPath = await call(`/api/releases/${a}/versions`, manager({ ...descriptor(a, '3.0.0'), routes: routes('/x/') }));
    expect(badPath.body).toMatchObject({ status: 400, message: '路由路径无效' });
  });

  it('applies concurrent promotions one after the other: previous always names the replaced version', async () => {
    const app = appName('race');
    const versions = ['1.0.0', '1.0.1', '1.0.2', '1.0.3', '1.0.4', '1.0.5'];
    for (const v of versions) {
      await writeFiles(app, v);
      await publish(app, v);
    }
    const answers = await Promise.all(versions.map((v) => promote(app, v)));
    expect(answers.every((a) => a.body.status === 200)).toBe(true);

    const { apps, audit } = await status();
    const promotions = audit.filter((a) => a.app === app && a.action === 'promote').reverse();
    expect(promotions).toHaveLength(versions.length);
    // each promotion replaced exactly what the one before it had made current
    promotions.forEach((p, i) => expect(p.from_version).toBe(i === 0 ? null : promotions[i - 1].version));
    const state = apps.find((a) => a.app === app)!;
    expect(state.current).toBe(promotions.at(-1)!.version);
    expect(state.previous).toBe(promotions.at(-2)!.version);
  });

  it('answers bad input with a message: app name, version, descriptor, rollback without a previous version', async () => {
    expect((await publish('Bad App', '1.0.0')).body).toMatchObject({ status: 400, message: '应用名称无效' });
    const app = appName('bad');
    expect((await publish(app, '../../etc')).body).toMatchObject({ status: 400, message: '版本号无效' });
    const badHash = await call(
      `/api/releases/${app}/versions`,
      manager({ ...descriptor(app, '1.0.0'), content_hash: 'xyz' }),
    );
    expect(badHash.body).toMatchObject({ status: 400, message: '内容摘要无效' });
    const badEntry = await call(
      `/api/releases/${app}/versions`,
      manager({ ...descriptor(app, '1.0.0'), web_entry: '../secret' }),
    );
    expect(badEntry.body).toMatchObject({ status: 400, message: '入口路径无效' });
    await publish(app, '1.0.0');
    const noPrevious = await rollback(app);
    expect(noPrevious.body).toMatchObject({ status: 400, message: `${app} 没有可回滚的上一个版本` });
  });
});
