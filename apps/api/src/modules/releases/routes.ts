import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ApiError, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { promote, registerVersion, releaseDocument, releaseStatus, rollback } from './service';

export interface ReleaseOptions {
  db: Db;
  releasesDir: string;
  /** the release managers' key (X-Release-Key); without one, changes are refused */
  releaseKey: string;
}

const appParam = z.object({
  app: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, '应用名称无效'),
});
const versionText = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,95}$/, '版本号无效');
const entryPath = z.string().regex(/^[a-z0-9-]+\/[0-9A-Za-z.+_-]+\/[\w./-]+$/, '入口路径无效').max(300);
/** '/' or segments of letters, digits, '_' and '-', without a trailing slash */
const routePrefix = z.string().regex(/^\/$|^(\/[\w-]+)+$/, '路由路径无效').max(100);
const routeDecl = z.object({
  prefixes: z.array(routePrefix).min(1).max(200),
  protected: z.boolean(),
  ssr: z.boolean(),
  cache: z
    .object({ policy: z.enum(['public', 'revalidate']), freshMs: z.number().int().min(0).max(86_400_000) })
    .optional(),
});
const registerBody = z.object({
  version: versionText,
  content_hash: z.string().regex(/^[0-9a-f]{8,64}$/, '内容摘要无效'),
  commit: z.string().max(40).default(''),
  built_at: z.coerce.date({ error: '构建时间无效' }),
  web_entry: entryPath,
  node_entry: entryPath.nullable().default(null),
  shared: z.record(z.string().max(100), z.string().max(100)).default({}),
  /** a remote's declared routes; null or absent: the shell's build */
  routes: z.array(routeDecl).max(50).nullable().default(null),
});
const promoteBody = z.object({ version: versionText });

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Changes need the release key; the actor named in X-Release-Actor goes to the audit log. */
function releaseManager(req: FastifyRequest, key: string): string {
  const given = req.headers['x-release-key'];
  if (!key || typeof given !== 'string' || !timingSafeEqual(digest(given), digest(key))) {
    throw new ApiError(403, '发布密钥无效');
  }
  const actor = req.headers['x-release-actor'];
  return typeof actor === 'string' && /^[\w.@-]{1,64}$/.test(actor) ? actor : 'unknown';
}

export const releaseRoutes: FastifyPluginAsync<ReleaseOptions> = async (app, { db, releasesDir, releaseKey }) => {
  /** The shells poll this: answered with an ETag, 304 while nothing changed. */
  app.get('/api/releases', async (req, reply) => {
    const doc = await releaseDocument(db);
    const etag = `"rel-${doc.revision}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return ok(doc);
  });

  app.get('/api/releases/status', async (req) => {
    releaseManager(req, releaseKey);
    return ok(await releaseStatus(db));
  });

  app.post('/api/releases/:app/versions', async (req) => {
    const actor = releaseManager(req, releaseKey);
    const { app: name } = validate(appParam, req.params);
    const body = validate(registerBody, req.body);
    const { created } = await registerVersion(db, name, body, actor);
    return ok({ created }, created ? '版本已发布' : '版本已存在');
  });

  app.post('/api/releases/:app/promote', async (req) => {
    const actor = releaseManager(req, releaseKey);
    const { app: name } = validate(appParam, req.params);
    const { version } = validate(promoteBody, req.body);
    return ok(await promote(db, name, version, actor, releasesDir), '已上线');
  });

  app.post('/api/releases/:app/rollback', async (req) => {
    const actor = releaseManager(req, releaseKey);
    const { app: name } = validate(appParam, req.params);
    return ok(await rollback(db, name, actor), '已回滚');
  });
};
