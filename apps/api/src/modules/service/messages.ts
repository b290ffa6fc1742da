import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { ServiceInput } from '@mall/contracts';
import type { Db } from '../../db/client';
import { serviceConversation, serviceMessage } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { resolveContent } from './content';
import type { Conversation } from './conversations';

export type Side = 'user' | 'staff';
const otherSide = (side: Side): Side => (side === 'user' ? 'staff' : 'user');

/** At most this many messages per sender in `WINDOW_SECONDS`, whatever socket or call sends them. */
const SEND_LIMIT = 20;
const WINDOW_SECONDS = 10;

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender: Side;
  sender_id: number;
  type: ServiceInput['type'];
  content: unknown;
  client_msg_id: string;
  /** ISO time */
  created_at: string;
  /** the other side has read it */
  read: boolean;
}

type Row = typeof serviceMessage.$inferSelect;
const toMessage = (r: Row): ChatMessage => ({
  id: r.id,
  conversation_id: r.conversation_id,
  sender: r.sender as Side,
  sender_id: r.sender_id,
  type: r.type as ChatMessage['type'],
  content: r.content,
  client_msg_id: r.client_msg_id,
  created_at: r.created_at.toISOString(),
  read: r.read_at !== null,
});

/**
 * Stores a message once: a resend with the same client id (after a lost ack) answers the
 * message already stored, with `duplicate` set, and changes nothing.
 */
export async function sendMessage(
  db: Db,
  conv: Conversation,
  sender: { side: Side; id: number },
  input: ServiceInput,
  clientMsgId: string,
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const sameId = and(
    eq(serviceMessage.sender, sender.side),
    eq(serviceMessage.sender_id, sender.id),
    eq(serviceMessage.client_msg_id, clientMsgId),
  );
  const [earlier] = await db.select().from(serviceMessage).where(sameId);
  if (earlier) return { message: toMessage(earlier), duplicate: true };

  const [{ recent }] = await db
    .select({ recent: sql<number>`count(*)::int` })
    .from(serviceMessage)
    .where(
      and(
        eq(serviceMessage.sender, sender.side),
        eq(serviceMessage.sender_id, sender.id),
        gt(serviceMessage.created_at, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`),
      ),
    );
  if (recent >= SEND_LIMIT) throw badRequest('发送过于频繁，请稍后再试');

  const content = await resolveContent(db, conv, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceMessage)
      .values({
        conversation_id: conv.id,
        sender: sender.side,
        sender_id: sender.id,
        type: input.type,
        content,
        client_msg_id: clientMsgId,
      })
      .onConflictDoNothing()
      .returning();
    // a concurrent resend of the same message won the insert
    if (!row) {
      const [stored] = await tx.select().from(serviceMessage).where(sameId);
      return { message: toMessage(stored), duplicate: true };
    }
    await tx
      .update(serviceConversation)
      .set({ last_message_at: row.created_at })
      .where(eq(serviceConversation.id, conv.id));
    return { message: toMessage(row), duplicate: false };
  });
}

/** Oldest first: the `limit` messages before `before` (paging upwards), or all after `after` (catching up). */
export async function history(db: Db, convId: number, q: { before?: number; after?: number; limit: number }) {
  if (q.after !== undefined) {
    const rows = await db
      .select()
      .from(serviceMessage)
      .where(and(eq(serviceMessage.conversation_id, convId), gt(serviceMessage.id, q.after)))
      .orderBy(asc(serviceMessage.id))
      .limit(q.limit + 1);
    return { list: rows.slice(0, q.limit).map(toMessage), has_more: rows.length > q.limit };
  }
  const rows = await db
    .select()
    .from(serviceMessage)
    .where(
      and(
        eq(serviceMessage.conversation_id, convId),
        q.before !== undefined ? lt(serviceMessage.id, q.before) : undefined,
      ),
    )
    .orderBy(desc(serviceMessage.id))
    .limit(q.limit + 1);
  return { list: rows.slice(0, q.limit).reverse().map(toMessage), has_more: rows.length > q.limit };
}

/** `reader` has read the other side's messages (up to `upTo`); answers the last id now read. */
export async function markRead(db: Db, convId: number, reader: Side, upTo?: number) {
  const rows = await db
    .update(serviceMessage)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(serviceMessage.conversation_id, convId),
        eq(serviceMessage.sender, otherSide(reader)),
        isNull(serviceMessage.read_at),
        upTo !== undefined ? lte(serviceMessage.id, upTo) : undefined,
      ),
    )
    .returning({ id: serviceMessage.id });
  return { count: rows.length, up_to: rows.reduce((max, r) => Math.max(max, r.id), 0) };
}

/** Staff messages the shopper has not read, in all their conversations. */
export async function userUnread(db: Db, uid: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceMessage)
    .innerJoin(serviceConversation, eq(serviceConversation.id, serviceMessage.conversation_id))
    .where(and(eq(serviceConversation.uid, uid), eq(serviceMessage.sender, 'staff'), isNull(serviceMessage.read_at)));
  return n;
}

/** Shoppers' messages no staff member has read yet, at these desks. */
export async function staffUnread(db: Db, desks: number[]): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceMessage)
    .innerJoin(serviceConversation, eq(serviceConversation.id, serviceMessage.conversation_id))
    .where(
      and(
        inArray(serviceConversation.mer_id, desks),
        eq(serviceMessage.sender, 'user'),
        isNull(serviceMessage.read_at),
      ),
    );
  return n;
}
