import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { ApiError, type Envelope } from './http/envelope';
import { catalogRoutes } from './modules/catalog/routes';
import { commonRoutes } from './modules/common/routes';
import { healthRoutes } from './modules/health/routes';
import { siteRoutes } from './modules/site/routes';

export interface AppOptions {
  database: Database;
  uploadDir: string;
  /** pino options, or false for no logs (tests) */
  logger: FastifyServerOptions['logger'];
}

const failure = (status: number, message: string): Envelope<null> => ({ status, message, data: null });

export async function buildApp(opts: AppOptions) {
  const app = Fastify({ logger: opts.logger, bodyLimit: 1024 * 1024 });

  // Clients may post forms as well as JSON; repeated keys keep their last value.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) {
      return reply.code(err.httpStatus).send(failure(err.status, err.message));
    }
    if (err.statusCode === 413) return reply.code(400).send(failure(400, '请求内容过大'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(400).send(failure(400, '请求格式错误'));
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(failure(500, '服务器错误'));
  });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send(failure(404, '接口不存在')));

  await mkdir(opts.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadDir,
    prefix: '/uploads/',
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      // uploaded SVGs must never run scripts on our origin
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });

  const deps = { db: opts.database.db };
  await app.register(healthRoutes, { database: opts.database });
  await app.register(siteRoutes, deps);
  await app.register(commonRoutes, deps);
  await app.register(catalogRoutes, deps);
  return app;
}
