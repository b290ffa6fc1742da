import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { ok } from '../../http/envelope';
import { checkHealth } from './service';

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/api/health', async () => ok(await checkHealth(database)));
};
