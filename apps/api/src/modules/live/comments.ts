import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { LiveComment } from '@mall/contracts';
import type { Db } from '../../db/client';
import { liveComment, users } from '../../db/schema';
import { ApiError, badRequest } from '../../http/envelope';
import { sanitizePlainText } from '../../lib/sanitize';
import { roomRow } from './rooms';

export const COMMENT_MAX_CHARS = 100;
/** Comments one user may post (in all rooms) per window. */
export const COMMENT_WINDOW_SECONDS = 10;
export const COMMENTS_PER_WINDOW = 5;
export const COMMENT_TOO_FAST = '评论太频繁，请稍后再试';

const COMMENT_LOCK = 7_340_301;

/** The text as it will be shown, or a 400 with what is wrong with it. */
export function commentText(input: unknown): string {
  if (typeof input !== 'string') throw badRequest('请输入评论内容');
  const text = sanitizePlainText(input);
  if (!text) throw badRequest('请输入评论内容');
  if ([...text].length > COMMENT_MAX_CHARS) throw badRequest(`评论不能超过${COMMENT_MAX_CHARS}个字`);
  return text;
}

type Author = { uid: number; nickname: string; avatar: string };

const view = (user: Author, row: { id: number; content: string; created_at: Date }): LiveComment => ({
  id: row.id,
  uid: user.uid,
  nickname: user.nickname,
  avatar: user.avatar,
  content: row.content,
  created_at: Math.floor(row.created_at.getTime() / 1000),
});

/**
 * Posts a comment in a live room; `fresh` is false when `clientMsgId` was posted before (a resend
 * after a reconnect answers the stored comment). The user's recent comments are counted under an
 * advisory lock on the user, so two sockets of one user cannot pass the limit together.
 */
export async function postComment(
  db: Db,
  user: Author,
  roomId: number,
  input: unknown,
  clientMsgId: string | null = null,
): Promise<{ comment: LiveComment; fresh: boolean }> {
  const content = commentText(input);
  const room = await roomRow(db, roomId);
  if (room.status !== 1) throw badRequest(room.status === 0 ? '直播尚未开始，暂不能评论' : '回放不能发表评论');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMMENT_LOCK}, ${user.uid})`);
    if (clientMsgId !== null) {
      const [sent] = await tx
        .select()
        .from(liveComment)
        .where(and(eq(liveComment.uid, user.uid), eq(liveComment.client_msg_id, clientMsgId)));
      if (sent) return { comment: view(user, sent), fresh: false };
    }
    const recent = await tx.$count(
      liveComment,
      and(eq(liveComment.uid, user.uid), gt(liveComment.created_at, sql`now() - make_interval(secs => ${COMMENT_WINDOW_SECONDS})`)),
    );
    if (recent >= COMMENTS_PER_WINDOW) throw new ApiError(400, COMMENT_TOO_FAST);
    const [row] = await tx.insert(liveComment).values({ room_id: roomId, uid: user.uid, content, client_msg_id: clientMsgId }).returning();
    return { comment: view(user, row), fresh: true };
  });
}

/** `GET /api/live/room/comment/:id`: the latest comments, oldest first (as a chat reads). */
export async function recentComments(db: Db, roomId: number, limit: number): Promise<LiveComment[]> {
  await roomRow(db, roomId);
  const rows = await db
    .select({
      id: liveComment.id,
      uid: liveComment.uid,
      nickname: users.nickname,
      avatar: users.avatar,
      content: liveComment.content,
      created_at: sql<number>`extract(epoch from ${liveComment.created_at})::int`,
    })
    .from(liveComment)
    .innerJoin(users, eq(users.uid, liveComment.uid))
    .where(eq(liveComment.room_id, roomId))
    .orderBy(desc(liveComment.id))
    .limit(limit);
  return rows.reverse();
}
