import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { ok } from '../../http/envelope';
import type { Readiness } from './readiness';
import { checkHealth, checkReady } from './service';

/**
 * `/api/health`: the database answers (what stack.mjs and the tests poll);
 * `/api/health/live`: the process answers at all (liveness probe: restart it when this fails);
 * `/api/health/ready`: started and the database answers (readiness probe: send it traffic).
 */
export const healthRoutes: FastifyPluginAsync<{ database: Database; readiness: Readiness }> = async (
  app,
  { database, readiness },
) => {
  app.get('/api/health', async () => ok(await checkHealth(database)));
  app.get('/api/health/live', async () => ok({ live: true }));
  app.get('/api/health/ready', async (_req, reply) => {
    const ready = await checkReady(database, readiness);
    if (ready.ready) return ok(ready);
    return reply.code(503).send({ status: 503, message: ready.reason, data: ready });
  });
};
