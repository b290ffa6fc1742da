import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchant, serviceConversation, serviceMessage, users } from '../../db/schema';
import { notFound } from '../../http/envelope';
import type { Language } from '../../http/language/message-language';
import { onPage } from '../../lib/paging';
import type { Staff } from '../merchant-admin/staff';
import { readSettings } from '../site/service';

export type Conversation = typeof serviceConversation.$inferSelect;

/**
 * Who answers at `merId`: a merchant's name and avatar, or the platform's (mer_id 0), whose desk
 * is named in the shopper's language.
 */
export async function serviceDesk(db: Db, merId: number, language: Language = 'zh-CN') {
  if (merId === 0) {
    const site = await readSettings(db, ['site_name', 'site_logo']);
    const name = language === 'en' ? `${site.site_name} customer service` : `${site.site_name}平台客服`;
    return { mer_id: 0, mer_name: name, mer_avatar: site.site_logo };
  }
  const [m] = await db
    .select({ mer_id: merchant.id, mer_name: merchant.mer_name, mer_avatar: merchant.mer_avatar })
    .from(merchant)
    .where(eq(merchant.id, merId));
  if (!m) throw notFound('店铺不存在');
  return m;
}

export async function findUserConversation(db: Db, uid: number, merId: number): Promise<Conversation | null> {
  const [c] = await db
    .select()
    .from(serviceConversation)
    .where(and(eq(serviceConversation.uid, uid), eq(serviceConversation.mer_id, merId)));
  return c ?? null;
}

/** The shopper's conversation with `merId`, made on their first message (one per pair: unique). */
export async function openUserConversation(db: Db, uid: number, merId: number): Promise<Conversation> {
  await serviceDesk(db, merId);
  await db.insert(serviceConversation).values({ uid, mer_id: merId }).onConflictDoNothing();
  return (await findUserConversation(db, uid, merId)) as Conversation;
}

/**
 * The merchants whose conversations a staff member answers: their own, plus the platform's
 * (mer_id 0) for staff of a self-operated (自营) merchant, since the platform runs those shops.
 */
export async function staffDesks(db: Db, staff: Staff): Promise<number[]> {
  const [m] = await db.select({ is_trader: merchant.is_trader }).from(merchant).where(eq(merchant.id, staff.mer_id));
  return m?.is_trader ? [staff.mer_id, 0] : [staff.mer_id];
}

/** A conversation the staff member may answer; someone else's is 404. */
export async function staffConversation(db: Db, desks: number[], id: number): Promise<Conversation> {
  const [c] = await db
    .select()
    .from(serviceConversation)
    .where(and(eq(serviceConversation.id, id), inArray(serviceConversation.mer_id, desks)));
  if (!c) throw notFound('会话不存在');
  return c;
}

/** Staff's inbox: latest first, with the shopper, the last message and the unread count. */
export async function staffConversations(db: Db, desks: number[], page: number, limit: number) {
  const unread = db
    .select({ conversation_id: serviceMessage.conversation_id, n: sql<number>`count(*)::int`.as('n') })
    .from(serviceMessage)
    .where(and(eq(serviceMessage.sender, 'user'), isNull(serviceMessage.read_at)))
    .groupBy(serviceMessage.conversation_id)
    .as('unread');
  const where = inArray(serviceConversation.mer_id, desks);
  const rows = await onPage(
    db
      .select({
        id: serviceConversation.id,
        uid: serviceConversation.uid,
        mer_id: serviceConversation.mer_id,
        nickname: users.nickname,
        avatar: users.avatar,
        last_message_at: serviceConversation.last_message_at,
        unread: sql<number>`coalesce(${unread.n}, 0)`,
        last: sql<{ type: string; content: unknown } | null>`(
        select json_build_object('type', m.type, 'content', m.content) from ${serviceMessage} m
        where m.conversation_id = ${serviceConversation.id} order by m.id desc limit 1)`,
      })
      .from(serviceConversation)
      .innerJoin(users, eq(users.uid, serviceConversation.uid))
      .leftJoin(unread, eq(unread.conversation_id, serviceConversation.id))
      .where(where)
      .orderBy(desc(serviceConversation.last_message_at), desc(serviceConversation.id))
      .$dynamic(),
    { page, limit },
  );
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(serviceConversation)
    .where(where);
  return {
    list: rows.map((r) => ({ ...r, last_message_at: r.last_message_at.toISOString() })),
    count,
  };
}
