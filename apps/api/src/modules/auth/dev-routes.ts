import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { outboxQuery } from './schemas';
import { latestOutboxMessages } from './sms-outbox';

/** GET /api/dev/sms_outbox?phone=: the latest messages of the built-in SMS provider, newest first. */
export const devRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/dev/sms_outbox', async (req) => {
    const { phone } = validate(outboxQuery, req.query);
    return ok(await latestOutboxMessages(db, phone));
  });
};
