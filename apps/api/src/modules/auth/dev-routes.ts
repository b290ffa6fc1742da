import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { outboxQuery } from './schemas';

const OUTBOX_LIMIT = 20;

/** GET /api/dev/sms_outbox?phone=: the latest messages of the built-in SMS provider, newest first. */
export const devRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/dev/sms_outbox', async (req) => {
    const { phone } = validate(outboxQuery, req.query);
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(phone ? eq(smsOutbox.phone, phone) : undefined)
      .orderBy(desc(smsOutbox.id))
      .limit(OUTBOX_LIMIT);
    return ok(
      rows.map((r) => ({
        id: r.id,
        area_code: r.area_code,
        phone: r.phone,
        code: (r.params as { code?: string }).code ?? '',
        content: r.content,
        created_at: r.created_at.toISOString(),
      })),
    );
  });
};
