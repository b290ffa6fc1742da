import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { openSharedCache } from './cache';
import { sessionUidsOf } from './modules/auth/session-uids';
import { loadTimers, type Timers } from './config';
import type { Database } from './db/client';
import { ApiError, type Envelope } from './http/envelope';
import { timedJobs } from './jobs/registry';
import { scheduleJobs } from './jobs/scheduler';
import { setTimers } from './lib/timers';
import { registerRequestGuards } from './http/request-guards';
import { registerMessageLanguage } from './http/language/message-language';
import { registerMetrics } from './metrics/routes';
import { registerWebSocket, type RealtimeOptions } from './http/websocket';
import { addressRoutes } from './modules/address/routes';
import { afterSalesRoutes } from './modules/after-sales/routes';
import { articleRoutes } from './modules/article/routes';
import { authRoutes } from './modules/auth/routes';
import { bargainRoutes } from './modules/bargain/routes';
import { cartRoutes } from './modules/cart/routes';
import { browseRoutes } from './modules/catalog/browse-routes';
import { relationRoutes } from './modules/catalog/relation-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { commonRoutes } from './modules/common/routes';
import { distributionRoutes } from './modules/distribution/routes';
import { couponOfferRoutes } from './modules/coupon/routes';
import { healthRoutes } from './modules/health/routes';
import type { Readiness } from './modules/health/readiness';
import { intentionRoutes } from './modules/intention/routes';
import { liveRoutes } from './modules/live/routes';
import { merchantAdminRoutes } from './modules/merchant-admin/routes';
import { merchantRoutes } from './modules/merchant/routes';
import { orderRoutes } from './modules/order/routes';
import { payRoutes } from './modules/pay/routes';
import { operatorRoutes } from './modules/operator/routes';
import { releaseRoutes } from './modules/releases/routes';
import { seckillRoutes } from './modules/seckill/routes';
import { serveStockGate, type StockGateOptions } from './modules/seckill/gate/current';
import { serviceStaffRoutes } from './modules/service/staff-routes';
import { serviceUserRoutes } from './modules/service/user-routes';
import { groupBuyRoutes } from './modules/group-buy/routes';
import { presellRoutes } from './modules/presell/routes';
import { signRoutes } from './modules/sign/routes';
import { siteRoutes } from './modules/site/routes';
import { svipRoutes } from './modules/svip/routes';
import { uploadRoutes } from './modules/upload/routes';
import { localFileStorage } from './modules/upload/storage';
import { userRoutes } from './modules/user/routes';

export interface AppOptions {
  database: Database;
  uploadDir: string;
  /** pino options, or false for no logs (tests) */
  logger: FastifyServerOptions['logger'];
  /**
   * Proxies whose X-Forwarded-For is believed (the shell server forwards /api): addresses, CIDRs
   * or 'loopback'. Per-client limits (SMS, failed logins) count the address this yields.
   */
  trustProxy?: string;
  /** the release registry: the releases folder (manifests are checked there) and the managers' key */
  releases?: { dir: string; key: string };
  /** order and after-sales deadlines, the timed jobs' period (config.ts); default: from the environment */
  timers?: Timers;
  /** the flash sale's stock gate: in this process, or in Redis shared by several (modules/seckill/gate) */
  stockGate?: StockGateOptions;
  /** Redis pub/sub for the sockets of several API processes (http/websocket.ts) */
  realtime?: RealtimeOptions;
  /** the operators' key for /api/operator/* (jobs, credit, backup); without one, those calls are refused */
  operatorKey?: string;
  /** main.ts marks it started once seeded and the release registry was read (/api/health/ready); default: started */
  readiness?: Readiness;
}

const failure = (status: number, message: string): Envelope<null> => ({ status, message, data: null });

export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger,
    trustProxy: opts.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
    // bad URLs and over-long path parameters, caught before routing
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '请求参数过长' : '请求地址格式错误';
      return reply.code(400).send(failure(400, message));
    },
  });

  // Clients may post forms as well as JSON; repeated keys keep their last value.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) {
      return reply.code(err.httpStatus).send(failure(err.status, err.message));
    }
    const code = err.statusCode ?? 500;
    // static files: missing files and directories
    if (code === 403 || code === 404) return reply.code(404).send(failure(404, '接口不存在'));
    if (code === 413) return reply.code(400).send(failure(400, '请求内容过大'));
    if (code >= 400 && code < 500) return reply.code(400).send(failure(400, '请求格式错误'));
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(failure(500, '服务器错误'));
  });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send(failure(404, '接口不存在')));
  registerRequestGuards(app);
  registerMessageLanguage(app);
  registerMetrics(app);

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

  serveStockGate(app, opts.stockGate);
  // one WebSocket server; socket routes (http/websocket.ts) publish through `deps.hub`
  // shared catalogue answers in memory, dropped when the database notifies a change (src/cache/)
  const shared = await openSharedCache(opts.database, app.log);
  app.addHook('onClose', shared.stop);
  shared.cache.watch(sessionUidsOf(opts.database.db));
  const deps = { db: opts.database.db, hub: await registerWebSocket(app, opts.realtime), cache: shared.cache };
  await app.register(healthRoutes, { database: opts.database, readiness: opts.readiness ?? { started: true } });
  await app.register(siteRoutes, deps);
  await app.register(commonRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(browseRoutes, deps);
  await app.register(merchantRoutes, deps);
  await app.register(relationRoutes, deps);
  await app.register(couponOfferRoutes, deps);
  await app.register(seckillRoutes, deps);
  await app.register(groupBuyRoutes, deps);
  await app.register(bargainRoutes, deps);
  await app.register(liveRoutes, deps);
  await app.register(presellRoutes, deps);
  await app.register(articleRoutes, deps);
  await app.register(intentionRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(releaseRoutes, {
    db: opts.database.db,
    releasesDir: opts.releases?.dir ?? '',
    releaseKey: opts.releases?.key ?? '',
  });
  await app.register(userRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(addressRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(payRoutes, deps);
  await app.register(signRoutes, deps);
  await app.register(svipRoutes, deps);
  await app.register(distributionRoutes, deps);
  await app.register(afterSalesRoutes, deps);
  await app.register(merchantAdminRoutes, deps);
  await app.register(serviceUserRoutes, deps);
  await app.register(serviceStaffRoutes, deps);
  await app.register(uploadRoutes, { ...deps, storage: localFileStorage(opts.uploadDir) });
  const timers = opts.timers ?? loadTimers();
  setTimers(timers);
  await app.register(operatorRoutes, { database: opts.database, timers, operatorKey: opts.operatorKey ?? '' });
  scheduleJobs(app, opts.database.db, timedJobs(app, opts.database.db, timers));
  return app;
}
