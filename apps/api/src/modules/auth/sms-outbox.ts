/**
 * What the dev SMS outbox (GET /api/dev/sms_outbox) shows: the latest messages the built-in
 * provider (sms-provider.ts) kept in `sms_outbox`, newest first, with the code each one carries.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

const OUTBOX_LIMIT = 20;

/** The latest 20 messages, to `phone` only when given. */
export async function latestOutboxMessages(db: Db, phone: string | undefined) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    area_code: r.area_code,
    phone: r.phone,
    code: (r.params as { code?: string }).code ?? '',
    content: r.content,
    created_at: r.created_at.toISOString(),
  }));
}
